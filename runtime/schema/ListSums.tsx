import { Card, Col, Row, Statistic } from 'antd';
import { useContext, useEffect, useState } from 'react';
import type { ScreenSchema } from '../../schemas/types.ts';
import { formatFen } from '../../validators/money.ts';
import { get } from '../http/client.ts';
import { ScreenComponent } from './widgets/relation.tsx';

interface Sum { field: string; screen: string | null; value: number; money: boolean }

/**
 * The list's sums (list.sums: an account's balance) as figures above the table, read again
 * whenever the list is; a money field's sum is shown in yuan.
 */
export function ListSums({ schema, epoch }: { schema: ScreenSchema; epoch: unknown }) {
  const component = useContext(ScreenComponent);
  const [sums, setSums] = useState<Sum[] | null>(null);
  useEffect(() => {
    let live = true;
    get<Sum[]>(`/sums/${component}`, {}, { silent: true }).then((found) => live && setSums(found)).catch(() => live && setSums([]));
    return () => { live = false; };
  }, [component, epoch]);
  return (
    <Row gutter={[12, 12]} style={{ marginBottom: 12 }} data-testid="list-sums">
      {(schema.list?.sums ?? []).map((spec) => {
        const found = sums?.find((s) => s.field === spec.field && s.screen === (spec.screen ?? null));
        if (sums && !found) return null;
        return (
          <Col key={`${spec.screen}:${spec.field}`} xs={24} sm={12} md={6}>
            <Card size="small" data-testid={`sum-${spec.field}`}>
              <Statistic title={spec.title} loading={!sums} value={found ? (found.money ? formatFen(found.value) : found.value) : 0} />
            </Card>
          </Col>
        );
      })}
    </Row>
  );
}
