import { DeleteOutlined, DownloadOutlined, DownOutlined, EllipsisOutlined, FilterOutlined, PlusOutlined, ReloadOutlined, UpOutlined, UploadOutlined } from '@ant-design/icons';
import { createForm } from '@formily/core';
import { FormProvider, observer } from '@formily/react';
import { FormGrid } from '@formily/antd-v5';
import { Alert, Button, Card, Col, Dropdown, Empty, Grid, Row as GridRow, Space, Spin, Table, Tree, type TablePaginationConfig, Typography } from 'antd';
import type { SorterResult } from 'antd/es/table/interface';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '../antd/feedback.ts';
import { usePerms } from '../perms/Auth.tsx';
import { ACTION_PERM, type ActionName, flowActions, type ScreenSchema } from '../../schemas/types.ts';
import { callBinding } from './bindings.ts';
import { type SwitchHandler, tableColumns } from './columns.tsx';
import { registerFormats, SchemaField } from './components.tsx';
import { ImportDialog } from './ImportDialog.tsx';
import { useDragSort } from './drag-sort.tsx';
import { invalidateDict, loadFieldOptions, type Option, remoteOptions } from './options.ts';
import { GroupTotals } from './GroupTotals.tsx';
import { ListSums } from './ListSums.tsx';
import { RecordDialog } from './RecordDialog.tsx';
import { useRelatedRowActions } from './RelatedList.tsx';
import { RowCards } from './RowCards.tsx';
import { recordName, searchFormSchema } from './to-formily.ts';
import { useSnapshot } from 'valtio';
import { writes } from '../http/writes.ts';
import { TableSettings, useTableView } from './TableSettings.tsx';
import { useScreenActions, ViewTabs } from './ScreenActions.tsx';
import { exportRecords } from './export-records.ts';

registerFormats();

type Row = Record<string, unknown> & { id: number; children?: Row[] };
/** A list page; `approx` when the total is an estimate (more rows match than the server counts at every request). */
interface Page { list: Row[]; total: number; approx?: boolean }

/** Rows with parent_id as a tree for the table (a parent missing from the page leaves its children at the top). */
function asTree(rows: Row[]): Row[] {
  const byId = new Map(rows.map((r) => [r.id, { ...r } as Row]));
  const roots: Row[] = [];
  for (const row of byId.values()) {
    const parent = byId.get(Number(row.parent_id));
    if (parent && parent !== row) (parent.children ??= []).push(row);
    else roots.push(row);
  }
  return roots;
}

/** A row action a custom screen adds to a schema screen (reset password, assign permissions). */
export interface ExtraRowAction {
  key: string;
  label: string;
  /** Shown only to holders of this permission. */
  perm: string;
  danger?: boolean;
  /** Whether the action applies to this row; every row when absent. */
  applies?: (row: Row) => boolean;
  onClick: (row: Row, reload: () => void) => void;
}

/** A toolbar button a custom screen adds to a schema screen (菜单管理's 从页面生成菜单和按钮). */
export interface ExtraToolbarAction {
  key: string;
  label: string;
  /** Shown only to holders of this permission. */
  perm: string;
  icon?: React.ReactNode;
  onClick: (reload: () => void) => void;
}

/** A small tree opens fully; a large one (every menu and button) opens its top level only. */
const FULLY_OPEN_ROWS = 60;
function openOnLoad(rows: Row[]): number[] {
  const parents = new Set(rows.map((r) => Number(r.parent_id)).filter((id) => id > 0));
  if (rows.length <= FULLY_OPEN_ROWS) return [...parents];
  const ids = new Set(rows.map((r) => r.id));
  return rows.filter((r) => !ids.has(Number(r.parent_id)) && parents.has(r.id)).map((r) => r.id);
}

interface RowActionItem { key: string; label: string; danger?: boolean; inline?: boolean; run: () => void }
const ROW_ACTIONS_INLINE = 3;
/**
 * What a column without a declared width counts for in the table's scroll width: columns share
 * what is left beyond that and cut long text with an ellipsis, so the table grows sideways (and
 * 操作 covers the last column) only when the declared widths do not fit.
 */
