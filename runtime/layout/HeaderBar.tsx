import {
  DownOutlined, FullscreenExitOutlined, FullscreenOutlined, FontSizeOutlined, LockOutlined, LogoutOutlined,
  MenuFoldOutlined, MenuUnfoldOutlined, PictureOutlined, SettingOutlined, UserOutlined,
} from '@ant-design/icons';
import { Avatar, Breadcrumb, Button, Dropdown, Space, theme as antdTheme } from 'antd';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { feedback } from '../antd/feedback.ts';
import { LanguageSwitch } from '../i18n/LanguageSwitch.tsx';
import { useRouteTable } from '../router/use-route-handle.ts';
import { logout, session } from '../session/session-store.ts';
import { type ComponentSize, settings } from '../settings/settings-store.ts';
import { ChangeAvatarDialog } from './ChangeAvatarDialog.tsx';
import { IconButton } from '../antd/IconButton.tsx';
import { ChangePasswordDialog } from './ChangePasswordDialog.tsx';
import { trailOf } from './menu-items.tsx';
import { shellOptions } from '../shell-options.ts';

function useFullscreen(): [boolean, () => void] {
  const [on, setOn] = useState(Boolean(document.fullscreenElement));
  useEffect(() => {
    const onChange = () => setOn(Boolean(document.fullscreenElement));
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);
  const toggle = () => void (document.fullscreenElement ? document.exitFullscreen() : document.documentElement.requestFullscreen()).catch(() => undefined);
  return [on, toggle];
}

/** The header: sidebar toggle and breadcrumb (or the top menu), then fullscreen, size, language, settings and the user menu. */
export function HeaderBar({ left, onOpenSettings }: { left?: ReactNode; onOpenSettings: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { profile, routes } = useSnapshot(session);
  const snap = useSnapshot(settings);
  const table = useRouteTable();
  const [fullscreen, toggleFullscreen] = useFullscreen();
  const [dialog, setDialog] = useState<'password' | 'avatar' | null>(null);
  const { token } = antdTheme.useToken();

  const profilePath = shellOptions.profileComponent ? table.find((r) => r.component === shellOptions.profileComponent)?.path : undefined;
  const trail = pathname === '/dashboard' ? [] : trailOf(routes as never, pathname);

  const confirmLogout = () => feedback.modal.confirm({
    title: t('error.expiredTitle'), content: t('navbar.logoutConfirm'), okText: t('common.ok'), cancelText: t('common.cancel'),
    onOk: () => logout(),
  });

  return (
    <div className="kp-header" style={{ background: token.colorBgContainer, borderBottom: `1px solid ${token.colorBorderSecondary}` }}>
      {left ?? (
        <Space>
          <IconButton
            label={snap.sidebarCollapsed ? t('navbar.expandSidebar') : t('navbar.collapseSidebar')} data-testid="sidebar-toggle"
            icon={snap.sidebarCollapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
            onClick={() => { settings.sidebarCollapsed = !settings.sidebarCollapsed; }}
          />
          <Breadcrumb
            data-testid="breadcrumb"
            items={[{ title: <a onClick={() => navigate('/dashboard')}>{t('route.dashboard')}</a> }, ...trail.map((title) => ({ title }))]}
          />
        </Space>
      )}
      <Space size={4} className="kp-header__actions">
        <IconButton label={fullscreen ? t('navbar.exitFullscreen') : t('navbar.fullscreen')} icon={fullscreen ? <FullscreenExitOutlined /> : <FullscreenOutlined />} onClick={toggleFullscreen} data-testid="fullscreen" />
        <Dropdown menu={{
          selectable: true, selectedKeys: [snap.size],
          items: (['default', 'large', 'small'] as ComponentSize[]).map((key) => ({ key, label: t(`size.${key}`) })),
          onClick: ({ key }) => { settings.size = key as ComponentSize; },
        }}>
          <IconButton label={t('navbar.size')} icon={<FontSizeOutlined />} data-testid="size-switch" />
        </Dropdown>
        <LanguageSwitch />
        <IconButton label={t('navbar.settings')} icon={<SettingOutlined />} onClick={onOpenSettings} data-testid="open-settings" />
        <Dropdown menu={{
          items: [
            ...(profilePath ? [{ key: 'profile', icon: <UserOutlined />, label: t('navbar.profile') }] : []),
            { key: 'password', icon: <LockOutlined />, label: t('navbar.changePassword') },
            { key: 'avatar', icon: <PictureOutlined />, label: t('navbar.changeAvatar') },
            { type: 'divider' as const },
            { key: 'logout', icon: <LogoutOutlined />, label: t('navbar.logout'), danger: true },
          ],
          onClick: ({ key }) => {
            if (key === 'profile' && profilePath) navigate(profilePath);
            else if (key === 'password' || key === 'avatar') setDialog(key);
            else if (key === 'logout') confirmLogout();
          },
        }}>
          <Button type="text" data-testid="user-menu" style={{ height: 40 }}>
            <Avatar size="small" src={profile?.avatar || undefined} icon={<UserOutlined />} />
            <span>{profile?.nickname || profile?.username}</span>
            <DownOutlined style={{ fontSize: 10 }} />
          </Button>
        </Dropdown>
      </Space>
      <ChangePasswordDialog open={dialog === 'password'} onClose={() => setDialog(null)} />
      <ChangeAvatarDialog open={dialog === 'avatar'} onClose={() => setDialog(null)} />
    </div>
  );
}
