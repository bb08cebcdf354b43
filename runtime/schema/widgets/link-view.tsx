import { Space, Typography } from 'antd';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import { i18n } from '../../i18n/i18n.ts';

/**
 * A link the server made (a mini-program's URL link): the address to copy and its QR code to scan.
 * Never typed: the form shows it once the server has filled it.
 */
export function LinkView({ value }: { value?: string | null }) {
  const [qr, setQr] = useState<string>();
  useEffect(() => {
    setQr(undefined);
    if (value) QRCode.toDataURL(value, { margin: 1, width: 160 }).then(setQr).catch(() => undefined);
  }, [value]);
  if (!value) return <Typography.Text type="secondary">—</Typography.Text>;
  return (
    <Space align="start" wrap data-testid="link-view">
      {qr && <img src={qr} width={120} height={120} alt={i18n.t('links.qr')} />}
      <Typography.Paragraph copyable={{ text: value }} style={{ wordBreak: 'break-all', marginBottom: 0, maxWidth: 360 }}>{value}</Typography.Paragraph>
    </Space>
  );
}
