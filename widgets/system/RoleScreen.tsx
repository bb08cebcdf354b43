import { Alert, Button, Input, Modal, Space, Spin, Tag, Tree } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../runtime/antd/feedback.ts';
import { get, post } from '../../runtime/http/client.ts';
import type { ScreenProps } from '../../runtime/router/screen-types.ts';
import { SchemaScreenFor } from '../../runtime/schema/SchemaScreen.tsx';

type Role = { id: number; code?: unknown; name?: unknown };
interface MenuRow { id: number; parent_id: number; name: string; type: string; perm: string | null; disabled?: boolean }
interface Node { key: number; title: React.ReactNode; disableCheckbox?: boolean; children?: Node[] }

/** system/role: the schema screen, plus granting a role its menus and buttons. */
export default function RoleScreen({ route }: ScreenProps) {
  const { t } = useTranslation();
  const [target, setTarget] = useState<Role | null>(null);
  return (
    <>
      <SchemaScreenFor
        component={route.component}
        extraRowActions={[{
          key: 'assign', label: t('roles.assign'), perm: 'sys:role:assign',
          // ADMIN holds every permission by definition; there is nothing to assign.
          applies: (row) => row.code !== 'ADMIN',
          onClick: (row) => setTarget(row as Role),
        }]}
      />
      {target && <AssignDialog role={target} onClose={() => setTarget(null)} />}
    </>
  );
}

/**
 * A checkable tree of every catalog, menu and button. Only fully checked entries are ticked
 * on opening (a stored parent would otherwise tick all its children); on saving, the
 * half-checked parents go with the checked ones so the sidebar shows the way to each screen.
 */
function AssignDialog({ role, onClose }: { role: Role; onClose: () => void }) {
  const { t } = useTranslation();
  const [menus, setMenus] = useState<MenuRow[] | null>(null);
  const [checked, setChecked] = useState<number[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [expanded, setExpanded] = useState<number[] | null>(null);
  const [filter, setFilter] = useState('');

  useEffect(() => {
    Promise.all([get<MenuRow[]>('/system/roles/menuTree'), get<number[]>(`/system/roles/${role.id}/menus`)])
      .then(([all, granted]) => {
        const parents = new Set(all.map((m) => m.parent_id));
        const grantedSet = new Set(granted);
        setMenus(all);
        setChecked(all.filter((m) => grantedSet.has(m.id) && !parents.has(m.id)).map((m) => m.id));
      })
      .catch((e: Error) => setError(e.message));
  }, [role.id]);

  const parentOf = useMemo(() => new Map((menus ?? []).map((m) => [m.id, m.parent_id])), [menus]);
  const parents = useMemo(() => [...new Set((menus ?? []).map((m) => m.parent_id))].filter((id) => id !== 0), [menus]);
  // A search keeps the entries whose name or permission matches, with the way down to them and
  // everything under them (ticking a matched screen takes its buttons too).
  const shown = useMemo(() => {
    const all = menus ?? [];
    const text = filter.trim().toLowerCase();
    if (!text) return all;
    const matched = new Set(all.filter((m) => `${m.name} ${m.perm ?? ''}`.toLowerCase().includes(text)).map((m) => m.id));
    const keep = new Set<number>();
    for (const id of matched) for (let at: number | undefined = id; at && !keep.has(at); at = parentOf.get(at)) keep.add(at);
    const under = (id: number): boolean => matched.has(id) || (parentOf.has(id) && under(parentOf.get(id)!));
    return all.filter((m) => keep.has(m.id) || under(m.parent_id));
  }, [menus, filter, parentOf]);

  const tree = useMemo(() => {
    const byParent = new Map<number, MenuRow[]>();
    for (const m of shown) byParent.set(m.parent_id, [...(byParent.get(m.parent_id) ?? []), m]);
    const build = (parent: number): Node[] => (byParent.get(parent) ?? []).map((m) => ({
      key: m.id,
      title: m.type === 'BUTTON' ? <span>{m.name} <Tag bordered={false}>{m.perm}</Tag></span> : m.name,
      // The server refuses what the caller does not hold; the tree does not offer it.
      disableCheckbox: m.disabled === true,
      children: byParent.has(m.id) ? build(m.id) : undefined,
    }));
    return build(0);
  }, [shown]);

  // Select all gives every entry the caller may grant; what they may not stays as it is.
  const leaves = (menus ?? []).filter((m) => !parents.includes(m.id));
  const selectAll = () => setChecked([...new Set([...checked, ...leaves.filter((m) => !m.disabled).map((m) => m.id)])]);
  const selectNone = () => setChecked(checked.filter((id) => leaves.find((m) => m.id === id)?.disabled));

  // The tree knows only what it shows: a tick while searching changes the shown entries and keeps
  // the rest. Only leaves are kept; the catalogs and screens above them go with them on save.
  const check = (keys: number[]) => {
    const visible = new Set(shown.map((m) => m.id));
    const isLeaf = (id: number) => !parents.includes(id);
    setChecked([...checked.filter((id) => !visible.has(id)), ...keys.filter((id) => visible.has(id) && isLeaf(id))]);
  };
  const withAncestors = (ids: number[]) => {
    const all = new Set<number>();
    for (const id of ids) for (let at: number | undefined = id; at && !all.has(at); at = parentOf.get(at)) all.add(at);
    return [...all];
  };

  const save = async () => {
    setBusy(true);
    try {
      await post(`/system/roles/${role.id}/menus`, { menuIds: withAncestors(checked) });
      feedback.message.success(t('roles.assigned'));
      onClose();
    } catch { /* the http client has said why */ } finally {
      setBusy(false);
    }
  };

  return (
    <Modal open width={640} title={`${t('roles.assign')}：${String(role.name ?? '')}`} onOk={save} onCancel={onClose} confirmLoading={busy}
      okButtonProps={{ disabled: !menus }} okText={t('common.ok')} cancelText={t('common.cancel')} destroyOnHidden data-testid="assign-dialog">
      {error ? <Alert type="error" showIcon message={error} />
        : !menus ? <Spin style={{ display: 'block', margin: '40px auto' }} />
          : (
            <div>
              <Space wrap style={{ marginBottom: 8 }}>
                <Input.Search allowClear placeholder={t('roles.searchTree')} aria-label={t('roles.searchTree')} onChange={(e) => setFilter(e.target.value)} style={{ width: 200 }} />
                <Button size="small" onClick={() => setExpanded(null)}>{t('roles.expandAll')}</Button>
                <Button size="small" onClick={() => setExpanded([])}>{t('roles.collapseAll')}</Button>
                <Button size="small" onClick={selectAll}>{t('roles.selectAll')}</Button>
                <Button size="small" onClick={selectNone}>{t('roles.selectNone')}</Button>
              </Space>
              <div style={{ maxHeight: 480, overflow: 'auto' }}>
              <Tree
                checkable treeData={tree} checkedKeys={checked}
                expandedKeys={expanded === null || filter ? shown.map((m) => m.id) : expanded}
                onExpand={(keys) => setExpanded(keys as number[])}
                onCheck={(keys) => check(keys as number[])}
              />
              </div>
            </div>
          )}
    </Modal>
  );
}