const FLEXIBLE_COLUMN = 100;
/** The 更多 button: an icon only. */
const MORE_WIDTH = 32;

/** A label's width in the table's 14 px font: a Chinese character is 14 px, a Latin one about 8. */
const textWidth = (label: string) => [...label].reduce((w, ch) => w + (ch.charCodeAt(0) < 0x2e80 ? 8 : 14), 0);
/** The 操作 column's width for these labels: a small link button each (its text plus padding), the cell's padding. */
const actionsWidth = (labels: string[]) => 32 + labels.reduce((w, label) => w + textWidth(label) + 16, 0) + 8;

function RowActions({ items, more }: { items: RowActionItem[]; more: string }) {
  const button = (item: RowActionItem) => (
    <Button key={item.key} type="link" size="small" danger={item.danger} data-action={item.key} onClick={item.run}>{item.label}</Button>
  );
  if (items.length <= ROW_ACTIONS_INLINE) return <Space size={0}>{items.map(button)}</Space>;
  // Actions marked inline always show; the others fill what is left before 「…」.
  const shown = Math.max(ROW_ACTIONS_INLINE - 1, items.filter((i) => i.inline).length);
  const rest = items.slice(shown);
  return (
    <Space size={0}>
      {items.slice(0, shown).map(button)}
      <Dropdown trigger={['click']} menu={{ items: rest.map((item) => ({ key: item.key, label: item.label, danger: item.danger })), onClick: ({ key }) => rest.find((i) => i.key === key)?.run() }}>
        <Button type="link" size="small" data-action="more" aria-label={more} title={more} icon={<EllipsisOutlined />} />
      </Dropdown>
    </Space>
  );
}

/** The schema's search fields the address gives (`?status=1&city=上海`), typed as their fields are. */
export function searchFromAddress(schema: ScreenSchema, search: string): Record<string, unknown> {
  const params = new URLSearchParams(search);
  const out: Record<string, unknown> = {};
  for (const name of schema.search?.fields ?? []) {
    const raw = params.get(name);
    if (raw === null || raw === '') continue;
    const type = schema.model.properties[name]?.type;
    out[name] = type === 'integer' || type === 'number' ? (Number.isFinite(Number(raw)) ? Number(raw) : undefined) : raw;
    if (out[name] === undefined) delete out[name];
  }
  return out;
}

/** 展开 / 收起 for a search grid with more than one row of fields. */
const SearchToggle = observer(({ grid }: { grid: ReturnType<typeof FormGrid.createFormGrid> }) => {
  const { t } = useTranslation();
  const open = grid.maxRows === Infinity;
  if (!open && grid.shadowRows <= 1) return null;
  return (
    <Button type="link" icon={open ? <UpOutlined /> : <DownOutlined />} iconPosition="end" data-testid="search-toggle"
      onClick={() => { grid.maxRows = open ? 1 : Infinity; }}>
      {open ? t('crud.collapse') : t('crud.expand')}
    </Button>
  );
});

/** The height of the layout's fixed header (0 when it scrolls away), so table headers stick just below it. */
function useFixedHeaderHeight(): number {
  const [height, setHeight] = useState(0);
  useEffect(() => {
    const header = document.querySelector<HTMLElement>('.kp-fixed-header');
    if (!header) return;
    const observer = new ResizeObserver(() => setHeight(header.offsetHeight));
    observer.observe(header);
    setHeight(header.offsetHeight);
    return () => observer.disconnect();
  }, []);
  return height;
}

/** Search values as query text: empties dropped, a range ([from, to]) as "from,to". */
const clean = (values: Record<string, unknown>) => Object.fromEntries(Object.entries(values)
  .map(([k, v]) => [k, Array.isArray(v) ? (v.some((x) => x) ? v.map((x) => x ?? '').join(',') : undefined) : v])
  .filter(([, v]) => v !== undefined && v !== null && v !== ''));

/**
 * A list screen from its schema: search form, toolbar, server-paged sortable table with
 * formatted columns, row and batch actions (each behind its permission), the record dialog,
 * import and export.
 */
