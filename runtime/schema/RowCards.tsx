import { MinusSquareOutlined, PlusSquareOutlined } from '@ant-design/icons';
import { Button, Card, Checkbox, Empty, Pagination, Space, Spin, Typography } from 'antd';
import type { TableColumnType as ColumnType, TablePaginationConfig } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type Row = Record<string, unknown> & { id: number; children?: Row[] };

/** How many of the list's columns after the first a card shows under its title. */
const CARD_FIELDS = 2;

/** A tree's rows in reading order, the children of open ones only, each with its depth (a card is indented by it). */
function flatten(rows: Row[], open: (id: number) => boolean, depth = 0): Array<{ row: Row; depth: number }> {
  return rows.flatMap((row) => [{ row, depth }, ...(open(row.id) ? flatten(row.children ?? [], open, depth + 1) : [])]);
}

/** What a column shows for `row`: its render, as the table would call it, or the value. */
function cell(column: ColumnType<Row>, row: Row, index: number): ReactNode {
  const value = row[String(column.dataIndex ?? column.key)];
  return column.render ? (column.render(value, row, index) as ReactNode) : (value as ReactNode);
}

/**
 * The list on a phone: a card per row instead of a table wider than the screen — the first column
 * as its title, the next two as labelled lines, and the row's actions at its foot, all within the
 * screen's width (issue 26 D7). A tree's rows are indented by depth, a parent's children shown
 * while it is open (its count beside the title opens and closes it). Selection (for batch
 * actions) is a checkbox beside the title.
 */
export function RowCards({ rows, columns, actions, loading, pagination, selection, expanded }: {
  rows: Row[];
  /** The columns the person sees, in their order (without 操作). */
  columns: Array<ColumnType<Row>>;
  actions?: (row: Row) => ReactNode;
  loading: boolean;
  pagination: false | TablePaginationConfig;
  selection?: { selected: number[]; onChange: (ids: number[]) => void };
  /** A tree: the open rows, and what opens or closes one. */
  expanded?: { ids: number[]; onChange: (ids: number[]) => void };
}) {
  const { t } = useTranslation();
  const [title, ...rest] = columns;
  const fields = rest.slice(0, CARD_FIELDS);
  const list = flatten(rows, (id) => !expanded || expanded.ids.includes(id));
  return (
    <Spin spinning={loading}>
      <Space direction="vertical" size={8} style={{ width: '100%' }} data-testid="crud-cards">
        {list.length === 0 && !loading && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('common.empty')} />}
        {list.map(({ row, depth }, index) => (
          <Card
            key={row.id} size="small" data-testid="crud-card" style={{ marginInlineStart: depth * 16 }}
            title={(
              <Space size={8} style={{ minWidth: 0, maxWidth: '100%' }}>
                {selection && (
                  <Checkbox
                    checked={selection.selected.includes(row.id)} aria-label={String(row.id)}
                    onChange={(e) => selection.onChange(e.target.checked ? [...selection.selected, row.id] : selection.selected.filter((id) => id !== row.id))}
                  />
                )}
                {title && <Typography.Text strong ellipsis>{cell(title, row, index)}</Typography.Text>}
              </Space>
            )}
            extra={expanded && row.children?.length ? (
              <Button
                type="text" size="small" icon={expanded.ids.includes(row.id) ? <MinusSquareOutlined /> : <PlusSquareOutlined />}
                aria-label={t(expanded.ids.includes(row.id) ? 'crud.collapse' : 'crud.expand')} aria-expanded={expanded.ids.includes(row.id)} data-testid="card-expand"
                onClick={() => expanded.onChange(expanded.ids.includes(row.id) ? expanded.ids.filter((id) => id !== row.id) : [...expanded.ids, row.id])}
              >
                {row.children.length}
              </Button>
            ) : undefined}
            styles={{ body: { paddingBlock: 8 } }}
          >
            {fields.map((column) => (
              <div key={String(column.key)} style={{ display: 'flex', gap: 8, lineHeight: '24px', minWidth: 0 }}>
                <Typography.Text type="secondary" style={{ flex: 'none' }}>{column.title as ReactNode}</Typography.Text>
                <div style={{ minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{cell(column, row, index)}</div>
              </div>
            ))}
            {actions && <div style={{ marginTop: 4, marginInlineStart: -8 }} data-testid="card-actions">{actions(row)}</div>}
          </Card>
        ))}
        {pagination && (
          <Pagination
            simple size="small" style={{ textAlign: 'center' }} current={pagination.current} pageSize={pagination.pageSize} total={pagination.total}
            showTotal={pagination.showTotal} onChange={pagination.onChange}
          />
        )}
      </Space>
    </Spin>
  );
}
