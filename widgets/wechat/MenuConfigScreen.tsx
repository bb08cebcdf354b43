import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Col, Empty, Form, Input, Row, Segmented, Select, Space, Typography } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../runtime/antd/feedback.ts';
import { get, post } from '../../runtime/http/client.ts';
import { Auth } from '../../runtime/perms/Auth.tsx';
import type { ScreenProps } from '../../runtime/router/screen-types.ts';
import { formatDateTime } from '../../validators/formatters.ts';
import { MENU_LIMITS, type MenuButton, type MenuButtonType, menuProblems, utf8Bytes } from '../../validators/wechat-menu.ts';

interface Stored { draft: { button: MenuButton[] } | null; published: { button: MenuButton[] } | null; published_at: number | null }
/** Which button is being edited: a top one, or a sub button of it. */
type Selected = { top: number; sub: number | null } | null;

const TYPES: MenuButtonType[] = ['click', 'view', 'miniprogram'];

/**
 * 菜单配置: an official account's menu in a phone-shaped preview — at most 3 buttons along the
 * bottom, up to 5 above each — edited beside it, checked as WeChat checks it (names in UTF-8 bytes);
 * 保存草稿 keeps it, 发布 sends it to WeChat, 取回线上菜单 brings back what WeChat has.
 */
export default function MenuConfigScreen(_props: ScreenProps) {
  const { t } = useTranslation();
  const [accounts, setAccounts] = useState<Array<{ id: number; name: string }>>([]);
  const [account, setAccount] = useState<number | null>(null);
  const [stored, setStored] = useState<Stored | null>(null);
  const [buttons, setButtons] = useState<MenuButton[]>([]);
  const [selected, setSelected] = useState<Selected>(null);
  const [busy, setBusy] = useState<string | null>(null);
  useEffect(() => {
    get<{ list: Array<{ id: number; name: string }> }>('/app/wechat/account/list', { pageSize: 100 }).then((r) => {
      setAccounts(r.list);
      if (r.list[0]) setAccount(r.list[0].id);
    }).catch(() => undefined);
  }, []);
  const load = (id: number) => get<Stored>('/app/wechat/menu/config', { account_id: id }).then((s) => {
    setStored(s);
    setButtons(structuredClone(s.draft?.button ?? s.published?.button ?? []));
    setSelected(null);
  }).catch(() => undefined);
  useEffect(() => { if (account) void load(account); }, [account]);

  const problems = useMemo(() => (buttons.length ? menuProblems({ button: buttons }) : []), [buttons]);
  const pathOf = (s: NonNullable<Selected>) => (s.sub === null ? `button[${s.top}]` : `button[${s.top}].sub_button[${s.sub}]`);
  const problemOf = (field: string) => (selected ? problems.find((p) => p.path === `${pathOf(selected)}.${field}`)?.message : undefined);
  const current = selected ? (selected.sub === null ? buttons[selected.top] : buttons[selected.top]?.sub_button?.[selected.sub]) : undefined;
  const change = (patch: Partial<MenuButton>) => {
    if (!selected) return;
    setButtons((all) => {
      const next = structuredClone(all);
      const target = selected.sub === null ? next[selected.top] : next[selected.top].sub_button![selected.sub];
      Object.assign(target, patch);
      return next;
    });
  };
  const addTop = () => { setButtons((all) => [...all, { name: t('wechatMenu.newButton'), type: 'click', key: `MENU_${all.length + 1}` }]); setSelected({ top: buttons.length, sub: null }); };
  const addSub = (top: number) => {
    setButtons((all) => {
      const next = structuredClone(all);
      const parent = next[top];
      // A button becoming a group keeps no action of its own.
      const subs = parent.sub_button ?? [];
      next[top] = { name: parent.name, sub_button: [...subs, { name: t('wechatMenu.newSub'), type: 'view', url: 'https://' }] };
      return next;
    });
    setSelected({ top, sub: (buttons[top].sub_button ?? []).length });
  };
  const remove = () => {
    if (!selected) return;
    setButtons((all) => {
      const next = structuredClone(all);
      if (selected.sub === null) next.splice(selected.top, 1);
      else next[selected.top].sub_button!.splice(selected.sub, 1);
      return next;
    });
    setSelected(null);
  };
  const move = (by: -1 | 1) => {
    if (!selected) return;
    const list = selected.sub === null ? buttons : buttons[selected.top].sub_button ?? [];
    const from = selected.sub ?? selected.top;
    const to = from + by;
    if (to < 0 || to >= list.length) return;
    setButtons((all) => {
      const next = structuredClone(all);
      const arr = selected.sub === null ? next : next[selected.top].sub_button!;
      [arr[from], arr[to]] = [arr[to], arr[from]];
      return next;
    });
    setSelected(selected.sub === null ? { top: to, sub: null } : { top: selected.top, sub: to });
  };
  // Dragging a button onto another of its row (top buttons, or the subs of one) puts it there.
  const dragged = useRef<NonNullable<Selected> | null>(null);
  const dragProps = (top: number, sub: number | null) => ({
    draggable: true,
    onDragStart: () => { dragged.current = { top, sub }; },
    onDragOver: (e: React.DragEvent) => e.preventDefault(),
    onDrop: (e: React.DragEvent) => {
      e.preventDefault();
      const from = dragged.current;
      dragged.current = null;
      if (!from || (from.sub === null) !== (sub === null) || (sub !== null && from.top !== top)) return;
      const a = from.sub ?? from.top;
      const b = sub ?? top;
      if (a === b) return;
      setButtons((all) => {
        const next = structuredClone(all);
        const arr = sub === null ? next : next[top].sub_button!;
        const [moved] = arr.splice(a, 1);
        arr.splice(b, 0, moved);
        return next;
      });
      setSelected(sub === null ? { top: b, sub: null } : { top, sub: b });
    },
  });
  const run = async (what: string, call: () => Promise<unknown>, done: string) => {
    setBusy(what);
    try { await call(); feedback.message.success(done); await load(account!); } catch { /* said by the http client */ } finally { setBusy(null); }
  };
  const save = () => run('save', () => post('/app/wechat/menu/config', { data: { account_id: account, button: buttons } }), t('wechatMenu.saved'));
  const publish = () => feedback.modal.confirm({
    title: t('wechatMenu.publishTitle'), content: t('wechatMenu.publishHint'), okText: t('wechatMenu.publish'),
    onOk: () => run('publish', async () => { await post('/app/wechat/menu/config', { data: { account_id: account, button: buttons } }); await post('/app/wechat/create/menu', { data: { account_id: account } }); }, t('wechatMenu.published')),
  });
  const pull = () => run('pull', () => post('/app/wechat/menu/pull', { data: { account_id: account } }), t('wechatMenu.pulled'));

  if (!accounts.length) return <Card><Empty description={t('wechatMenu.noAccount')} /></Card>;
  const bytes = (text: string | undefined, limit: number) => <Typography.Text type={utf8Bytes(text ?? '') > limit ? 'danger' : 'secondary'} data-testid="name-bytes">{t('wechatMenu.bytes', { n: utf8Bytes(text ?? ''), limit })}</Typography.Text>;
  return (
    <Card data-testid="menu-editor" title={<Space wrap>{t('wechatMenu.title')}<Select value={account ?? undefined} onChange={setAccount} options={accounts.map((a) => ({ value: a.id, label: a.name }))} style={{ minWidth: 200 }} aria-label={t('wechatMenu.account')} /></Space>}>
      <Space wrap style={{ marginBottom: 12 }}>
        <Auth perms={['wechat:menu:save']}><Button onClick={() => void save()} loading={busy === 'save'} disabled={problems.length > 0 || !buttons.length}>{t('wechatMenu.save')}</Button></Auth>
        <Auth perms={['wechat:menu:publish']}><Button type="primary" onClick={publish} loading={busy === 'publish'} disabled={problems.length > 0 || !buttons.length}>{t('wechatMenu.publish')}</Button></Auth>
        <Auth perms={['wechat:menu:save']}><Button onClick={() => void pull()} loading={busy === 'pull'}>{t('wechatMenu.pull')}</Button></Auth>
        <Typography.Text type="secondary" data-testid="menu-published">{stored?.published_at ? t('wechatMenu.lastPublished', { at: formatDateTime(stored.published_at) }) : t('wechatMenu.never')}</Typography.Text>
      </Space>
      {problems.length > 0 && <Alert type="error" showIcon style={{ marginBottom: 12 }} message={problems[0].message} data-testid="menu-problem" />}
      <Row gutter={[24, 16]}>
        <Col xs={24} md={10} lg={8}>
          {/* The phone: sub buttons above their top button, the top buttons along the bottom. */}
          <div data-testid="menu-phone" style={{ width: 300, maxWidth: '100%', height: 520, border: '10px solid #333', borderRadius: 28, display: 'flex', flexDirection: 'column', justifyContent: 'flex-end', margin: '0 auto', background: 'var(--ant-color-bg-layout, #f5f5f5)' }}>
            <div style={{ display: 'flex', alignItems: 'flex-end', borderTop: '1px solid #ddd', background: 'var(--ant-color-bg-container, #fff)' }}>
              {buttons.map((b, i) => (
                <div key={i} style={{ flex: 1, position: 'relative' }}>
                  {selected?.top === i && (
                    <div style={{ position: 'absolute', bottom: '100%', left: 4, right: 4, border: '1px solid #ddd', background: 'var(--ant-color-bg-container, #fff)' }}>
                      {(b.sub_button ?? []).map((s, j) => (
                        <Button key={j} block type={selected.sub === j ? 'primary' : 'text'} size="small" onClick={() => setSelected({ top: i, sub: j })} style={{ borderRadius: 0 }} {...dragProps(i, j)}>{s.name || t('wechatMenu.noName')}</Button>
                      ))}
                      {(b.sub_button?.length ?? 0) < MENU_LIMITS.sub && <Button block type="dashed" size="small" icon={<PlusOutlined />} onClick={() => addSub(i)} aria-label={t('wechatMenu.addSub')} />}
                    </div>
                  )}
                  <Button block type={selected?.top === i && selected.sub === null ? 'primary' : 'text'} onClick={() => setSelected({ top: i, sub: null })} style={{ borderRadius: 0, height: 44 }} data-testid={`menu-top-${i}`} {...dragProps(i, null)}>{b.name || t('wechatMenu.noName')}</Button>
                </div>
              ))}
              {buttons.length < MENU_LIMITS.top && <Button type="dashed" icon={<PlusOutlined />} onClick={addTop} style={{ height: 44, borderRadius: 0, flex: buttons.length ? 0.6 : 1 }} aria-label={t('wechatMenu.addButton')}>{buttons.length ? '' : t('wechatMenu.addButton')}</Button>}
            </div>
          </div>
        </Col>
        <Col xs={24} md={14} lg={16}>
          {!current ? <Empty description={t('wechatMenu.pick')} /> : (
            <Form layout="vertical" data-testid="menu-button-form">
              <Form.Item label={t('wechatMenu.name')} validateStatus={problemOf('name') ? 'error' : undefined} help={problemOf('name')} extra={bytes(current.name, selected!.sub === null ? MENU_LIMITS.topName : MENU_LIMITS.subName)}>
                <Input value={current.name} onChange={(e) => change({ name: e.target.value })} aria-label={t('wechatMenu.buttonName')} />
              </Form.Item>
              {!(selected!.sub === null && current.sub_button?.length) && (
                <>
                  <Form.Item label={t('wechatMenu.type')} validateStatus={problemOf('type') ? 'error' : undefined} help={problemOf('type')}>
                    <Segmented value={current.type} onChange={(v) => change({ type: v as MenuButtonType })} options={TYPES.map((v) => ({ value: v, label: t(`wechatMenu.types.${v}`) }))} />
                  </Form.Item>
                  {current.type === 'click' && <Form.Item label="KEY" validateStatus={problemOf('key') ? 'error' : undefined} help={problemOf('key')}><Input value={current.key} onChange={(e) => change({ key: e.target.value })} aria-label="KEY" /></Form.Item>}
                  {(current.type === 'view' || current.type === 'miniprogram') && (
                    <Form.Item label={current.type === 'view' ? t('wechatMenu.url') : t('wechatMenu.fallback')} validateStatus={problemOf('url') ? 'error' : undefined} help={problemOf('url')}>
                      <Input value={current.url} onChange={(e) => change({ url: e.target.value })} aria-label={t('wechatMenu.url')} placeholder="https://" />
                    </Form.Item>
                  )}
                  {current.type === 'miniprogram' && (
                    <>
                      <Form.Item label={t('wechatMenu.appid')} validateStatus={problemOf('appid') ? 'error' : undefined} help={problemOf('appid')}><Input value={current.appid} onChange={(e) => change({ appid: e.target.value })} aria-label={t('wechatMenu.appid')} /></Form.Item>
                      <Form.Item label={t('wechatMenu.pagepath')} validateStatus={problemOf('pagepath') ? 'error' : undefined} help={problemOf('pagepath')}><Input value={current.pagepath} onChange={(e) => change({ pagepath: e.target.value })} aria-label={t('wechatMenu.pagepath')} placeholder="pages/index/index" /></Form.Item>
                    </>
                  )}
                </>
              )}
              {selected!.sub === null && current.sub_button?.length ? <Typography.Paragraph type="secondary">{t('wechatMenu.groupHint')}</Typography.Paragraph> : null}
              <Space wrap>
                {selected!.sub === null && (current.sub_button?.length ?? 0) < MENU_LIMITS.sub && <Button icon={<PlusOutlined />} onClick={() => addSub(selected!.top)}>{t('wechatMenu.addSub')}</Button>}
                <Button icon={<ArrowUpOutlined />} onClick={() => move(-1)} aria-label={t('wechatMenu.earlier')} />
                <Button icon={<ArrowDownOutlined />} onClick={() => move(1)} aria-label={t('wechatMenu.later')} />
                <Button danger icon={<DeleteOutlined />} onClick={remove}>{t('wechatMenu.remove')}</Button>
              </Space>
            </Form>
          )}
        </Col>
      </Row>
    </Card>
  );
}