export function CrudScreen({ schema, extraRowActions = [], extraToolbar = [] }: { schema: ScreenSchema; extraRowActions?: ExtraRowAction[]; extraToolbar?: ExtraToolbarAction[] }) {
  const can = usePerms();
  const { t } = useTranslation();
  const allowed = useCallback((action: ActionName) => {
    const perm = schema.perms[ACTION_PERM[action]];
    return Boolean(perm) && can([perm!]);
  }, [schema, can]);
  const tree = schema.kind === 'tree-crud';
  const [options, setOptions] = useState<Record<string, Option[]>>({});
  // Search fields given in the address (?source=1: a chart's drill-down, a shared link) start the list filtered.
  const fromAddress = useMemo(() => searchFromAddress(schema, window.location.search), [schema]);
  const [filters, setFilters] = useState<Record<string, unknown>>(fromAddress);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(schema.list?.pageSize ?? 10);
  const [sort, setSort] = useState(schema.list?.defaultSort);
  const [data, setData] = useState<Page>({ list: [], total: 0 });
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [selected, setSelected] = useState<number[]>([]);
  // A tree opens when it loads for a new search (see openOnLoad); reloading after a write keeps
  // what the user folded or unfolded, and opens the row a child was just added under.
  const [expanded, setExpanded] = useState<number[]>([]);
  const treeQuery = useRef<string | null>(null);
  const openAfterLoad = useRef<number | null>(null);
  const [dialog, setDialog] = useState<{ mode: 'create' | 'edit' | 'detail'; record?: Record<string, unknown> } | null>(null);
  const [importing, setImporting] = useState(false);
  const [exporting, setExporting] = useState<number | null>(null);
  const searchForm = useMemo(() => createForm({ values: { ...fromAddress } }), [fromAddress]);
  const stickyTop = useFixedHeaderHeight();
  const { epoch } = useSnapshot(writes);
  // A screen with views lists one of them: the first the caller may open, until they pick another.
  const [activeView, setActiveView] = useState<string | undefined>(undefined);
  const viewParam = useMemo(() => (activeView ? { view: activeView } : {}), [activeView]);
  const waitingForView = Boolean(schema.views?.length) && !activeView;
  const [acted, setActed] = useState(0);
  const columnKeys = useMemo(() => (schema.list?.columns ?? Object.keys(schema.model.properties)).map((c) => (typeof c === 'string' ? c : c.field)), [schema]);
  const [view, setView] = useTableView(schema.api.list, columnKeys);
  // A phone: the aside goes above the list, the rows are cards, and the search opens from a button.
  const narrow = Grid.useBreakpoint().md === false;
  const [filtersOpen, setFiltersOpen] = useState(false);

  // Formily builds a field's options when the dialog first renders it, so dialogs open once these are in.
  const optionsLoaded = useRef<Promise<unknown>>(Promise.resolve());
  // So does the search form: Formily keeps a field's first options, so it renders once they are in.
  const [optionsReady, setOptionsReady] = useState(false);
  useEffect(() => {
    setOptionsReady(false);
    optionsLoaded.current = loadFieldOptions(schema.model.properties).then(setOptions).catch(() => undefined).finally(() => setOptionsReady(true));
  }, [schema]);
  const openDialog = (next: NonNullable<typeof dialog>) => void optionsLoaded.current.then(() => setDialog(next));

  const load = useCallback(async () => {
    if (waitingForView) return;
    setLoading(true);
    setError(null);
    try {
      const params = { ...clean(filters), ...viewParam, ...(tree ? { pageSize: 500 } : { page, pageSize }), ...(sort ? { sort: sort.field, order: sort.order } : {}) };
      const result = await callBinding<Page>(schema.api.list, { params });
      setData(result);
      if (tree) {
        const query = JSON.stringify([filters, sort]);
        const parent = openAfterLoad.current;
        const ids = new Set(result.list.map((r) => r.id));
        const fresh = query !== treeQuery.current;
        setExpanded((prev) => (fresh ? openOnLoad(result.list)
          : [...new Set([...prev, ...(parent === null ? [] : [parent])])].filter((id) => ids.has(id))));
        treeQuery.current = query;
        openAfterLoad.current = null;
      }
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setLoading(false);
    }
    // A write anywhere (another tab's screen too) makes this list read its rows again.
  }, [schema, filters, page, pageSize, sort, tree, epoch, viewParam, waitingForView, acted]);

  useEffect(() => { void load(); }, [load]);

  // Any write may have been to a dictionary; x-dict fields read theirs afresh next time.
  const written = () => { invalidateDict(); void load(); };

  const search = async () => {
    setFilters(clean({ ...searchForm.values }));
    setPage(1);
  };
  const reset = () => { searchForm.reset(); setFilters({}); setPage(1); };

  const remove = (ids: number[], record?: Row) => feedback.modal.confirm({
    title: t('error.expiredTitle'), okText: t('common.ok'), cancelText: t('common.cancel'), okButtonProps: { danger: true },
    content: ids.length > 1 ? t('crud.confirmDeleteMany', { count: ids.length, record: recordName(schema) }) : t('crud.confirmDelete', { record: recordName(schema) }),
    // The box closes on any answer: a refusal has been shown by the http client, and nothing rejects unhandled.
    onOk: async () => {
      try {
        await callBinding(schema.api.remove!, { id: ids.join(','), record });
      } catch {
        return;
      }
      feedback.message.success(t('crud.deleted'));
      setSelected([]);
      written();
    },
  });

  const open = async (mode: 'edit' | 'detail', row: Row) => {
    const record = schema.api.detail ? await callBinding<Record<string, unknown>>(schema.api.detail, { id: row.id }).catch(() => null) : row;
    if (record) openDialog({ mode, record });
  };

  const exportAll = async () => {
    setExporting(0);
    try {
      await exportRecords(schema, {
        params: { ...clean(filters), ...viewParam, ...(sort ? { sort: sort.field, order: sort.order } : {}) },
        shown: view.order.filter((k) => !view.hidden.includes(k)), options, onProgress: setExporting,
      });
    } catch { /* the http client has said why */ } finally {
      setExporting(null);
    }
  };

  // A switch column saves through the update binding, after asking.
  const toggle: SwitchHandler = (row, field, on) => {
    const spec = schema.model.properties[field];
    const label = options[field]?.find((o) => String(o.value) === (on ? '1' : '0'))?.label ?? (on ? '启用' : '停用');
    feedback.modal.confirm({
      title: t('error.expiredTitle'), okText: t('common.ok'), cancelText: t('common.cancel'),
      content: t('crud.confirmSwitch', { name: String(row[schema.search?.keywords?.[0] ?? 'id'] ?? row.id), field: spec.title, value: label }),
      onOk: async () => {
        await callBinding(schema.api.update!, { id: row.id as number, data: { [field]: spec.type === 'boolean' ? on : on ? 1 : 0 } });
        feedback.message.success(t('crud.changed'));
        void load();
      },
    });
  };

  const rowActions = (schema.list?.rowActions ?? []).filter(allowed);
  const screenActions = useScreenActions(schema, () => { setSelected([]); setActed((n) => n + 1); });
  const selectedRows = data.list.filter((r) => selected.includes(r.id));
  // A related screen's add form offered in each row (写跟进), besides the screen's own extras.
  const related = useRelatedRowActions(schema);
  const extras = [...extraRowActions, ...related.actions as ExtraRowAction[]].filter((a) => can([a.perm]));
  const actionCount = rowActions.length + extras.length + screenActions.labels.length;
  // Built each render: memoizing would freeze the row actions' view of filters and page.
  const all = tableColumns<Row>(schema, options, sort, allowed('edit') ? toggle : undefined);
  const titles = Object.fromEntries(all.map((c) => [String(c.key), String(c.title)]));
  const base = view.order.filter((k) => !view.hidden.includes(k)).map((k) => all.find((c) => c.key === k)!).filter(Boolean);
  // A row's actions: the schema's own (delete last), the screen's extras between. More than
  // ROW_ACTIONS_INLINE and the rest go under 更多, so 操作 stays narrow beside the last column.
  const actionsOf = (row: Row): RowActionItem[] => {
    const own = (action: string): RowActionItem => ({
      key: action, label: t(`crud.${action}`), danger: action === 'delete',
      run: () => {
        if (action === 'delete') remove([row.id], row);
        else if (action === 'addChild') {
          openAfterLoad.current = row.id;
          openDialog({ mode: 'create', record: { parent_id: row.id } });
        } else void open(action as 'edit' | 'detail', row);
      },
    });
    const extra = extras.filter((a) => a.applies?.(row) ?? true)
      .map((a): RowActionItem => ({ key: a.key, label: a.label, danger: a.danger, run: () => a.onClick(row, () => void load()) }));
    // A flow may keep a record from edits or deletion in some states (a signed contract); the server refuses them too.
    const flow = schema.flow;
    const mine = rowActions.filter((a) => {
      const states = a === 'edit' ? flow?.editIn : a === 'delete' ? flow?.deleteIn : undefined;
      return !flow || !states || states.includes(String(row[flow.field]));
    });
    const actions = screenActions.forRow(row);
    // An action used all day (认领) is a button of its own, first.
    return [...actions.filter((a) => a.inline), ...mine.filter((a) => a !== 'delete').map(own), ...extra, ...actions.filter((a) => !a.inline), ...mine.filter((a) => a === 'delete').map(own)];
  };
  const labels = [...screenActions.inlineLabels, ...rowActions.map((a) => t(`crud.${a}`)), ...extras.map((a) => a.label), ...screenActions.labels.filter((l) => !screenActions.inlineLabels.includes(l))];
  const inlineLabels = labels.length > ROW_ACTIONS_INLINE ? labels.slice(0, Math.max(ROW_ACTIONS_INLINE - 1, screenActions.inlineLabels.length)) : labels;
  const columns = !actionCount ? base : [...base, {
    key: '__actions', title: t('common.actions'), fixed: 'right' as const, width: actionsWidth(inlineLabels) + (inlineLabels.length < labels.length ? MORE_WIDTH : 0),
    render: (_: unknown, row: Row) => <RowActions items={actionsOf(row)} more={t('crud.more')} />,
  }];
  // Rows put in order by dragging (list.dragSort), while the list shows that order and the caller may edit.
  const dragSorting = !tree && (!sort || (sort.field === schema.list?.dragSort && sort.order === 'asc'));
  const dragging = useDragSort(schema, data.list as Array<Row & { id: number }>, allowed('edit') && dragSorting, () => void load());
  const tableColumns_ = dragging ? [dragging.handle as typeof columns[number], ...columns] : columns;

  const toolbar = (schema.list?.toolbar ?? []).filter(allowed);
  const batch = (schema.list?.batch ?? []).filter(allowed);
  // The search collapses to its first row (as ProTable's does); 展开 shows every field.
  const searchGrid = useMemo(() => FormGrid.createFormGrid({
    minColumns: 1, maxColumns: 4, minWidth: 240, columnGap: 16, maxRows: 1,
    shouldVisible: (node, grid) => grid.maxRows === Infinity || (node.shadowRow ?? 1) <= 1,
  }), []);
  const searchSchema = useMemo(() => searchFormSchema(schema, options, searchGrid), [schema, options, searchGrid]);
  const hasSearch = Boolean(schema.search?.fields?.length || schema.search?.keywords?.length);

  const onTableChange = (pagination: TablePaginationConfig, _f: unknown, sorter: SorterResult<Row> | SorterResult<Row>[]) => {
    const s = Array.isArray(sorter) ? sorter[0] : sorter;
    setSort(s?.order ? { field: String(s.field), order: s.order === 'ascend' ? 'asc' : 'desc' } : schema.list?.defaultSort);
    if (pagination.current) setPage(pagination.current);
    if (pagination.pageSize) setPageSize(pagination.pageSize);
  };

  const aside = schema.list?.aside;
  const pickAside = (value: unknown) => {
    searchForm.setValuesIn(aside!.field, value ?? undefined);
    setFilters((current) => clean({ ...current, [aside!.field]: value }));
    setPage(1);
  };
  const pagination = tree ? false as const : {
    current: page, pageSize, total: data.total, showSizeChanger: true, showQuickJumper: true,
    showTotal: (total: number) => t(data.approx ? 'crud.totalApprox' : 'crud.total', { total: total.toLocaleString('en-US') }),
  };
  const rowSelection = batch.length || [...(schema.actions ?? []), ...flowActions(schema)].some((a) => a.batch) ? { selectedRowKeys: selected, onChange: (keys: React.Key[]) => setSelected(keys as number[]) } : undefined;
  const filterCount = Object.keys(filters).length;
  const main = (
    <Space direction="vertical" size={16} style={{ width: '100%' }} data-testid="crud-screen">
      {hasSearch && (
        <div>
          {narrow && (
            <Button block icon={<FilterOutlined />} onClick={() => setFiltersOpen((open) => !open)} aria-expanded={filtersOpen} data-testid="filter-toggle">
              {filterCount ? t('crud.filtersOn', { count: filterCount }) : t('crud.filters')}
            </Button>
          )}
          {/* On a phone the search waits behind 筛选 (kept, not unmounted: its values stay). */}
          <Card size="small" data-testid="search-form" loading={!optionsReady} style={narrow ? (filtersOpen ? { marginTop: 12 } : { display: 'none' }) : undefined}>
            <FormProvider form={searchForm}>
              <form onSubmit={(e) => { e.preventDefault(); void search(); setFiltersOpen(false); }}>
                <SchemaField schema={searchSchema} />
                <Space style={{ display: 'flex', justifyContent: 'flex-end' }}>
                  <SearchToggle grid={searchGrid} />
                  <Button onClick={reset}>{t('crud.reset')}</Button>
                  <Button type="primary" htmlType="submit">{t('crud.search')}</Button>
                </Space>
              </form>
            </FormProvider>
          </Card>
        </div>
      )}
      <Card
        title={<Typography.Text strong>{schema.title}</Typography.Text>}
        // The title keeps its width and the toolbar's buttons wrap beside it (on a phone the head
        // gave all its width to the buttons and the title shrank to nothing).
        styles={{ title: { flex: 'none', marginInlineEnd: 12 }, extra: { flex: '0 1 auto', minWidth: 0 } }}
        extra={
          <Space wrap style={{ justifyContent: 'flex-end' }}>
            {selected.length > 0 && screenActions.batch(selectedRows)}
            {batch.includes('delete') && selected.length > 0 && <Button danger icon={<DeleteOutlined />} onClick={() => remove(selected)}>{t('crud.batchDelete', { count: selected.length })}</Button>}
            {toolbar.includes('create') && <Button type="primary" icon={<PlusOutlined />} onClick={() => openDialog({ mode: 'create' })}>{t('crud.create')}</Button>}
            {toolbar.includes('import') && <Button icon={<UploadOutlined />} onClick={() => void optionsLoaded.current.then(() => setImporting(true))}>{t('crud.import')}</Button>}
            {toolbar.includes('export') && <Button icon={<DownloadOutlined />} loading={exporting !== null} onClick={() => void exportAll()}>{exporting !== null ? t('crud.exporting', { percent: exporting }) : t('crud.export')}</Button>}
            {extraToolbar.filter((a) => can([a.perm])).map((a) => <Button key={a.key} icon={a.icon} onClick={() => a.onClick(() => void load())} data-testid={`toolbar-${a.key}`}>{a.label}</Button>)}
            <Button icon={<ReloadOutlined />} aria-label={t('common.refresh')} onClick={() => void load()} />
            <TableSettings view={view} titles={titles} onChange={setView} />
          </Space>
        }
      >
        {schema.views?.length ? <ViewTabs schema={schema} active={activeView} epoch={`${epoch}:${acted}`} onChange={(key) => { setActiveView(key); setPage(1); setSelected([]); }} /> : null}
        {schema.list?.sums?.length ? <ListSums schema={schema} epoch={`${epoch}:${acted}`} /> : null}
        {schema.list?.totals?.length ? <GroupTotals schema={schema} params={{ ...clean(filters), ...viewParam }} options={options} epoch={`${epoch}:${acted}`} /> : null}
        {error && <Alert type="error" showIcon message={t('error.loadFailed')} description={error} action={<Button size="small" onClick={() => void load()}>{t('common.retry')}</Button>} style={{ marginBottom: 12 }} data-testid="list-error" />}
        {narrow ? (
          <RowCards
            rows={tree ? asTree(data.list) : data.list} columns={base} loading={loading}
            actions={actionCount ? (row) => <RowActions items={actionsOf(row as Row)} more={t('crud.more')} /> : undefined}
            pagination={pagination && { ...pagination, onChange: (next, size) => { setPage(next); setPageSize(size); } }}
            selection={rowSelection && { selected, onChange: setSelected }}
            expanded={tree ? { ids: expanded, onChange: setExpanded } : undefined}
          />
        ) : (
          <Table<Row>
            rowKey="id" size={view.density} loading={loading || dragging?.saving} columns={tableColumns_} scroll={{ x: tableColumns_.reduce((sum, c) => sum + (typeof c.width === 'number' ? c.width : FLEXIBLE_COLUMN), 0) }} sticky={{ offsetHeader: stickyTop }}
            onRow={dragging?.onRow as never}
            dataSource={tree ? asTree(data.list) : data.list}
            expandable={tree ? { expandedRowKeys: expanded, onExpandedRowsChange: (keys) => setExpanded(keys as number[]) } : undefined}
            rowSelection={rowSelection} pagination={pagination} onChange={onTableChange}
            data-testid="crud-table"
          />
        )}
      </Card>
      {related.dialog}
      {dialog && (
        <RecordDialog schema={schema} mode={dialog.mode} record={dialog.record} options={options} onClose={() => setDialog(null)}
          onSaved={() => { setDialog(null); written(); }} />
      )}
      {screenActions.dialog}
      {importing && <ImportDialog schema={schema} options={options} search={filters} onClose={() => setImporting(false)} onImported={written} />}
    </Space>
  );
  if (!aside) return main;
  // Beside the list on a wide screen; above it, full width, on a phone.
  return (
    <GridRow gutter={[16, 12]} wrap={narrow}>
      <Col flex={narrow ? '100%' : '240px'}>
        <AsideTree aside={aside} selected={filters[aside.field]} onSelect={pickAside} />
      </Col>
      <Col flex="auto" style={{ minWidth: 0 }}>{main}</Col>
    </GridRow>
  );
}

