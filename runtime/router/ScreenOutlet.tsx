import { Component, lazy, type ReactNode, Suspense, useEffect } from 'react';
import { Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { doneProgress, startProgress } from './progress.ts';
import { type RouteHandle, routeTitle } from './route-handle.ts';
import { resolveScreen } from './screen-registry.ts';

const ErrorPage = lazy(() => import('../pages/ErrorPage.tsx'));
const Result = lazy(() => import('antd/es/result/index.js'));

/** Runs the progress bar while a screen's code loads. */
function Loading() {
  useEffect(() => {
    startProgress();
    return doneProgress;
  }, []);
  return <Spin style={{ display: 'block', margin: '80px auto' }} />;
}

class ScreenBoundary extends Component<{ children: ReactNode; title: string }, { error: Error | null }> {
  state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) { return { error }; }
  render() {
    if (!this.state.error) return this.props.children;
    return <Suspense><Result status="error" title={this.props.title} subTitle={this.state.error.message} /></Suspense>;
  }
}

/** The screen registered for the route's component path; the 404 screen for an unknown one. */
export function ScreenOutlet({ handle }: { handle: RouteHandle }) {
  const { t } = useTranslation();
  const Screen = resolveScreen(handle.component);
  if (!Screen) return <Suspense fallback={<Loading />}><ErrorPage status={404} /></Suspense>;
  return (
    <ScreenBoundary title={t('error.loadFailed')}>
      <Suspense fallback={<Loading />}>
        <Screen route={{ path: handle.path, title: routeTitle(handle, t), component: handle.component ?? '' }} />
      </Suspense>
    </ScreenBoundary>
  );
}
