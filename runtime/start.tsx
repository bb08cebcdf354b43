import { App as AntdApp, ConfigProvider } from 'antd';
import zhCN from 'antd/es/locale/zh_CN';
import { type ComponentType, lazy, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';
import { blockDevtools, shouldBlockDevtools } from './devtools.ts';
import { configureShell } from './shell-options.ts';
import { type ScreenLoader, registerScreens } from './router/screen-registry.ts';
import { loadSystemInfo } from './session/system-info.ts';
import './styles.css';

export interface ConsoleOptions {
  /** Component path → screen, the product's one registry. */
  screens: Record<string, ScreenLoader>;
  /** Registered screens that show their own schema file inside (its request can start early). */
  schemaScreens?: string[];
  profileComponent?: string;
  /**
   * Pages for people outside the console (a talent signing a contract), by path prefix: shown
   * alone, with no session, menu or staff login.
   */
  publicPages?: Record<string, () => Promise<{ default: ComponentType }>>;
}

/** Mounts the console into #root with the product's screens. */
export function startConsole(options: ConsoleOptions) {
  const root = createRoot(document.getElementById('root')!);
  const outside = Object.entries(options.publicPages ?? {}).find(([prefix]) => window.location.pathname.startsWith(prefix));
  if (outside) {
    const Page = lazy(outside[1]);
    root.render(<StrictMode><ConfigProvider locale={zhCN}><AntdApp><Suspense fallback={null}><Page /></Suspense></AntdApp></ConfigProvider></StrictMode>);
    return;
  }
  registerScreens(options.screens, options.schemaScreens, () => import('./schema/SchemaScreen.tsx'));
  configureShell({ profileComponent: options.profileComponent ?? '' });
  void loadSystemInfo().catch(() => undefined);
  if (shouldBlockDevtools(import.meta.env)) void blockDevtools();
  root.render(<StrictMode><App /></StrictMode>);
}
