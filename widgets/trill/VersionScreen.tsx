import { ReloadOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Checkbox, Col, Descriptions, Empty, Image, Input, Row, Select, Space, Spin, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../runtime/antd/feedback.ts';
import { dictOptions } from '../../runtime/schema/options.ts';
import { get, post } from '../../runtime/http/client.ts';
import { Auth } from '../../runtime/perms/Auth.tsx';
import type { ScreenProps } from '../../runtime/router/screen-types.ts';
import { formatDateTime } from '../../validators/formatters.ts';
import type { VersionInfo, VersionMove } from '../../validators/miniapp-versions.ts';

type Info = VersionInfo & { allowed: Record<VersionMove, boolean> };
type Card3 = 'latest' | 'audit' | 'current';
const PERMS: Record<VersionMove, string> = { audit: 'trill:version:audit', revoke: 'trill:version:revoke', publish: 'trill:version:publish', rollback: 'trill:version:rollback' };
const ROUTES: Record<VersionMove, string> = { audit: '/app/trill/audit', revoke: '/app/trill/revoke', publish: '/app/trill/public', rollback: '/app/trill/rollback' };
const STATUS_COLOR: Record<number, string> = { 0: 'processing', 1: 'success', 2: 'error', 3: 'default' };

/**
 * 小程序版本: a mini-program's three versions from the platform — 测试版, 审核版 (its outcome per host
 * app), 线上版 — with 提交审核, 撤回审核, 发布 and 回滚 each enabled only when the version info allows
 * it and the caller holds its permission, each confirmed; the QR code of a version on asking.
 */
export default function VersionScreen(_props: ScreenProps) {
  const { t, i18n } = useTranslation();
  const [apps, setApps] = useState<Array<{ app_id: string; name: string }> | null>(null);
  const [appId, setAppId] = useState<string | null>(null);
  const [info, setInfo] = useState<Info | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [hosts, setHosts] = useState<Array<{ label: string; value: string }>>([]);
  const [chosen, setChosen] = useState<string[]>(['douyin']);
  const [note, setNote] = useState('');
  const [qr, setQr] = useState<Partial<Record<Card3, string>>>({});
  useEffect(() => {
    get<{ list: Array<{ app_id: string; name: string; status: string }> }>('/app/list', { pageSize: 100, status: '1' }).then((r) => {
      setApps(r.list);
      if (r.list[0]) setAppId(r.list[0].app_id);
    }).catch(() => setApps([]));
    const english = i18n.language.startsWith('en');
    dictOptions('douyin_host').then((o) => setHosts(o.map((h) => ({ label: english && h.label_en ? h.label_en : h.label, value: String(h.value) })))).catch(() => undefined);
  }, [i18n.language]);
  // The host apps this mini-program may be submitted to now, as the platform says (get_audit_hosts).
  const [auditable, setAuditable] = useState<string[] | null>(null);
  const load = async (id: string) => {
    setInfo(null); setFailed(null); setQr({}); setAuditable(null);
    try { setInfo(await post<Info>('/app/trill/version/info', { app_id: id }, { silent: true })); } catch (error) { setFailed((error as Error).message); }
    post<{ hosts: string[] }>('/app/trill/audit/hosts', { app_id: id }, { silent: true }).then((r) => {
      setAuditable(r.hosts);
      setChosen((now) => { const kept = now.filter((h) => r.hosts.includes(h)); return kept.length ? kept : r.hosts.slice(0, 1); });
    }).catch(() => setAuditable([]));
  };
  useEffect(() => { if (appId) void load(appId); }, [appId]);

  const move = (which: VersionMove) => feedback.modal.confirm({
    title: t(`miniapp.${which}`), okText: t(`miniapp.${which}`),
    content: which === 'audit'
      ? t('miniapp.auditHint', { version: info?.latest?.version, hosts: hosts.filter((h) => chosen.includes(h.value)).map((h) => h.label).join(i18n.language.startsWith('en') ? ', ' : '、') })
      : t(`miniapp.${which}Hint`, { version: which === 'publish' ? info?.audit?.version : which === 'rollback' ? info?.current?.rollback?.last_version : info?.audit?.version }),
    onOk: async () => {
      setBusy(which);
      try {
        setInfo(await post<Info>(ROUTES[which], { app_id: appId, ...(which === 'audit' ? { host_names: chosen, audit_note: note } : {}) }));
        setQr({});
        feedback.message.success(t(`miniapp.${which}Done`));
      } catch { /* said by the http client */ } finally { setBusy(null); }
    },
  });
  const showQr = async (version: Card3) => {
    setBusy(`qr-${version}`);
    try { const r = await post<{ image: string }>('/app/trill/qcode', { app_id: appId, version }); setQr((q) => ({ ...q, [version]: r.image })); } catch { /* said */ } finally { setBusy(null); }
  };
  const action = (which: VersionMove, primary = false) => (
    <Auth perms={[PERMS[which]]} key={which}>
      <Button type={primary ? 'primary' : 'default'} danger={which === 'rollback' || which === 'revoke'} disabled={!info?.allowed[which] || busy === which} onClick={() => move(which)}>{t(`miniapp.${which}`)}</Button>
    </Auth>
  );
  const qrButton = (version: Card3) => (
    <div style={{ marginTop: 12 }}>
      {qr[version] ? <Image src={qr[version]} width={120} alt={t('miniapp.qr')} data-testid={`qr-${version}`} /> : <Button size="small" loading={busy === `qr-${version}`} onClick={() => void showQr(version)}>{t('miniapp.qr')}</Button>}
    </div>
  );
  const when = (s?: number) => (s ? formatDateTime(s * 1000) : '—');

  if (apps === null) return <Card><Spin /></Card>;
  if (!apps.length) return <Card><Empty description={t('miniapp.noApp')} /></Card>;
  return (
    <Card data-testid="miniapp-versions" title={<Space wrap>{t('miniapp.title')}<Select value={appId ?? undefined} onChange={setAppId} options={apps.map((a) => ({ value: a.app_id, label: `${a.name} · ${a.app_id}` }))} style={{ minWidth: 200, maxWidth: '100%' }} aria-label={t('miniapp.app')} /></Space>}
      extra={<Button icon={<ReloadOutlined />} onClick={() => appId && void load(appId)} aria-label={t('miniapp.refresh')}>{t('miniapp.refresh')}</Button>}>
      {failed && <Alert type="error" showIcon message={failed} style={{ marginBottom: 12 }} />}
      {!info && !failed && <Spin />}
      {info && (
        <Row gutter={[16, 16]}>
          <Col xs={24} lg={8}>
            <Card type="inner" title={t('miniapp.latest')} data-testid="card-latest">
              {info.latest ? (
                <>
                  <Descriptions column={1} size="small" items={[
                    { key: 'v', label: t('miniapp.version'), children: info.latest.version },
                    { key: 's', label: t('miniapp.summary'), children: info.latest.summary || '—' },
                    { key: 't', label: t('miniapp.uploaded'), children: when(info.latest.ctime) },
                  ]} />
                  <Auth perms={[PERMS.audit]}>
                    <Space direction="vertical" style={{ width: '100%', marginTop: 8 }}>
                      <Checkbox.Group options={hosts.filter((h) => auditable?.includes(h.value))} value={chosen} onChange={(v) => setChosen(v as string[])} aria-label={t('miniapp.hosts')} />
                      <Input.TextArea value={note} onChange={(e) => setNote(e.target.value)} maxLength={200} rows={2} placeholder={t('miniapp.note')} aria-label={t('miniapp.note')} />
                    </Space>
                  </Auth>
                  <Space wrap style={{ marginTop: 8 }}>{action('audit', true)}</Space>
                  {qrButton('latest')}
                </>
              ) : <Empty description={t('miniapp.noLatest')} />}
            </Card>
          </Col>
          <Col xs={24} lg={8}>
            <Card type="inner" title={t('miniapp.auditCard')} data-testid="card-audit">
              {info.audit ? (
                <>
                  <Descriptions column={1} size="small" items={[
                    { key: 'v', label: t('miniapp.version'), children: info.audit.version },
                    { key: 's', label: t('miniapp.status'), children: <Tag color={STATUS_COLOR[info.audit.status]} data-testid="audit-status">{t(`miniapp.status${info.audit.status}`)}</Tag> },
                    // The host apps that approved it, and each refusing one's reasons, named as the platform names them.
                    { key: 'h', label: t('miniapp.approvedBy'), children: (info.audit.approved_apps ?? []).join(i18n.language.startsWith('en') ? ', ' : '、') || '—' },
                    ...(info.audit.reason ? [{ key: 'r', label: t('miniapp.reason'), children: <Typography.Text type="danger">{info.audit.reason}</Typography.Text> }] : []),
                    ...Object.entries(info.audit.reason_detail ?? {}).map(([host, reasons]) => ({ key: `d-${host}`, label: host, children: reasons.join('；') })),
                  ]} />
                  <Space wrap style={{ marginTop: 8 }}>{action('revoke')}{action('publish', true)}</Space>
                  {qrButton('audit')}
                </>
              ) : <Empty description={t('miniapp.noAudit')} />}
            </Card>
          </Col>
          <Col xs={24} lg={8}>
            <Card type="inner" title={t('miniapp.current')} data-testid="card-current">
              {info.current ? (
                <>
                  <Descriptions column={1} size="small" items={[
                    { key: 'v', label: t('miniapp.version'), children: info.current.version },
                    { key: 't', label: t('miniapp.released'), children: when(info.current.ctime) },
                    { key: 'l', label: t('miniapp.lastVersion'), children: info.current.rollback?.last_version || '—' },
                  ]} />
                  <Space wrap style={{ marginTop: 8 }}>{action('rollback')}</Space>
                  {qrButton('current')}
                </>
              ) : <Empty description={t('miniapp.noCurrent')} />}
            </Card>
          </Col>
        </Row>
      )}
    </Card>
  );
}
