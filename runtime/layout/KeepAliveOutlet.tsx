import { type ReactNode, useRef } from 'react';
import { useLocation, useOutlet } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { useRouteHandle } from '../router/use-route-handle.ts';
import { tags } from '../router/tags-store.ts';

/**
 * The layout's outlet, keeping the pages whose route says keepAlive mounted (hidden) while
 * their tab stays open, so their state survives a switch of tabs. Closing or refreshing
 * the tab lets the page go.
 */
export function KeepAliveOutlet() {
  const outlet = useOutlet();
  const handle = useRouteHandle();
  const { pathname } = useLocation();
  const snap = useSnapshot(tags);
  const cache = useRef(new Map<string, { element: ReactNode; epoch: number }>());

  const open = new Set(snap.views.filter((v) => v.keepAlive).map((v) => v.path));
  for (const [path, entry] of cache.current) {
    if ((path !== pathname && !open.has(path)) || entry.epoch !== (snap.epoch[path] ?? 0)) cache.current.delete(path);
  }
  const keep = Boolean(handle?.keepAlive);
  if (keep && outlet && !cache.current.has(pathname)) cache.current.set(pathname, { element: outlet, epoch: snap.epoch[pathname] ?? 0 });

  return (
    <>
      {[...cache.current].map(([path, entry]) => (
        <div key={`${path}#${entry.epoch}`} className="kp-page" hidden={path !== pathname}>{entry.element}</div>
      ))}
      {!keep && <div key={pathname} className="kp-page">{outlet}</div>}
    </>
  );
}
