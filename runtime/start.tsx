import { StrictMode } from 'react';
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
}

/** Mounts the console into #root with the product's screens. */
export function startConsole(options: ConsoleOptions) {
  registerScreens(options.screens, options.schemaScreens);
  configureShell({ profileComponent: options.profileComponent ?? '' });
  void loadSystemInfo().catch(() => undefined);
  if (shouldBlockDevtools(import.meta.env)) void blockDevtools();
  createRoot(document.getElementById('root')!).render(<StrictMode><App /></StrictMode>);
}
