import { PictureOutlined, SearchOutlined, SoundOutlined, FilePdfOutlined, VideoCameraOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Input, Modal, Pagination, Space, Spin, Typography } from 'antd';
import { useContext, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { get } from '../../http/client.ts';
import { parseBinding, type ScreenSchema } from '../../../schemas/types.ts';
import { fetchSchema } from '../schema-source.ts';
import { emptyText } from '../../i18n/i18n.ts';
import { ScreenComponent } from './relation.tsx';

/** One item of a library screen as the browser shows it. */
export interface LibraryItem { id: number; title?: string; file?: string; thumb?: string; kind?: string; [key: string]: unknown }

/** A public file's address: what an `<img>` on the website (and in rich text) shows, no token needed. */
export const publicFileUrl = (url: string) => url.replace('/v1/api/files/private/', '/v1/api/files/');

/**
 * How to read a library screen: its list binding, its label field, and the fields its upload fills
 * (x-upload.info: the kind to filter by, the thumbnail to show). Read from the screen's own schema.
 */
function libraryOf(schema: ScreenSchema) {
  const upload = Object.entries(schema.model.properties).find(([, f]) => f['x-upload']?.info);
  const info = upload?.[1]['x-upload']?.info ?? {};
  return { list: parseBinding(schema.api.list)!, detail: schema.api.detail ? parseBinding(schema.api.detail) : null, file: upload?.[0] ?? 'file', kind: info.kind, thumb: info.thumb, label: schema.recordLabel ?? 'title' };
}

const PAGE = 12;
const KIND_ICONS: Record<string, JSX.Element> = { video: <VideoCameraOutlined />, audio: <SoundOutlined />, document: <FilePdfOutlined /> };

/** An item's picture: its thumbnail, or the icon of its kind. */
function ItemPicture({ item, thumb, size = 96 }: { item: LibraryItem; thumb?: string; size?: number }) {
  const src = thumb && typeof item[thumb] === 'string' ? publicFileUrl(item[thumb] as string) : undefined;
  return src
    ? <img src={src} alt="" style={{ width: '100%', height: size, objectFit: 'cover', display: 'block' }} />
    : <div style={{ height: size, display: 'grid', placeItems: 'center', fontSize: 28, opacity: 0.6 }}>{KIND_ICONS[String(item.kind)] ?? <PictureOutlined />}</div>;
}

/**
 * Browses a library screen (the material library) for items of the kinds `accept`, searched by
 * keywords, 12 a page, and answers the item picked. Read through the screen's own list, so its
 * permission holds.
 */
export function LibraryBrowser({ screen, accept, open, onClose, onPick }: {
  screen: string; accept?: string[]; open: boolean; onClose: () => void; onPick: (item: LibraryItem, library: ReturnType<typeof libraryOf>) => void;
}) {
  const { t } = useTranslation();
  const [library, setLibrary] = useState<ReturnType<typeof libraryOf> | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [keywords, setKeywords] = useState('');
  const [page, setPage] = useState(1);
  const [items, setItems] = useState<{ list: LibraryItem[]; total: number } | null>(null);
  useEffect(() => {
    if (!open || library) return;
    fetchSchema(screen).then((loaded) => (loaded.schema ? setLibrary(libraryOf(loaded.schema)) : setProblem(t('library.unavailable')))).catch(() => setProblem(t('library.unavailable')));
  }, [open, screen, library, t]);
  useEffect(() => {
    if (!open || !library) return;
    let live = true;
    setItems(null);
    const query: Record<string, unknown> = { page, pageSize: PAGE, keywords: keywords || undefined };
    if (library.kind && accept?.length === 1) query[library.kind] = accept[0] === 'pdf' ? 'document' : accept[0];
    get<{ list: LibraryItem[]; total: number }>(library.list.path, query, { silent: true })
      .then((found) => { if (live) setItems(found); })
      .catch(() => { if (live) setProblem(t('library.unavailable')); });
    return () => { live = false; };
  }, [open, library, page, keywords, accept, t]);
  return (
    <Modal open={open} onCancel={onClose} footer={null} width={760} title={t('library.title')} destroyOnHidden>
      <Input.Search allowClear placeholder={t('library.search')} enterButton={<SearchOutlined />} onSearch={(v) => { setPage(1); setKeywords(v.trim()); }} style={{ marginBottom: 12 }} aria-label={t('library.search')} />
      {problem ? <Empty description={problem} /> : !items ? <div style={{ textAlign: 'center', padding: 32 }}><Spin /></div> : items.list.length === 0 ? <Empty description={t('library.empty')} /> : (
        <>
          <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))', gap: 12 }} data-testid="library-items">
            {items.list.map((item) => (
              <Card key={item.id} hoverable size="small" cover={<ItemPicture item={item} thumb={library?.thumb} />} onClick={() => { onPick(item, library!); onClose(); }}
                role="button" aria-label={String(item[library!.label] ?? item.id)} tabIndex={0} onKeyDown={(e) => { if (e.key === 'Enter') { onPick(item, library!); onClose(); } }}>
                <Typography.Text ellipsis style={{ width: '100%' }}>{String(item[library!.label] ?? item.id)}</Typography.Text>
              </Card>
            ))}
          </div>
          <Pagination style={{ marginTop: 12, textAlign: 'right' }} size="small" current={page} pageSize={PAGE} total={items.total} onChange={setPage} showSizeChanger={false} />
        </>
      )}
    </Modal>
  );
}

