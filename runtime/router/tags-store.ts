import { proxy } from 'valtio';
import { type RouteHandle, STATIC_HANDLES } from './route-handle.ts';

export interface TagView { path: string; title: string; titleEn?: string; titleKey?: string; affix: boolean; keepAlive: boolean }

const toView = (h: RouteHandle, path = h.path): TagView =>
  ({ path, title: h.title, titleEn: h.titleEn, titleKey: h.titleKey, affix: h.affix, keepAlive: h.keepAlive });

/** The open tabs (the dashboard pinned first) and, per path, how often it was refreshed. */
export const tags = proxy({
  views: [toView(STATIC_HANDLES.dashboard)] as TagView[],
  epoch: {} as Record<string, number>,
});

export function openView(handle: RouteHandle, path: string) {
  if (handle.hidden || !handle.inLayout || tags.views.some((v) => v.path === path)) return;
  tags.views.push(toView(handle, path));
}

/** Drops a page's kept state so it mounts afresh. */
export function forget(path: string) {
  tags.epoch[path] = (tags.epoch[path] ?? 0) + 1;
}

/** Closes the tabs `drop` selects (never a pinned one); returns where to go if `current` was closed. */
function closeWhere(drop: (view: TagView, index: number) => boolean, current: string): string | null {
  const kept = tags.views.filter((v, i) => v.affix || !drop(v, i));
  tags.views.filter((v) => !kept.includes(v)).forEach((v) => forget(v.path));
  tags.views = kept;
  return kept.some((v) => v.path === current) ? null : kept[kept.length - 1]?.path ?? '/dashboard';
}

const indexOf = (path: string) => tags.views.findIndex((v) => v.path === path);

export const closeView = (path: string, current: string) => closeWhere((v) => v.path === path, current);
export const closeOthers = (path: string, current: string) => closeWhere((v) => v.path !== path, current);
export const closeLeft = (path: string, current: string) => closeWhere((_v, i) => i < indexOf(path), current);
export const closeRight = (path: string, current: string) => closeWhere((_v, i) => i > indexOf(path), current);
export const closeAll = (current: string) => closeWhere(() => true, current);

/** Back to the pinned dashboard alone: a new session (another user in this tab) starts with no one else's tabs. */
export function resetTags() {
  tags.views.filter((v) => !v.affix).forEach((v) => forget(v.path));
  tags.views = [toView(STATIC_HANDLES.dashboard)];
}
