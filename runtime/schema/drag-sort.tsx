import { ArrowDownOutlined, ArrowUpOutlined, HolderOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';
import type { TableColumnType } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '../antd/feedback.ts';
import type { ScreenSchema } from '../../schemas/types.ts';
import { callBinding } from './bindings.ts';

type Row = Record<string, unknown> & { id: number };

/**
 * The order values rows take after one moved: the values they held, handed out in the new order —
 * or, where two rows held the same value, every tenth from the smallest, so that the order is kept.
 */
export function reordered(rows: Row[], field: string, from: number, to: number): Map<number, number> {
  const values = rows.map((r) => Number(r[field] ?? 0)).sort((a, b) => a - b);
  const order = [...rows];
  const [moved] = order.splice(from, 1);
  order.splice(to, 0, moved);
  const distinct = new Set(values).size === values.length;
  const next = new Map<number, number>();
  order.forEach((row, i) => {
    const value = distinct ? values[i] : values[0] + i * 10;
    if (value !== Number(row[field] ?? 0)) next.set(row.id, value);
  });
  return next;
}

/**
 * A list's rows put in order by dragging (`list.dragSort`), or by the ↑/↓ buttons of a row's handle
 * (the keyboard's way): the new values saved through the update binding, changed rows only.
 */
export function useDragSort(schema: ScreenSchema, rows: Row[], enabled: boolean, done: () => void) {
  const { t } = useTranslation();
  const field = schema.list?.dragSort;
  const dragged = useRef<number | null>(null);
  const [saving, setSaving] = useState(false);
  const on = Boolean(field && enabled && schema.api.update);

  const move = async (from: number, to: number) => {
    if (!field || from === to || to < 0 || to >= rows.length || saving) return;
    const changes = reordered(rows, field, from, to);
    setSaving(true);
    try {
      for (const [id, value] of changes) await callBinding(schema.api.update!, { id, data: { [field]: value } });
      feedback.message.success(t('crud.reordered'));
    } catch { /* the http client has said why */ } finally {
      setSaving(false);
      done();
    }
  };

  const handle: TableColumnType<Row> = {
    key: '__drag', width: 92, fixed: 'left', title: '',
    render: (_: unknown, row: Row, index: number) => (
      <Space size={0} data-testid="drag-handle">
        <HolderOutlined style={{ cursor: 'grab', padding: '0 6px' }} aria-hidden />
        <Button size="small" type="text" icon={<ArrowUpOutlined />} aria-label={t('crud.moveUp')} disabled={index === 0 || saving} onClick={() => void move(index, index - 1)} />
        <Button size="small" type="text" icon={<ArrowDownOutlined />} aria-label={t('crud.moveDown')} disabled={index === rows.length - 1 || saving} onClick={() => void move(index, index + 1)} />
      </Space>
    ),
  };

  const onRow = (row: Row, index?: number) => ({
    draggable: true,
    onDragStart: (e: React.DragEvent) => { dragged.current = index ?? rows.indexOf(row); e.dataTransfer.effectAllowed = 'move'; },
    onDragOver: (e: React.DragEvent) => { e.preventDefault(); e.dataTransfer.dropEffect = 'move'; },
    onDrop: (e: React.DragEvent) => {
      e.preventDefault();
      const from = dragged.current;
      dragged.current = null;
      if (from !== null) void move(from, index ?? rows.indexOf(row));
    },
  });

  return on ? { handle, onRow, saving } : null;
}
