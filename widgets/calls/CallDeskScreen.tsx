import { PhoneOutlined } from '@ant-design/icons';
import { Alert, Button, Card, DatePicker, Descriptions, Form, Input, Select, Space, Spin, Steps, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../runtime/antd/feedback.ts';
import { get } from '../../runtime/http/client.ts';
import { type AnswerOf, type BodyOf } from '../../runtime/http/typed.ts';
import { api } from '../api/index.ts';
import type { paths } from '../api/types.ts';
import { Auth } from '../../runtime/perms/Auth.tsx';
import type { ScreenProps } from '../../runtime/router/screen-types.ts';
import type { Option } from '../../runtime/schema/options.ts';
import { formatSeconds } from '../../validators/formatters.ts';

// The shapes are the server's, from its OpenAPI document (widgets/api): no hand-written copy to drift.
type Desk = AnswerOf<paths['/v1/api/app/call/desk']['get']>;
type CallState = AnswerOf<paths['/v1/api/app/call/state/{id}']['get']>;
type FollowUp = BodyOf<paths['/v1/api/talents/follows/add']['post']>;
const FINAL = new Set(['answered', 'missed', 'failed']);
const STEP: Record<string, number> = { calling: 0, talking: 1, answered: 2, missed: 2, failed: 2 };

/**
 * 外呼工作台: the recruiter's number (masked as others see it), a talent picked within their scope
 * (numbers masked: the server dials the whole one), 拨打, the call's state while it lasts, and
 * afterwards a follow-up for the talent's timeline, filled from the call.
 */
export default function CallDeskScreen(_props: ScreenProps) {
  const { t } = useTranslation();
  const [desk, setDesk] = useState<Desk | null>(null);
  const [options, setOptions] = useState<Option[]>([]);
  const [talent, setTalent] = useState<number | null>(null);
  const [call, setCall] = useState<CallState | null>(null);
  const [dialing, setDialing] = useState(false);
  const [followed, setFollowed] = useState(false);
  const [form] = Form.useForm<{ content: string; next_at?: Dayjs }>();
  const timer = useRef<ReturnType<typeof setInterval>>();
  useEffect(() => { api.get('/v1/api/app/call/desk').then(setDesk).catch(() => setDesk({ configured: false, myNumber: null })); return () => clearInterval(timer.current); }, []);
  const search = (keywords: string) => get<Option[]>('/relations/tools/callList', { field: 'talent_id', keywords }, { silent: true }).then(setOptions).catch(() => setOptions([]));
  useEffect(() => { void search(''); }, []);

  const watch = (id: number) => {
    clearInterval(timer.current);
    timer.current = setInterval(async () => {
      const state = await api.get('/v1/api/app/call/state/{id}', { path: { id: String(id) }, options: { silent: true } }).catch(() => null);
      if (!state) return;
      setCall(state);
      if (FINAL.has(state.status)) {
        clearInterval(timer.current);
        form.setFieldsValue({ content: state.status === 'answered' ? t('callDesk.followAnswered', { duration: formatSeconds(state.duration) }) : t('callDesk.followMissed') });
      }
    }, 1500);
  };
  const dial = async () => {
    if (!talent) return;
    setDialing(true); setFollowed(false); form.resetFields();
    try {
      const placed = await api.post('/v1/api/app/call/dial', { body: { talent_id: talent } });
      setCall({ id: placed.id, talent_id: talent, status: placed.status, duration: 0, started_at: null, ended_at: null });
      watch(placed.id);
    } catch { /* said by the http client */ } finally { setDialing(false); }
  };
  const follow = async (values: { content: string; next_at?: Dayjs }) => {
    if (!call) return;
    const body: FollowUp = { talent_id: call.talent_id, method: '1', content: values.content, ...(values.next_at ? { next_at: values.next_at.format('YYYY-MM-DD HH:mm:ss') } : {}) };
    await api.post('/v1/api/talents/follows/add', { body });
    feedback.message.success(t('callDesk.followed'));
    setFollowed(true);
  };

  if (!desk) return <Card><Spin /></Card>;
  const status = call?.status;
  return (
    <Card title={t('callDesk.title')} data-testid="call-desk">
      <Space direction="vertical" size={16} style={{ width: '100%', maxWidth: 720 }}>
        {!desk.configured && <Alert type="warning" showIcon message={t('callDesk.notConfigured')} data-testid="call-not-configured" />}
        <Descriptions column={1} size="small" items={[{ key: 'me', label: t('callDesk.myNumber'), children: desk.myNumber ?? <Typography.Text type="warning">{t('callDesk.noNumber')}</Typography.Text> }]} />
        <Space wrap style={{ width: '100%' }}>
          <Select showSearch filterOption={false} onSearch={(v) => void search(v)} options={options.map((o) => ({ value: o.value, label: o.label }))}
            value={talent ?? undefined} onChange={(v) => setTalent(Number(v))} placeholder={t('callDesk.pickTalent')} aria-label={t('callDesk.talent')} style={{ minWidth: 280, maxWidth: '100%' }} />
          <Auth perms={['tools:call:call']}>
            <Button type="primary" icon={<PhoneOutlined />} disabled={!desk.configured || !talent || (Boolean(call) && !FINAL.has(String(status)))} loading={dialing} onClick={() => void dial()}>{t('callDesk.dial')}</Button>
          </Auth>
        </Space>
        {call && (
          <Card size="small" data-testid="call-state">
            <Steps size="small" current={STEP[String(status)] ?? 0} status={status === 'missed' || status === 'failed' ? 'error' : status === 'answered' ? 'finish' : 'process'}
              items={[{ title: t('callDesk.calling') }, { title: t('callDesk.talking') }, { title: status === 'missed' ? t('callDesk.missed') : status === 'failed' ? t('callDesk.failed') : t('callDesk.ended') }]} />
            {FINAL.has(String(status)) && <Typography.Paragraph style={{ marginTop: 12, marginBottom: 0 }} data-testid="call-result">{t('callDesk.result', { duration: formatSeconds(call.duration) })}</Typography.Paragraph>}
          </Card>
        )}
        {call && FINAL.has(String(status)) && !followed && (
          <Auth perms={['talents:list:follow']}>
            <Card size="small" title={t('callDesk.followTitle')} data-testid="call-follow">
              <Form form={form} layout="vertical" onFinish={(v) => void follow(v).catch(() => undefined)}>
                <Form.Item name="content" label={t('callDesk.followContent')} rules={[{ required: true, min: 2, max: 500 }]}><Input.TextArea rows={3} maxLength={500} /></Form.Item>
                <Form.Item name="next_at" label={t('callDesk.nextAt')}><DatePicker showTime format="YYYY-MM-DD HH:mm:ss" style={{ width: '100%' }} /></Form.Item>
                <Button type="primary" htmlType="submit">{t('callDesk.saveFollow')}</Button>
              </Form>
            </Card>
          </Auth>
        )}
      </Space>
    </Card>
  );
}
