import { Alert, App, Button, Card, Checkbox, Input, Modal, Result, Space, Spin, Typography } from 'antd';
import SignaturePad from 'signature_pad';
import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * The talent's signing page, opened from the link in the SMS: no staff login, phone first
 * (390×844). It shows the filled contract, asks for the last 6 of the ID number, consent and a
 * drawn signature; the server renders and keeps the signed PDF, which may be downloaded once here.
 */
interface Contract { title: string; text: string; html?: boolean; no: string; talent: string; company: string; expiresAt: string; idShown?: string }
interface Signed { no: string; signedAt: string; sha256: string }
type Envelope<T> = { code: string; msg: string; data: T };

const API = '/v1/api/sign/';
const token = () => window.location.pathname.split('/').filter(Boolean).pop() ?? '';

/** A refusal of the server's: its message, the fields it names, and whether the link is gone (410). */
class Refused extends Error {
  constructor(message: string, readonly fields: Array<{ field: string; message: string }>, readonly gone: boolean) { super(message); }
}

async function call<T>(path: string, init?: RequestInit): Promise<T> {
  const res = await fetch(`${API}${token()}${path}`, { ...init, headers: { 'content-type': 'application/json', ...init?.headers } });
  const body = await res.json().catch(() => null) as Envelope<T> | null;
  if (!body || body.code !== '00000') throw new Refused(body?.msg || '网络异常，请稍后再试', Array.isArray(body?.data) ? body.data as Array<{ field: string; message: string }> : [], res.status === 410);
  return body.data;
}

/** A canvas to sign on with a finger or a mouse, sized to its box at the screen's pixel ratio. */
function SignatureBox({ onChange, padRef }: { onChange: (empty: boolean) => void; padRef: React.MutableRefObject<SignaturePad | null> }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const el = canvas.current!;
    const ratio = Math.max(window.devicePixelRatio || 1, 1);
    el.width = el.offsetWidth * ratio;
    el.height = el.offsetHeight * ratio;
    el.getContext('2d')!.scale(ratio, ratio);
    const pad = new SignaturePad(el, { penColor: '#111', minWidth: 1, maxWidth: 3 });
    pad.addEventListener('endStroke', () => onChange(pad.isEmpty()));
    padRef.current = pad;
    return () => pad.off();
  }, [onChange, padRef]);
  return <canvas ref={canvas} data-testid="signature-pad" aria-label="手写签名区" style={{ width: '100%', height: 180, border: '1px dashed #bbb', borderRadius: 8, touchAction: 'none', background: '#fff' }} />;
}

