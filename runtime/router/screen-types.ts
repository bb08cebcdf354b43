import type { ComponentType } from 'react';

/** What a screen receives: the route it is shown for. */
export interface ScreenProps {
  route: { path: string; title: string; component: string };
}

export type ScreenModule = { default: ComponentType<ScreenProps> };
export type ScreenLoader = () => Promise<ScreenModule>;
