import { Descriptions, Empty, Spin, Tag, Typography } from 'antd';
import { useContext, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { get } from '../http/client.ts';
import { ScreenComponent } from './widgets/relation.tsx';

interface Group { what: string; count: number; names: string[]; page?: boolean }

/**
 * 「被引用」 in a record's detail (`detail.usedBy`): which records use it — by a relation, by showing its
 * file in rich text, or on a single page — with how many and the first names. A record in use is not
 * deleted; this says where to look first.
 */
export function UsedByList({ id }: { id: number }) {
  const component = useContext(ScreenComponent);
  const { t } = useTranslation();
  const [groups, setGroups] = useState<Group[] | null>(null);
  useEffect(() => {
    let live = true;
    get<Group[]>(`/used-by/${component}`, { id }, { silent: true }).then((found) => { if (live) setGroups(found); }).catch(() => { if (live) setGroups([]); });
    return () => { live = false; };
  }, [component, id]);
  return (
    <div data-testid="used-by" style={{ marginTop: 16 }}>
      <Typography.Title level={5}>{t('crud.usedBy')}</Typography.Title>
      {groups === null ? <Spin size="small" /> : groups.length === 0 ? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('crud.usedByNone')} /> : (
        <Descriptions size="small" column={1} bordered items={groups.map((g) => ({
          key: g.what, label: `${g.what}（${g.count}）`,
          children: <>{g.names.map((n) => <Tag key={n}>{n}</Tag>)}{g.count > g.names.length && <Typography.Text type="secondary">{t('crud.usedByMore', { count: g.count - g.names.length })}</Typography.Text>}</>,
        }))} />
      )}
    </div>
  );
}