export default function SignPage() {
  const { message } = App.useApp();
  const [contract, setContract] = useState<Contract | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [idLast6, setIdLast6] = useState('');
  /** The server's answer to a wrong ID number, with the tries left: shown under the field until it is changed. */
  const [idWrong, setIdWrong] = useState<string | null>(null);
  const [consent, setConsent] = useState(false);
  const [empty, setEmpty] = useState(true);
  const [busy, setBusy] = useState(false);
  const [signed, setSigned] = useState<Signed | null>(null);
  const [refused, setRefused] = useState(false);
  const [refusing, setRefusing] = useState(false);
  const [reason, setReason] = useState('');
  const [downloaded, setDownloaded] = useState(false);
  const pad = useRef<SignaturePad | null>(null);
  const onPadChange = useCallback((isEmpty: boolean) => setEmpty(isEmpty), []);

  useEffect(() => {
    document.title = '合同签署';
    call<Contract>('').then(setContract).catch((e: Error) => setFailure(e.message));
  }, []);

  const submit = async () => {
    setBusy(true);
    try {
      setSigned(await call<Signed>('', { method: 'POST', body: JSON.stringify({ idLast6: idLast6.trim(), consent, signature: pad.current!.toDataURL('image/png') }) }));
    } catch (e) {
      const refused = e instanceof Refused ? e : undefined;
      // The last try spent, or the link withdrawn meanwhile: the page says so in place of the form.
      if (refused?.gone || refused?.message.includes('链接已失效')) setFailure(refused.message);
      else if (refused?.fields.some((f) => f.field === 'idLast6')) setIdWrong(refused.message);
      else void message.error((e as Error).message);
    } finally {
      setBusy(false);
    }
  };
  const refuse = async () => {
    try {
      await call('/refuse', { method: 'POST', body: JSON.stringify({ reason: reason.trim() }) });
      setRefusing(false);
      setRefused(true);
    } catch (e) {
      void message.error((e as Error).message);
    }
  };
  const download = async () => {
    const res = await fetch(`${API}${token()}/pdf`);
    if (!res.ok) {
      const body = await res.json().catch(() => null) as Envelope<null> | null;
      void message.error(body?.msg ?? '下载失败');
      return;
    }
    const url = URL.createObjectURL(await res.blob());
    const a = document.createElement('a');
    a.href = url;
    a.download = `${signed?.no ?? '合同'}.pdf`;
    a.click();
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
    setDownloaded(true);
  };

  const page = (children: React.ReactNode) => <div style={{ maxWidth: 720, margin: '0 auto', padding: 16, minHeight: '100vh', background: '#f5f6f8' }}>{children}</div>;
  if (failure) return page(<Result status="warning" title="无法打开签署页面" subTitle={failure} />);
  if (!contract) return page(<Spin size="large" style={{ display: 'block', margin: '30vh auto' }} />);
  if (refused) return page(<Result status="info" title="已拒签" subTitle="经办人会收到你的拒签原因。如有疑问请联系经办人。" />);
  if (signed) {
    return page(
      <div data-testid="signed"><Result status="success" title="签署完成"
        subTitle={<span>合同编号 {signed.no}<br />签署时间 {signed.signedAt}</span>}
        extra={[
          <Button key="pdf" type="primary" onClick={() => void download()} disabled={downloaded} data-testid="download-pdf">{downloaded ? '已下载' : '下载签署后的合同（仅一次）'}</Button>,
        ]}>
        <Typography.Paragraph type="secondary" style={{ fontSize: 12, wordBreak: 'break-all' }}>文件 SHA-256：{signed.sha256}</Typography.Paragraph>
      </Result></div>,
    );
  }
  const ready = consent && !empty && /^[0-9Xx]{6}$/.test(idLast6.trim());
  return page(
    <Space direction="vertical" size={12} style={{ width: '100%' }}>
      <Typography.Title level={4} style={{ margin: 0 }}>{contract.title}</Typography.Title>
      <Typography.Text type="secondary">合同编号 {contract.no} · 签署人 {contract.talent} · 链接有效至 {contract.expiresAt}</Typography.Text>
      {/* A template written in the editor comes as HTML the server passed through its allow-list; the rest as lines of text. */}
      {contract.html
        ? <Card size="small" styles={{ body: { maxHeight: '45vh', overflow: 'auto', lineHeight: 1.8 } }} data-testid="contract-text"><div className="kp-rich-text" dangerouslySetInnerHTML={{ __html: contract.text }} /></Card>
        : <Card size="small" styles={{ body: { maxHeight: '45vh', overflow: 'auto', whiteSpace: 'pre-wrap', lineHeight: 1.8 } }} data-testid="contract-text">{contract.text}</Card>}
      <Card size="small" title="身份核验与签名">
        <Space direction="vertical" size={12} style={{ width: '100%' }}>
          <label>
            <div style={{ marginBottom: 4 }}>身份证号后六位{contract.idShown ? <Typography.Text type="secondary">（证件号 {contract.idShown}）</Typography.Text> : null}</div>
            <Input value={idLast6} onChange={(e) => { setIdLast6(e.target.value.toUpperCase()); setIdWrong(null); }} maxLength={6} inputMode="text" autoComplete="off" placeholder="如 12345X" aria-label="身份证号后六位" size="large" status={idWrong ? 'error' : undefined} aria-invalid={Boolean(idWrong)} />
          </label>
          {idWrong ? <Alert type="error" showIcon message={idWrong} role="alert" data-testid="id-wrong" /> : null}
          <div>
            <div style={{ marginBottom: 4, display: 'flex', justifyContent: 'space-between' }}>
              <span>请在下方框内手写签名</span>
              <Button size="small" type="link" onClick={() => { pad.current?.clear(); setEmpty(true); }}>清除重写</Button>
            </div>
            <SignatureBox onChange={onPadChange} padRef={pad} />
          </div>
          <Checkbox checked={consent} onChange={(e) => setConsent(e.target.checked)}>我已阅读并同意上述合同的全部内容，自愿以电子签名方式签署</Checkbox>
          <Alert type="info" showIcon message="提交后，系统会生成带公司印章和你的签名的 PDF 合同，并记录其 SHA-256 用于防篡改核验。" />
          <Button type="primary" size="large" block disabled={!ready} loading={busy} onClick={() => void submit()}>提交签署</Button>
          <Button type="link" block danger onClick={() => setRefusing(true)}>我不同意，拒签</Button>
        </Space>
      </Card>
      <Modal open={refusing} title="拒签" okText="确认拒签" cancelText="取消" okButtonProps={{ danger: true, disabled: !reason.trim() }} onOk={() => void refuse()} onCancel={() => setRefusing(false)}>
        <Input.TextArea rows={4} maxLength={200} showCount value={reason} onChange={(e) => setReason(e.target.value)} placeholder="请写明拒签原因" aria-label="拒签原因" />
      </Modal>
    </Space>,
  );
}
