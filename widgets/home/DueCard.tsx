import { Button, Card, Empty, List, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { get } from '../../runtime/http/client.ts';
import { useRouteTable } from '../../runtime/router/use-route-handle.ts';

type Row = Record<string, unknown> & { id: number };
/** One screen's due items, as GET /due answers them (the schema's `due`). */
interface DueGroup { component: string; title: string; titles: Record<string, string>; field: string; latestBy: string | null; text: string | null; about: string | null; now: string; items: Row[]; total: number }

/**
 * 待办提醒: the caller's own items due within a week (follow-ups with a next time), soonest first,
 * overdue ones marked; each opens the screen of what it is about (the talent list).
 */
export function DueCard() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const routes = useRouteTable();
  const [groups, setGroups] = useState<DueGroup[] | null>(null);
  // The first 20 of each kind; 查看全部 reads them all (up to 500).
  const [all, setAll] = useState(false);
  useEffect(() => {
    let live = true;
    get<DueGroup[]>('/due', all ? { all: '1' } : undefined, { silent: true }).then((found) => live && setGroups(found)).catch(() => live && setGroups([]));
    return () => { live = false; };
  }, [all]);
  const items = (groups ?? []).flatMap((g) => g.items.map((item) => ({ group: g, item })));
  const total = (groups ?? []).reduce((sum, g) => sum + (g.total ?? g.items.length), 0);
  return (
    <Card
      title={t('home.due')} loading={groups === null} data-testid="due-card"
      extra={total > items.length ? <Button type="link" size="small" onClick={() => setAll(true)} data-testid="due-all">{t('home.dueAll', { count: total })}</Button> : null}
      styles={all ? { body: { maxHeight: 480, overflowY: 'auto' } } : undefined}
    >
      {items.length === 0 ? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('home.noDue')} /> : (
        <List
          size="small" dataSource={items}
          renderItem={({ group, item }) => {
            const at = String(item[group.field] ?? '');
            const path = routes.find((r) => r.component === group.about)?.path;
            const name = group.latestBy ? String(item[`${group.latestBy}_label`] ?? '') : '';
            const text = group.text ? String(item[group.text] ?? '') : '';
            return (
              <List.Item data-testid="due-item" style={{ cursor: path ? 'pointer' : undefined }} onClick={() => path && navigate(path)}
                extra={at < group.now ? <Tag color="red">{t('home.overdue')}</Tag> : null}>
                <List.Item.Meta
                  title={<span><Tag>{group.titles[i18n.language] ?? group.title}</Tag>{name}</span>}
                  description={<><Typography.Text type={at < group.now ? 'danger' : 'secondary'}>{t('home.dueAt', { time: at.slice(0, 16) })}</Typography.Text>{text ? <Typography.Text type="secondary" ellipsis> · {text}</Typography.Text> : null}</>}
                />
              </List.Item>
            );
          }}
        />
      )}
    </Card>
  );
}
