import { Image, Switch, Tag } from 'antd';
import type { TableColumnType as ColumnType } from 'antd';
import type { ReactNode } from 'react';
import type { ColumnSpec, ScreenSchema } from '../../schemas/types.ts';
import { formatBytes, formatDate, formatDateTime, formatFen, formatSeconds, isExternalLink } from '../../validators/index.ts';
import { emptyText, i18n, joinList } from '../i18n/i18n.ts';
import type { Option } from './options.ts';
import { MaskedValue } from './widgets/masked.tsx';
import { isPrivateFile, PrivateImage } from './widgets/upload.tsx';

type Row = Record<string, unknown>;

const BUILT_IN_TITLES: Record<string, string> = { id: 'crud.id', created_at: 'crud.createdAt', updated_at: 'crud.updatedAt' };
const empty = (v: unknown) => v === null || v === undefined || v === '';
/**
 * A tag alone in a table cell: no margin after it, and a narrower inset (a five-character label fits
 * a 90 px column); a longer label (English: 「Junior high or below」) wraps inside its cell, never cut.
 */
const LONE_TAG = { marginInlineEnd: 0, paddingInline: 4, whiteSpace: 'normal', maxWidth: '100%' } as const;
/** A multiple choice's tags in one cell: side by side while they fit, then wrapped, each whole. */
const TAGS = { display: 'flex', flexWrap: 'wrap', gap: 4, minWidth: 0 } as const;
const money = new Intl.NumberFormat('zh-CN', { style: 'currency', currency: 'CNY' });

function findLabel(options: Option[] | undefined, value: unknown): string | undefined {
  for (const o of options ?? []) {
    if (String(o.value) === String(value)) return o.label;
    const inner = findLabel(o.children, value);
    if (inner) return inner;
  }
  return undefined;
}

/** Renders one cell by the column's format; an empty value shows 无. */
export function formatCell(format: ColumnSpec['format'], value: unknown, options?: Option[]): ReactNode {
  if (empty(value) || (Array.isArray(value) && value.length === 0)) return emptyText();
  // A multiple choice: a tag per value in a dictionary column, else its labels joined.
  if (Array.isArray(value) && format === 'dict') return <div style={TAGS}>{value.map((v) => <Tag key={String(v)} style={LONE_TAG}>{findLabel(options, v) ?? String(v)}</Tag>)}</div>;
  if (Array.isArray(value)) return joinList(value.map((v) => findLabel(options, v) ?? String(v)));
  switch (format) {
    case 'date': return formatDate(value as string);
    case 'datetime': return formatDateTime(value as number);
    case 'seconds': return formatSeconds(value as number);
    case 'bytes': return formatBytes(value as number);
    case 'dict': return <Tag style={LONE_TAG}>{findLabel(options, value) ?? String(value)}</Tag>;
    case 'boolean': return <Tag style={LONE_TAG} color={value ? 'green' : 'default'}>{i18n.t(value ? 'common.yes' : 'common.no')}</Tag>;
    case 'switch': return findLabel(options, value) ?? String(value);
    case 'money': return money.format(Number(value));
    case 'image': return isPrivateFile(String(value)) ? <PrivateImage value={String(value)} /> : <Image src={String(value)} width={40} height={40} style={{ objectFit: 'cover' }} />;
    case 'link': return isExternalLink(String(value)) ? <a href={String(value)} target="_blank" rel="noreferrer noopener">{String(value)}</a> : String(value);
    default: return options ? findLabel(options, value) ?? String(value) : String(value);
  }
}

/** A `switch` column's toggle: on is 1 (or true), off 0 (or false); absent, the cell shows the label. */
export type SwitchHandler = (row: Row, field: string, on: boolean) => void;

const isOn = (value: unknown) => value === true || value === 1 || value === '1';

/** The table's columns from `list.columns`. */
export function tableColumns<R extends Row = Row>(schema: ScreenSchema, options: Record<string, Option[]>, sort?: { field: string; order: 'asc' | 'desc' }, onSwitch?: SwitchHandler): ColumnType<R>[] {
  return (schema.list?.columns ?? Object.keys(schema.model.properties)).map((column) => {
    const spec: ColumnSpec = typeof column === 'string' ? { field: column } : column;
    const field = schema.model.properties[spec.field];
    // The built-in timestamps are milliseconds: shown as a moment unless the column says otherwise.
    const stamp = spec.field === 'created_at' || spec.field === 'updated_at';
    const format = spec.format ?? (field?.type === 'boolean' ? 'boolean' : field?.format === 'date' ? 'date' : field?.format === 'date-time' || stamp ? 'datetime' : undefined);
    return {
      key: spec.field,
      dataIndex: spec.field,
      title: field?.title ?? schema.i18n?.[i18n.language]?.fields?.[spec.field] ?? (BUILT_IN_TITLES[spec.field] ? i18n.t(BUILT_IN_TITLES[spec.field]) : spec.field),
      // A moment needs its 19 characters, a day its 10, whatever the column says.
      width: spec.width ?? (format === 'datetime' ? 170 : format === 'date' ? 110 : undefined),
      ellipsis: true,
      ...(field?.format === 'money' ? { align: 'right' as const } : {}),
      sorter: spec.sortable ? true : undefined,
      sortOrder: sort?.field === spec.field ? (sort.order === 'asc' ? 'ascend' : 'descend') : null,
      render: (value: unknown, row: R) => (format === 'switch' && onSwitch
        ? <Switch size="small" checked={isOn(value)} aria-label={field?.title} onChange={(on) => onSwitch(row, spec.field, on)} />
        // A relation's cell is the label the server sent beside the id.
        : field?.['x-relation'] ? formatCell(format, row[`${spec.field}_label`] ?? value)
          // A masked number can be asked for whole, one at a time (logged by the server).
          : field?.['x-mask'] && typeof value === 'string' && value ? <MaskedValue value={value} id={Number(row.id)} field={spec.field} />
          // A money field holds fen: shown in yuan, digits exact.
          : field?.format === 'money' ? (empty(value) ? emptyText() : formatFen(Number(value)))
          : formatCell(format, value, options[spec.field])),
    };
  });
}
