// Two pages for the paint benchmark, chosen by ?mode=: the schema runtime's list screen, and
// the same table and search form written by hand in antd. Each loads only its own code, and
// both fetch the same 100 rows.
import { App as AntdApp, ConfigProvider } from 'antd';
import zhCN from 'antd/es/locale/zh_CN';
import { lazy, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { FeedbackBridge } from '../../runtime/antd/FeedbackBridge.tsx';
import { session } from '../../runtime/session/session-store.ts';

const Page = new URLSearchParams(location.search).get('mode') === 'schema'
  ? lazy(() => import('./SchemaPage.tsx'))
  : lazy(() => import('./HandWrittenPage.tsx'));

session.profile = { userId: 1, username: 'bench', nickname: 'bench', avatar: null, roles: ['ADMIN'], perms: [] };
createRoot(document.getElementById('root')!).render(
  <ConfigProvider locale={zhCN}>
    <AntdApp>
      <FeedbackBridge />
      <Suspense><Page /></Suspense>
    </AntdApp>
  </ConfigProvider>,
);

// Painted: the 100th row is in the document and two frames have passed since.
const watch = () => {
  if (document.querySelectorAll('.ant-table-tbody tr.ant-table-row').length >= 100) {
    requestAnimationFrame(() => requestAnimationFrame(() => { (window as unknown as { paintedAt: number }).paintedAt = performance.now(); }));
  } else requestAnimationFrame(watch);
};
requestAnimationFrame(watch);
