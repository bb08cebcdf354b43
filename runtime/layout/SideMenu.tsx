import { Menu } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { session } from '../session/session-store.ts';
import { ancestorsOf, menuItems } from './menu-items.tsx';

/** The route tree as a menu; `mode` is inline in the sidebar and horizontal in the top layout. */
export function SideMenu({ mode, theme, collapsed }: { mode: 'inline' | 'horizontal'; theme: 'light' | 'dark'; collapsed?: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { routes } = useSnapshot(session);
  const items = useMemo(() => menuItems(routes as never, t), [routes, t]);
  return (
    <Menu
      mode={mode}
      theme={theme}
      items={items}
      selectedKeys={[pathname]}
      defaultOpenKeys={collapsed ? [] : ancestorsOf(pathname)}
      onClick={({ key }) => { if (key.startsWith('/')) navigate(key); }}
      style={{ borderInlineEnd: 'none' }}
      data-testid="side-menu"
    />
  );
}
