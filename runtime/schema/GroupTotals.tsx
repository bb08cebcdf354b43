import { Button, Card, Col, Row, Table, Typography } from 'antd';
import { useContext, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { get } from '../http/client.ts';
import type { ScreenSchema } from '../../schemas/types.ts';
import { formatCell } from './columns.tsx';
import type { Option } from './options.ts';
import { ScreenComponent } from './widgets/relation.tsx';

interface Group { value: unknown; label: unknown; total: number }
/** How many groups each card lists; the server answers up to 50, largest first. */
const SHOWN = 8;

/**
 * The list's grouped totals (list.totals: per company, per recruiter) under the list's current
 * search and view, one small card each; read again whenever the list is.
 */
export function GroupTotals({ schema, params, options, epoch }: { schema: ScreenSchema; params: Record<string, unknown>; options: Record<string, Option[]>; epoch: unknown }) {
  const component = useContext(ScreenComponent);
  const { t } = useTranslation();
  const [groups, setGroups] = useState<Record<string, Group[]>>({});
  // The cards whose every group is shown (「另有 9 组」 opens them).
  const [expanded, setExpanded] = useState<Set<string>>(new Set());
  const key = JSON.stringify(params);
  useEffect(() => {
    let live = true;
    for (const total of schema.list?.totals ?? []) {
      get<Group[]>(`/totals/${component}`, { ...params, by: total.field }, { silent: true })
        .then((found) => live && setGroups((current) => ({ ...current, [total.field]: found })))
        .catch(() => undefined);
    }
    return () => { live = false; };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [component, key, epoch, schema]);
  return (
    <Row gutter={[12, 12]} style={{ marginBottom: 12 }} data-testid="group-totals">
      {(schema.list?.totals ?? []).map((total) => {
        const field = schema.model.properties[total.field];
        const rows = groups[total.field] ?? [];
        return (
          <Col key={total.field} xs={24} md={12}>
            <Card size="small" title={total.title} data-testid={`totals-${total.field}`}>
              <Table<Group>
                size="small" rowKey={(g) => String(g.value)} pagination={false} loading={!groups[total.field]}
                dataSource={expanded.has(total.field) ? rows : rows.slice(0, SHOWN)} locale={{ emptyText: t('crud.relatedNone') }}
                columns={[
                  { key: 'label', title: field?.title, render: (_, g) => (field?.['x-dict'] ? formatCell('dict', g.value, options[total.field]) : formatCell('text', g.label)) },
                  { key: 'total', title: t('crud.count'), width: 80, align: 'right', render: (_, g) => <Typography.Text strong>{g.total}</Typography.Text> },
                ]}
              />
              {rows.length > SHOWN && (
                <Button type="link" size="small" style={{ paddingInline: 0 }} data-testid="groups-toggle"
                  onClick={() => setExpanded((open) => { const next = new Set(open); if (next.has(total.field)) next.delete(total.field); else next.add(total.field); return next; })}>
                  {expanded.has(total.field) ? t('crud.fewerGroups') : t('crud.moreGroups', { count: rows.length - SHOWN })}
                </Button>
              )}
            </Card>
          </Col>
        );
      })}
    </Row>
  );
}
