import { DownloadOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Space, Spin, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getToken } from '../../runtime/session/token-store.ts';
import { getBare } from '../../runtime/http/client.ts';
import 'swagger-ui-dist/swagger-ui.css';
import './api-doc.css';

type Document = { paths?: Record<string, Record<string, unknown>> } & Record<string, unknown>;
/** The document itself: served bare, as tools read it. */
const loadDocument = () => getBare<Document>('/openapi.json', { silent: true });

/**
 * system/apiDoc (接口文档): the OpenAPI document the server gives this user — only the calls they may
 * make — in Swagger UI, loaded with this screen only. Its 「Try it out」 sends the user's own token,
 * so the server's permissions and the preview's read-only rule hold there as everywhere.
 */
export default function ApiDocScreen() {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  const [doc, setDoc] = useState<Document | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    Promise.all([loadDocument(), import('swagger-ui-dist/swagger-ui-es-bundle.js')]).then(([spec, { default: SwaggerUI }]) => {
      if (!live || !box.current) return;
      setDoc(spec);
      SwaggerUI({
        domNode: box.current, spec, deepLinking: false, docExpansion: 'none', filter: true, defaultModelsExpandDepth: -1, displayOperationId: false, tryItOutEnabled: false,
        requestInterceptor: (req: { headers: Record<string, string> }) => {
          const token = getToken();
          if (token) req.headers.Authorization = `Bearer ${token}`;
          return req;
        },
      });
    }).catch((e: Error) => live && setError(e.message));
    return () => { live = false; };
  }, []);

  const download = () => {
    const url = URL.createObjectURL(new Blob([JSON.stringify(doc, null, 2)], { type: 'application/json' }));
    const link = Object.assign(document.createElement('a'), { href: url, download: 'openapi.json' });
    link.click();
    URL.revokeObjectURL(url);
  };
  const operations = Object.values((doc?.paths ?? {}) as Record<string, object>).reduce((n, item) => n + Object.keys(item).filter((k) => ['get', 'post', 'put', 'delete', 'patch'].includes(k)).length, 0);

  return (
    <Card
      title={t('apiDoc.title')}
      extra={doc && <Space><Typography.Text type="secondary" data-testid="api-doc-count">{t('apiDoc.count', { count: operations })}</Typography.Text><Button icon={<DownloadOutlined />} onClick={download}>{t('apiDoc.download')}</Button></Space>}
      data-testid="api-doc"
    >
      <Typography.Paragraph type="secondary">{t('apiDoc.intro')}</Typography.Paragraph>
      {error && <Alert type="error" showIcon message={t('apiDoc.loadFailed')} description={error} />}
      {!doc && !error && <div style={{ padding: 48, textAlign: 'center' }}><Spin /></div>}
      {/* Swagger UI draws in light colours only: its own light panel in the dark theme too. */}
      <div ref={box} className="api-doc" style={{ background: '#fff', borderRadius: 8, color: '#3b4151' }} />
    </Card>
  );
}
