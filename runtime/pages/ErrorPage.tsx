import { Button, Result, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';

/** The hidden 401 and 404 screens, and 403 for a screen the user may not open; each with a way home. */
export default function ErrorPage({ status }: { status: 401 | 403 | 404 }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Result
      status={status === 404 ? '404' : '403'}
      title={String(status)}
      subTitle={t(`error.${status}`)}
      extra={
        <Space>
          <Button type="primary" onClick={() => navigate('/')}>{t('error.backHome')}</Button>
          <Button onClick={() => navigate(-1)}>{t('error.back')}</Button>
        </Space>
      }
    />
  );
}
