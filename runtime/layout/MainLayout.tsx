import { Alert, Button, Drawer, Grid, Layout, theme as antdTheme, Watermark } from 'antd';
import { useTranslation } from 'react-i18next';
import { endPreview, session } from '../session/session-store.ts';
import { useLocation } from 'react-router-dom';
import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { systemInfo } from '../session/system-info.ts';
import { settings } from '../settings/settings-store.ts';
import { useEffectiveTheme } from '../settings/use-theme.ts';
import { WATERMARK_ALPHA, watermarkColor } from '../settings/watermark.ts';
import { HeaderBar } from './HeaderBar.tsx';
import { KeepAliveOutlet } from './KeepAliveOutlet.tsx';
import { SettingsDrawer } from './SettingsDrawer.tsx';
import { SideMenu } from './SideMenu.tsx';
import { TagsView } from './TagsView.tsx';

/** The image at `src` redrawn at `alpha` opacity, as a data URL (antd fades watermark text, not images). */
function useFaintImage(src: string, alpha: number): string | undefined {
  const [faint, setFaint] = useState<string>();
  useEffect(() => {
    if (!src) return setFaint(undefined);
    const image = new Image();
    image.onload = () => {
      const canvas = document.createElement('canvas');
      canvas.width = 96;
      canvas.height = 96;
      const ctx = canvas.getContext('2d');
      if (!ctx) return;
      ctx.globalAlpha = alpha;
      ctx.drawImage(image, 0, 0, 96, 96);
      setFaint(canvas.toDataURL('image/png'));
    };
    image.onerror = () => setFaint(undefined);
    image.src = src;
  }, [src, alpha]);
  return faint;
}

function Logo({ collapsed }: { collapsed: boolean }) {
  const { systemName, systemLogo } = useSnapshot(systemInfo);
  return (
    <div className="kp-logo" data-testid="sidebar-logo">
      {systemLogo && <img src={systemLogo} alt="" />}
      {!collapsed && <span>{systemName}</span>}
    </div>
  );
}

/** The main layout: sidebar (or top menu), header, tags view, the page, settings; watermark when on. */
export default function MainLayout() {
  const snap = useSnapshot(settings);
  const info = useSnapshot(systemInfo);
  const { t } = useTranslation();
  const { profile } = useSnapshot(session);
  const preview = profile?.preview;
  const theme = useEffectiveTheme();
  const { token } = antdTheme.useToken();
  const [settingsOpen, setSettingsOpen] = useState(false);
  const faintLogo = useFaintImage(snap.watermark ? info.systemLogo : '', WATERMARK_ALPHA);
  const menuTheme = theme === 'dark' ? 'dark' : 'light';
  // Below 768 px the sidebar is a drawer over the page (closed until asked for, closed again on arrival).
  const phone = Grid.useBreakpoint().md === false;
  const { pathname } = useLocation();
  useEffect(() => { if (phone) settings.sidebarCollapsed = true; }, [phone, pathname]);

  const header = (
    <Layout.Header className={snap.fixedHeader ? 'kp-fixed-header' : undefined} style={{ padding: 0, height: 'auto', lineHeight: 'normal', background: 'transparent' }} data-testid="header">
      <HeaderBar
        onOpenSettings={() => setSettingsOpen(true)}
        left={snap.layout === 'top' ? (
          <div className="kp-topbar">
            {snap.sidebarLogo && <Logo collapsed={false} />}
            <SideMenu mode="horizontal" theme="light" />
          </div>
        ) : undefined}
      />
      {snap.tagsView && <TagsView />}
    </Layout.Header>
  );

  const page = (
    <Layout.Content style={{ margin: phone ? 8 : 16, minHeight: 280, minWidth: 0 }}>
      <KeepAliveOutlet />
    </Layout.Content>
  );

  const body = (
    <Layout style={{ minHeight: '100vh' }} data-layout={snap.layout}>
      {snap.layout === 'left' && phone && (
        <Drawer
          placement="left" width={240} open={!snap.sidebarCollapsed} onClose={() => { settings.sidebarCollapsed = true; }}
          closable={false} styles={{ body: { padding: 0 } }} data-testid="sidebar-drawer"
        >
          {snap.sidebarLogo && <Logo collapsed={false} />}
          <SideMenu mode="inline" theme="light" collapsed={false} />
        </Drawer>
      )}
      {snap.layout === 'left' && !phone && (
        <Layout.Sider
          collapsible trigger={null} collapsed={snap.sidebarCollapsed} width={220} theme={menuTheme}
          // Fixed beside the page, scrolling on its own: a low entry never opens a screen scrolled out of view.
          style={{ borderInlineEnd: `1px solid ${token.colorBorderSecondary}`, position: 'sticky', top: 0, height: '100vh', overflowY: 'auto', overflowX: 'hidden' }} data-testid="sidebar"
          data-collapsed={snap.sidebarCollapsed}
        >
          {snap.sidebarLogo && <Logo collapsed={snap.sidebarCollapsed} />}
          <SideMenu mode="inline" theme={menuTheme} collapsed={snap.sidebarCollapsed} />
        </Layout.Sider>
      )}
      <Layout>
        {preview && (
          <Alert banner type="warning" data-testid="preview-banner" message={t('users.previewBanner', { name: profile?.nickname ?? profile?.username, by: preview.by })}
            action={<Button size="small" onClick={() => void endPreview()}>{t('users.previewEnd')}</Button>} />
        )}
        {header}
        {page}
      </Layout>
      <SettingsDrawer open={settingsOpen} onClose={() => setSettingsOpen(false)} />
    </Layout>
  );

  if (!snap.watermark) return body;
  const font = { color: watermarkColor(theme), fontSize: 16 };
  return (
    <Watermark className="kp-watermark" content={info.systemName} font={font} gap={[160, 160]} zIndex={1000}>
      {faintLogo ? (
        <Watermark image={faintLogo} width={40} height={40} gap={[160, 160]} offset={[100, 100]} zIndex={1000}>{body}</Watermark>
      ) : body}
    </Watermark>
  );
}