/** The tree beside a list: choosing a node filters the list by it; choosing it again clears the filter. */
function AsideTree({ aside, selected, onSelect }: { aside: NonNullable<NonNullable<ScreenSchema['list']>['aside']>; selected: unknown; onSelect: (value: unknown) => void }) {
  const [nodes, setNodes] = useState<Option[] | null>(null);
  const [failed, setFailed] = useState(false);
  const { t } = useTranslation();
  useEffect(() => {
    remoteOptions({ api: aside.api, label: aside.label, value: aside.value }).then(setNodes).catch(() => setFailed(true));
  }, [aside]);
  type Node = { key: string | number; title: string; children?: Node[] };
  const toTree = (list: Option[]): Node[] => list.map((o) => ({ key: o.value, title: o.label, children: o.children ? toTree(o.children) : undefined }));
  return (
    <Card size="small" title={aside.title} data-testid="aside-tree" styles={{ body: { padding: 8 } }}>
      {failed ? <Alert type="error" showIcon message={t('error.loadFailed')} />
        : nodes === null ? <Spin style={{ display: 'block', margin: '24px auto' }} />
          : nodes.length === 0 ? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />
            : (
              <Tree
                blockNode defaultExpandAll treeData={toTree(nodes)}
                selectedKeys={selected === undefined || selected === null ? [] : [selected as number]}
                onSelect={(keys) => onSelect(keys[0])}
              />
            )}
    </Card>
  );
}
