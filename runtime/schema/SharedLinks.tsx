import { Alert, Space, Typography } from 'antd';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import { feedback } from '../antd/feedback.ts';
import { i18n } from '../i18n/i18n.ts';
import { isLocalOrigin } from '../../validators/local-address.ts';

/**
 * A link the server handed back from an action for someone outside the console (a contract's
 * signing link): whether it was sent (and how), or why not — then it is to be copied or scanned.
 */
export interface SharedLink { label: string; url: string; sent: boolean; note: string }

function LinkCard({ link }: { link: SharedLink }) {
  const [qr, setQr] = useState<string>();
  useEffect(() => { QRCode.toDataURL(link.url, { margin: 1, width: 160 }).then(setQr).catch(() => undefined); }, [link.url]);
  return (
    <div data-testid="shared-link" style={{ display: 'flex', gap: 16, alignItems: 'flex-start', marginTop: 12 }}>
      {qr && <img src={qr} width={120} height={120} alt={i18n.t('links.qr')} />}
      <Space direction="vertical" style={{ flex: 1, minWidth: 0 }}>
        <Typography.Text strong>{link.label}</Typography.Text>
        <Alert type={link.sent ? 'success' : 'warning'} showIcon message={link.note} />
        <Typography.Paragraph copyable={{ text: link.url }} style={{ wordBreak: 'break-all', marginBottom: 0 }} data-testid="shared-link-url">{link.url}</Typography.Paragraph>
      </Space>
    </div>
  );
}

/** Shows the links an action answered with, each with its QR code and a copy button. */
export function showSharedLinks(title: string, links: SharedLink[]) {
  feedback.modal.info({
    title, width: 640, okText: i18n.t('common.ok'), icon: null,
    content: (
      <div>
        {/* A link at this machine's own address opens on nobody's phone: said before it is handed over. */}
        {links.some((link) => isLocalOrigin(link.url)) && <Alert type="error" showIcon data-testid="shared-link-local" message={i18n.t('links.local')} />}
        {links.map((link) => <LinkCard key={link.url} link={link} />)}
      </div>
    ),
  });
}
