import { Alert, List, Result, Spin } from 'antd';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChartSchema } from '../../schemas/chart.ts';
import { ApiCallError } from '../http/client.ts';
import type { ScreenProps } from '../router/screen-types.ts';
import { CrudScreen, type ExtraRowAction, type ExtraToolbarAction } from './CrudScreen.tsx';
import { localizeSchema } from './localize.ts';
import { ScreenComponent } from './widgets/relation.tsx';
import { fetchSchema, type LoadedSchema as Loaded, type SchemaProblem as Problem } from './schema-source.ts';

const ErrorPage = lazy(() => import('../pages/ErrorPage.tsx'));
// A chart screen's code, with echarts, comes only when one opens.
const ChartScreen = lazy(() => import('./ChartScreen.tsx'));
// A single page (kind page: 公司介绍) edits one document with versions.
const PageScreen = lazy(() => import('./PageScreen.tsx'));

const problemList = (problems: Problem[]) => <List size="small" dataSource={problems} renderItem={(p) => <List.Item><code>{p.file} {p.pointer}</code>：{p.message}</List.Item>} />;

/**
 * A screen described by a schema file: fetched from the server by the route's component path.
 * No such file → the 404 screen; a broken file → its problems, never a blank page.
 */
export default function SchemaScreen({ route }: ScreenProps) {
  return <SchemaScreenFor component={route.component} />;
}

/** The schema screen of `component`, with row actions and toolbar buttons a custom screen adds to it. */
export function SchemaScreenFor({ component, extraRowActions, extraToolbar }: { component: string; extraRowActions?: ExtraRowAction[]; extraToolbar?: ExtraToolbarAction[] }) {
  const [loaded, setLoaded] = useState<Loaded | 'missing' | Error | null>(null);
  const { t, i18n } = useTranslation();
  const schema = loaded && typeof loaded === 'object' && !(loaded instanceof Error) ? loaded.schema : null;
  // A chart screen localizes itself (its i18n names statistics, not fields).
  const localized = useMemo(() => (schema && (schema as { kind: string }).kind !== 'chart' ? localizeSchema(schema, i18n.language) : null), [schema, i18n.language]);
  useEffect(() => {
    fetchSchema(component)
      .then(setLoaded)
      .catch((error) => setLoaded(error instanceof ApiCallError && error.status === 404 ? 'missing' : error));
  }, [component]);

  if (loaded === null) return <Spin style={{ display: 'block', margin: '80px auto' }} />;
  if (loaded === 'missing') return <Suspense><ErrorPage status={404} /></Suspense>;
  if (loaded instanceof Error) return <Result status="error" title={t('crud.loadFailed')} subTitle={loaded.message} />;
  if (!loaded.schema) {
    return (
      <Alert
        type="error" showIcon message={t('crud.problems', { count: loaded.problems.length })} data-testid="schema-problems"
        description={problemList(loaded.problems)}
      />
    );
  }
  if ((loaded.schema as { kind: string }).kind === 'chart') {
    return <Suspense fallback={<Spin style={{ display: 'block', margin: '80px auto' }} />}><ChartScreen schema={loaded.schema as unknown as ChartSchema} component={component} /></Suspense>;
  }
  if (localized?.kind === 'page') {
    return <ScreenComponent.Provider value={component}><Suspense fallback={<Spin style={{ display: 'block', margin: '80px auto' }} />}><PageScreen schema={localized} component={component} /></Suspense></ScreenComponent.Provider>;
  }
  const warnings = loaded.warnings ?? [];
  const broken = loaded.broken ?? [];
  return (
    <>
      {broken.length > 0 && (
        <Alert type="error" showIcon style={{ marginBottom: 12 }} message={t('crud.broken', { count: broken.length })} description={problemList(broken)} data-testid="schema-broken" />
      )}
      {warnings.length > 0 && (
        <Alert type="warning" showIcon closable style={{ marginBottom: 12 }} message={t('crud.warnings', { count: warnings.length })} description={problemList(warnings)} data-testid="schema-warnings" />
      )}
      <ScreenComponent.Provider value={component}>
        <CrudScreen schema={localized!} extraRowActions={extraRowActions} extraToolbar={extraToolbar} />
      </ScreenComponent.Provider>
    </>
  );
}
