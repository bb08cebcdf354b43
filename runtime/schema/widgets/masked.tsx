import { EyeOutlined } from '@ant-design/icons';
import { Button, Space, Tooltip } from 'antd';
import { useContext, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { post } from '../../http/client.ts';
import { ScreenComponent } from './relation.tsx';

/**
 * A number the server sent masked (138****8000), with an eye that asks for it whole: one
 * explicit, logged request (查看号码) for this record and field.
 */
export function MaskedValue({ value, id, field }: { value: string; id: number; field: string }) {
  const { t } = useTranslation();
  const component = useContext(ScreenComponent);
  const [whole, setWhole] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (whole !== null || !value.includes('*')) return <span>{whole ?? value}</span>;
  const reveal = async () => {
    setBusy(true);
    try {
      const answer = await post<Record<string, string | null>>(`/reveal/${component}`, { id, field });
      setWhole(answer[field] ?? '');
    } catch { /* the http client has said why */ } finally {
      setBusy(false);
    }
  };
  return (
    <Space size={2}>
      <span>{value}</span>
      <Tooltip title={t('crud.reveal')}>
        <Button type="text" size="small" icon={<EyeOutlined />} loading={busy} aria-label={t('crud.reveal')} onClick={(e) => { e.stopPropagation(); void reveal(); }} />
      </Tooltip>
    </Space>
  );
}
