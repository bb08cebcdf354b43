import { Button, ColorPicker, Divider, Drawer, Form, Input, Segmented, Select, Space, Switch } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { isHexColor } from '../../validators/patterns.ts';
import { type Language, LANGUAGES } from '../i18n/i18n.ts';
import { type ComponentSize, resetSettings, settings, type ThemeMode } from '../settings/settings-store.ts';

/** Every layout setting of SPEC §3, applied at once and remembered. */
export function SettingsDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const snap = useSnapshot(settings);
  const [colorText, setColorText] = useState<string | null>(null);
  const shownColor = colorText ?? snap.themeColor;
  const colorValid = isHexColor(shownColor);

  const setColor = (value: string) => {
    setColorText(value);
    if (isHexColor(value)) settings.themeColor = value.toUpperCase();
  };

  const toggle = (key: 'tagsView' | 'sidebarLogo' | 'fixedHeader' | 'watermark', label: string) => (
    <Form.Item label={label} style={{ marginBottom: 12 }}>
      <Switch checked={snap[key]} onChange={(on) => { settings[key] = on; }} aria-label={label} data-testid={`setting-${key}`} />
    </Form.Item>
  );

  return (
    <Drawer title={t('settings.title')} open={open} onClose={onClose} width={320} data-testid="settings-drawer">
      <Form layout="horizontal" labelCol={{ span: 12 }} labelAlign="left" colon={false}>
        <Divider orientation="left" plain>{t('settings.theme')}</Divider>
        <Segmented<ThemeMode>
          block value={snap.theme} onChange={(v) => { settings.theme = v; }} data-testid="setting-theme"
          options={[{ value: 'light', label: t('settings.light') }, { value: 'dark', label: t('settings.dark') }, { value: 'auto', label: t('settings.auto') }]}
        />
        <Form.Item
          label={t('settings.themeColor')} style={{ marginTop: 16 }}
          validateStatus={colorValid ? undefined : 'error'} help={colorValid ? undefined : t('settings.invalidColor')}
        >
          <Space.Compact>
            <ColorPicker value={snap.themeColor} disabledAlpha onChangeComplete={(c) => setColor(c.toHexString())} />
            <Input value={shownColor} onChange={(e) => setColor(e.target.value.trim())} style={{ width: 100 }} aria-label={t('settings.themeColor')} data-testid="setting-themeColor" />
          </Space.Compact>
        </Form.Item>
        <Divider orientation="left" plain>{t('settings.interface')}</Divider>
        <Segmented<'left' | 'top'>
          block value={snap.layout} onChange={(v) => { settings.layout = v; }} style={{ marginBottom: 16 }} data-testid="setting-layout"
          options={[{ value: 'left', label: t('settings.layoutLeft') }, { value: 'top', label: t('settings.layoutTop') }]}
        />
        {toggle('tagsView', t('settings.tagsView'))}
        {toggle('sidebarLogo', t('settings.sidebarLogo'))}
        {toggle('fixedHeader', t('settings.fixedHeader'))}
        {toggle('watermark', t('settings.watermark'))}
        <Form.Item label={t('settings.language')} style={{ marginBottom: 12 }}>
          <Select<Language> value={snap.language} onChange={(v) => { settings.language = v; }} style={{ width: 120 }}
            options={(Object.keys(LANGUAGES) as Language[]).map((k) => ({ value: k, label: LANGUAGES[k].label }))} />
        </Form.Item>
        <Form.Item label={t('settings.size')} style={{ marginBottom: 12 }}>
          <Select<ComponentSize> value={snap.size} onChange={(v) => { settings.size = v; }} style={{ width: 120 }}
            options={(['default', 'large', 'small'] as const).map((k) => ({ value: k, label: t(`size.${k}`) }))} />
        </Form.Item>
        <Button block onClick={() => { resetSettings(); setColorText(null); }}>{t('settings.reset')}</Button>
      </Form>
    </Drawer>
  );
}