/**
 * A relation to a library item (a note's cover: `x-relation` to the material library with
 * `"x-component": "MaterialPicker"`): the item's picture and name, chosen from the library browser.
 * `accept` keeps to kinds (`["image"]`).
 */
export function MaterialPicker({ value, onChange, disabled, screen, accept, readOnly, ...rest }: {
  value?: number | null; onChange?: (v: number | null) => void; disabled?: boolean; screen: string; accept?: string[]; readOnly?: boolean; 'aria-label'?: string;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [item, setItem] = useState<LibraryItem | null>(null);
  const [library, setLibrary] = useState<ReturnType<typeof libraryOf> | null>(null);
  const owner = useContext(ScreenComponent);
  useEffect(() => {
    if (value === null || value === undefined) return setItem(null);
    if (item?.id === value) return;
    let live = true;
    fetchSchema(screen).then((loaded) => {
      const lib = loaded.schema && libraryOf(loaded.schema);
      if (!lib?.detail || !live) return;
      setLibrary(lib);
      return get<LibraryItem>(lib.detail.path.replace('{id}', String(value)), undefined, { silent: true }).then((found) => { if (live) setItem(found); });
    }).catch(() => { if (live) setItem({ id: value }); });
    return () => { live = false; };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [value, screen]);
  const shown = value === null || value === undefined ? null : item ?? { id: value };
  if (readOnly && !shown) return <span>{emptyText()}</span>;
  return (
    <Space align="start" data-testid="material-picker" data-owner={owner}>
      {shown && (
        <div style={{ width: 120 }}>
          <ItemPicture item={shown} thumb={library?.thumb ?? 'thumb'} size={80} />
          <Typography.Text ellipsis style={{ width: 120, display: 'block' }}>{String(shown[library?.label ?? 'title'] ?? `#${shown.id}`)}</Typography.Text>
        </div>
      )}
      {!readOnly && (
        <Space direction="vertical">
          <Button icon={<PictureOutlined />} disabled={disabled} onClick={() => setOpen(true)} aria-label={`${rest['aria-label'] ? `${rest['aria-label']}：` : ''}${shown ? t('library.change') : t('library.choose')}`}>{shown ? t('library.change') : t('library.choose')}</Button>
          {shown && <Button type="link" size="small" disabled={disabled} onClick={() => onChange?.(null)}>{t('library.clear')}</Button>}
        </Space>
      )}
      <LibraryBrowser screen={screen} accept={accept} open={open} onClose={() => setOpen(false)} onPick={(picked, lib) => { setLibrary(lib); setItem(picked); onChange?.(picked.id); }} />
    </Space>
  );
}

/** A library item shown, never changed (a detail view). */
export function MaterialView(props: { value?: number | null; screen: string }) {
  return <MaterialPicker {...props} readOnly />;
}
