import { PreviewText } from '@formily/antd-v5';
import { connect, mapReadPretty } from '@formily/react';
import { AutoComplete, Select, Space, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { get } from '../../http/client.ts';
import { MENU_ICONS, MenuIcon } from '../../layout/icons.tsx';
import { registeredScreens } from '../../router/screen-registry.ts';

interface Props { value?: string; onChange?: (value: string | null) => void; disabled?: boolean }

let known: Promise<Array<{ value: string; label: string }>> | undefined;

/** The registry's screens plus the server's schema files, once per page load. */
function knownScreens() {
  known ??= get<Array<{ component: string; title: string | null }>>('/screens', undefined, { silent: true })
    .catch(() => [])
    .then((files) => {
      const titles = new Map(files.map((f) => [f.component, f.title]));
      const paths = [...new Set([...registeredScreens(), ...files.map((f) => f.component)])].sort();
      return paths.map((p) => ({ value: p, label: titles.get(p) ? `${p}（${titles.get(p)}）` : p }));
    });
  return known;
}

/**
 * A component path: chosen from the known screens, or typed freely with a warning (an unknown
 * path shows the 404 screen until a screen or schema file with that path exists).
 */
function ComponentPickerField({ value, onChange, disabled }: Props) {
  const [options, setOptions] = useState<Array<{ value: string; label: string }>>([]);
  useEffect(() => { void knownScreens().then(setOptions); }, []);
  const unknown = Boolean(value) && options.length > 0 && !options.some((o) => o.value === value);
  return (
    <Space direction="vertical" size={2} style={{ width: '100%' }}>
      <AutoComplete
        value={value} disabled={disabled} allowClear placeholder="选择或输入组件路径，如 system/user" data-testid="component-picker"
        options={options.filter((o) => !value || o.value.includes(value) || o.label.includes(value))}
        onChange={(next) => onChange?.(next ? String(next) : null)}
      />
      {unknown && <Typography.Text type="warning" data-testid="component-warning">「{value}」不是已知页面：路由会显示 404，直到有同名的页面或 schema 文件。</Typography.Text>}
    </Space>
  );
}

/** A menu icon from the set the sidebar can draw, each shown with its picture. */
function IconPickerField({ value, onChange, disabled }: Props) {
  return (
    <Select
      value={value || undefined} disabled={disabled} allowClear showSearch placeholder="选择图标" data-testid="icon-picker"
      onChange={(next) => onChange?.(next ?? null)}
      options={Object.keys(MENU_ICONS).sort().map((name) => ({ value: name, label: <Space><MenuIcon name={name} />{name}</Space> }))}
      filterOption={(input, option) => String(option?.value).includes(input)}
    />
  );
}

export const ComponentPicker = connect(ComponentPickerField, mapReadPretty(PreviewText.Input));
export const IconPicker = connect(IconPickerField, mapReadPretty(({ value }: { value?: string }) => (value ? <Space><MenuIcon name={value} />{value}</Space> : <span>无</span>)));
