import { ArrowDownOutlined, ArrowUpOutlined, ColumnHeightOutlined, SettingOutlined } from '@ant-design/icons';
import { Button, Checkbox, Dropdown, Popover, Space } from 'antd';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentUsername } from '../session/token-store.ts';

export type Density = 'large' | 'middle' | 'small';

/** Which columns a person shows, in which order, and how dense the rows are; kept per user and screen. */
export interface TableView { order: string[]; hidden: string[]; density: Density }

const storageKey = (screen: string) => `kp_table_view:${currentUsername() ?? ''}:${screen}`;

function read(screen: string): Partial<TableView> {
  try {
    return JSON.parse(localStorage.getItem(storageKey(screen)) ?? '{}') as Partial<TableView>;
  } catch {
    return {};
  }
}

/** The person's view of a screen's table, and a setter that keeps it. Columns it does not know keep the schema's place. */
export function useTableView(screen: string, keys: string[]): [TableView, (next: TableView) => void] {
  const [saved, setSaved] = useState(() => read(screen));
  const known = (saved.order ?? []).filter((k) => keys.includes(k));
  const view: TableView = {
    order: [...known, ...keys.filter((k) => !known.includes(k))],
    hidden: (saved.hidden ?? []).filter((k) => keys.includes(k)),
    density: saved.density ?? 'middle',
  };
  const update = useCallback((next: TableView) => {
    localStorage.setItem(storageKey(screen), JSON.stringify(next));
    setSaved(next);
  }, [screen]);
  return [view, update];
}

/** The toolbar's column settings (show, hide, move up or down, reset) and density buttons. */
export function TableSettings({ view, titles, onChange }: { view: TableView; titles: Record<string, string>; onChange: (next: TableView) => void }) {
  const { t } = useTranslation();
  const move = (key: string, by: number) => {
    const order = [...view.order];
    const at = order.indexOf(key);
    const to = at + by;
    if (to < 0 || to >= order.length) return;
    [order[at], order[to]] = [order[to], order[at]];
    onChange({ ...view, order });
  };
  const toggle = (key: string, shown: boolean) => onChange({ ...view, hidden: shown ? view.hidden.filter((k) => k !== key) : [...view.hidden, key] });
  const list = (
    <div data-testid="column-settings" style={{ minWidth: 220 }}>
      {view.order.map((key, i) => (
        <div key={key} style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 8, padding: '2px 0' }}>
          <Checkbox checked={!view.hidden.includes(key)} onChange={(e) => toggle(key, e.target.checked)}>{titles[key] ?? key}</Checkbox>
          <Space size={0}>
            <Button type="text" size="small" icon={<ArrowUpOutlined />} aria-label={`${t('crud.moveUp')} ${titles[key] ?? key}`} disabled={i === 0} onClick={() => move(key, -1)} />
            <Button type="text" size="small" icon={<ArrowDownOutlined />} aria-label={`${t('crud.moveDown')} ${titles[key] ?? key}`} disabled={i === view.order.length - 1} onClick={() => move(key, 1)} />
          </Space>
        </div>
      ))}
      <Button type="link" size="small" style={{ padding: 0 }} onClick={() => onChange({ order: [], hidden: [], density: view.density })}>{t('crud.resetColumns')}</Button>
    </div>
  );
  return (
    <>
      <Dropdown
        trigger={['click']}
        menu={{
          selectable: true, selectedKeys: [view.density],
          items: (['large', 'middle', 'small'] as const).map((d) => ({ key: d, label: t(`crud.density.${d}`) })),
          onClick: ({ key }) => onChange({ ...view, density: key as Density }),
        }}
      >
        <Button icon={<ColumnHeightOutlined />} aria-label={t('crud.densityTitle')} />
      </Dropdown>
      <Popover trigger="click" placement="bottomRight" title={t('crud.columns')} content={list}>
        <Button icon={<SettingOutlined />} aria-label={t('crud.columns')} />
      </Popover>
    </>
  );
}
