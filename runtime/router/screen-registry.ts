import { type ComponentType, lazy, type LazyExoticComponent } from 'react';
import type { ScreenLoader, ScreenProps } from './screen-types.ts';

export type { ScreenLoader, ScreenModule, ScreenProps } from './screen-types.ts';

/** Component path (as GET /account/routes names it) → the screen's lazily loaded module. */
const loaders = new Map<string, ScreenLoader>();
const schemaBacked = new Set<string>();
const components = new Map<string, LazyExoticComponent<ComponentType<ScreenProps>>>();

// Any other path may be a schema file on the server (that screen shows 404 when it is not): the
// schema screen, which start.tsx hands in — imported here, it would import this registry back
// (its pickers list the registered screens).
let schemaScreen: ScreenLoader = () => Promise.reject(new Error('没有注册 schema 页面'));

/** Adds screens to the one registry, and the schema screen that shows any other path; start.tsx does this at start-up. */
export function registerScreens(screens: Record<string, ScreenLoader>, withSchema: string[] = [], schemaLoader?: ScreenLoader) {
  if (schemaLoader) schemaScreen = schemaLoader;
  withSchema.forEach((path) => schemaBacked.add(path));
  for (const [path, loader] of Object.entries(screens)) {
    loaders.set(path, loader);
    components.delete(path);
  }
}

const clean = (component: string) => component.replace(/^\//, '').replace(/\/index$/, '');

/**
 * Starts loading a screen's code before anything asks for it (the first screen of a page load,
 * while the layout's code is still coming): lazy() then finds the module's request under way.
 */
export function preloadScreen(component: string | undefined): void {
  if (!component) return;
  void (loaders.get(clean(component)) ?? schemaScreen)().catch(() => undefined);
}

/** Whether `component` shows a schema file of the server: an unregistered path, or a registered screen built on one. */
export const showsSchema = (component: string) => !loaders.has(clean(component)) || schemaBacked.has(clean(component));

/** The screen registered for `component`, else the schema screen that asks the server for its file. */
export function resolveScreen(component: string | undefined): LazyExoticComponent<ComponentType<ScreenProps>> | null {
  if (!component) return null;
  const loader = loaders.get(clean(component)) ?? schemaScreen;
  let screen = components.get(component);
  if (!screen) {
    screen = lazy(loader);
    components.set(component, screen);
  }
  return screen;
}

/** Every component path with a registered screen (schema files are listed by the server). */
export function registeredScreens(): string[] {
  return [...loaders.keys()].sort();
}
