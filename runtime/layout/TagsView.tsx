import { CloseOutlined } from '@ant-design/icons';
import { Dropdown, type MenuProps, theme as antdTheme } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { routeTitle } from '../router/route-handle.ts';
import { useRouteHandle } from '../router/use-route-handle.ts';
import { closeAll, closeLeft, closeOthers, closeRight, closeView, forget, openView, tags, type TagView } from '../router/tags-store.ts';

/** The tabs of visited pages: dashboard pinned; right-click to refresh or close. */
export function TagsView() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const handle = useRouteHandle();
  const snap = useSnapshot(tags);
  const { token } = antdTheme.useToken();
  const [menuFor, setMenuFor] = useState<string | null>(null);

  useEffect(() => { if (handle) openView(handle, pathname); }, [handle, pathname]);
  // The active tab is always in sight, however many are open.
  useEffect(() => {
    document.querySelector<HTMLElement>(`.kp-tags [data-path="${CSS.escape(pathname)}"]`)?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [pathname, snap.views.length]);

  const go = (next: string | null) => { if (next) navigate(next); };
  const refresh = (path: string) => {
    forget(path);
    navigate(`/redirect${path}`, { replace: true });
  };

  const menu = (view: TagView): MenuProps => ({
    items: [
      { key: 'refresh', label: t('tags.refresh') },
      { key: 'close', label: t('tags.close'), disabled: view.affix },
      { key: 'closeOthers', label: t('tags.closeOthers') },
      { key: 'closeLeft', label: t('tags.closeLeft') },
      { key: 'closeRight', label: t('tags.closeRight') },
      { key: 'closeAll', label: t('tags.closeAll') },
    ],
    onClick: ({ key, domEvent }) => {
      domEvent.stopPropagation();
      setMenuFor(null);
      if (key === 'refresh') {
        if (view.path === pathname) refresh(view.path);
        else { forget(view.path); navigate(view.path); }
      } else if (key === 'close') go(closeView(view.path, pathname));
      else if (key === 'closeOthers') { closeOthers(view.path, pathname); navigate(view.path); }
      else if (key === 'closeLeft') go(closeLeft(view.path, pathname));
      else if (key === 'closeRight') go(closeRight(view.path, pathname));
      else if (key === 'closeAll') go(closeAll(pathname));
    },
  });

  return (
    <div className="kp-tags" style={{ background: token.colorBgContainer, borderBottom: `1px solid ${token.colorBorderSecondary}` }} data-testid="tags-view">
      {snap.views.map((view) => {
        const active = view.path === pathname;
        return (
          <Dropdown
            key={view.path} menu={menu(view as TagView)} trigger={['contextMenu']}
            open={menuFor === view.path}
            // A menu closing late must not close the one opened after it.
            onOpenChange={(open) => setMenuFor((current) => (open ? view.path : current === view.path ? null : current))}
          >
            <span
              className={`kp-tag${active ? ' kp-tag--active' : ''}`}
              style={active ? { background: token.colorPrimary, borderColor: token.colorPrimary, color: '#fff' } : { borderColor: token.colorBorder }}
              onClick={() => navigate(view.path)}
              data-path={view.path}
              role="tab"
              aria-selected={active}
            >
              {routeTitle(view, t)}
              {!view.affix && (
                <CloseOutlined
                  className="kp-tag__close" aria-label={t('tags.close')}
                  onClick={(e) => { e.stopPropagation(); go(closeView(view.path, pathname)); }}
                />
              )}
            </span>
          </Dropdown>
        );
      })}
    </div>
  );
}
