import { PaperClipOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Image, Space, Spin, Upload } from 'antd';
import { lazy, Suspense, useContext, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { emptyText } from '../../i18n/i18n.ts';
import { http, post } from '../../http/client.ts';
import { ScreenComponent } from './relation.tsx';
import { publicFileUrl } from './material.tsx';

// pdf.js comes only with the first PDF shown.
const PdfFirstPage = lazy(() => import('./pdf-preview.tsx'));

/** The `accept` of a file input for the kinds an upload field takes. */
const ACCEPT: Record<string, string> = {
  image: 'image/png,image/jpeg,image/gif,image/webp', pdf: 'application/pdf',
  video: 'video/mp4,video/quicktime,video/webm,.mp4,.mov,.webm', audio: 'audio/mpeg,audio/mp4,audio/wav,audio/ogg,audio/aac,.mp3,.m4a,.wav,.ogg,.aac',
};

/**
 * A private file (uploaded into a record's field, or written by the server) as a blob: URL, read with
 * the caller's token, since the server shows it only to those who may open the screen. The caller
 * revokes the URL when done; `silent` keeps a refusal from being shown.
 */
async function readPrivateFile(url: string, silent = false): Promise<string> {
  return URL.createObjectURL(await readPrivateBlob(url, silent));
}

/** A private file's bytes with their type, read with the caller's token. */
async function readPrivateBlob(url: string, silent = false): Promise<Blob> {
  return (await http.get<Blob>(url, { baseURL: '', responseType: 'blob', silent } as never)).data;
}

/** Opens a private file in a new tab. */
export function FileLink({ value }: { value?: string | null }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  if (!value) return <span>{emptyText()}</span>;
  const open = async () => {
    // The tab opens at once (a popup blocker allows it only in the click), then shows the file.
    const tab = window.open('', '_blank');
    setBusy(true);
    try {
      const url = await readPrivateFile(value);
      if (tab) tab.location.href = url;
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
    } catch {
      tab?.close();
    } finally {
      setBusy(false);
    }
  };
  return <Button type="link" size="small" icon={<PaperClipOutlined />} loading={busy} onClick={() => void open()} data-testid="file-link">{t('upload.view')}</Button>;
}

/** Whether `url` is a private file (read with the caller's token), not a public address. */
export const isPrivateFile = (url: string) => url.startsWith('/v1/api/files/private/');

/**
 * A private image (a seal drawn by the server, a scan) shown in place: read with the caller's token
 * as a blob; a click shows it large.
 */
export function PrivateImage({ value, size = 40 }: { value: string; size?: number }) {
  const [src, setSrc] = useState<string>();
  useEffect(() => {
    let url: string | undefined;
    let gone = false;
    readPrivateFile(value, true).then((read) => {
      if (gone) return URL.revokeObjectURL(read);
      url = read;
      setSrc(read);
    }).catch(() => { /* an image not shown is its own message */ });
    return () => { gone = true; if (url) URL.revokeObjectURL(url); };
  }, [value]);
  return <Image src={src} width={size} height={size} style={{ objectFit: 'contain' }} data-testid="private-image" alt="" />;
}

/** A private image field shown, never edited (a seal the server draws): 无 when empty. */
export function ImageView({ value }: { value?: string | null }) {
  return value ? <PrivateImage value={value} size={160} /> : <span>{emptyText()}</span>;
}

/**
 * An upload field (x-upload): a file chosen is sent to POST /uploads/{screen}?field=… (the server
 * reads its type from its bytes and keeps it private) and the field takes the URL it answers.
 */
export function FileUploadField({ value, onChange, disabled, field, accept = ['image', 'pdf'], ...rest }: {
  value?: string | null; onChange?: (url: string | undefined) => void; disabled?: boolean; field?: string; accept?: string[]; 'aria-label'?: string;
}) {
  const component = useContext(ScreenComponent);
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const send = async (file: File) => {
    const body = new FormData();
    body.append('file', file);
    setBusy(true);
    try {
      const { url } = await post<{ url: string }>(`/uploads/${component}`, body, { params: { field }, headers: { 'Content-Type': 'multipart/form-data' } });
      onChange?.(url);
    } catch { /* the http client has said why */ } finally {
      setBusy(false);
    }
  };
  return (
    <Space>
      <Upload accept={accept.map((k) => ACCEPT[k]).filter(Boolean).join(',')} showUploadList={false} disabled={disabled} beforeUpload={(file) => { void send(file); return false; }}>
        <Button icon={<UploadOutlined />} loading={busy} disabled={disabled} aria-label={rest['aria-label']}>{value ? t('upload.replace') : t('upload.choose')}</Button>
      </Upload>
      {value && <FileLink value={value} />}
    </Space>
  );
}

/**
 * A kept file shown where it is read (a detail view): an image in place (a click zooms it), a video
 * or an audio file in its player — a public file (the material library's) straight from its address,
 * a private one read with the caller's token — and anything else as a link that opens it.
 */
export function FilePreview({ value, public: open }: { value?: string | null; public?: boolean }) {
  const [shown, setShown] = useState<{ src: string; type: string } | null>(null);
  useEffect(() => {
    if (!value) return undefined;
    let url: string | undefined;
    let gone = false;
    if (open) {
      // The type is asked for with a HEAD: the bytes come only with the player.
      const src = publicFileUrl(value);
      void fetch(src, { method: 'HEAD' }).then((res) => { if (!gone) setShown({ src, type: res.headers.get('content-type') ?? '' }); }).catch(() => undefined);
    } else {
      void readPrivateBlob(value, true).then((blob) => {
        if (gone) return;
        url = URL.createObjectURL(blob);
        setShown({ src: url, type: blob.type });
      }).catch(() => undefined);
    }
    return () => { gone = true; if (url) URL.revokeObjectURL(url); };
  }, [value, open]);
  if (!value) return <span>{emptyText()}</span>;
  const type = shown?.type ?? '';
  return (
    <Space direction="vertical" data-testid="file-preview">
      {type.startsWith('image/') && <Image src={shown!.src} width={240} style={{ objectFit: 'contain', maxHeight: 240 }} alt="" />}
      {type.startsWith('video/') && <video src={shown!.src} controls preload="metadata" style={{ width: 320, maxWidth: '100%' }} data-testid="video-player" />}
      {type.startsWith('audio/') && <audio src={shown!.src} controls preload="metadata" data-testid="audio-player" />}
      {type === 'application/pdf' && <Suspense fallback={<Spin size="small" />}><PdfFirstPage src={shown!.src} /></Suspense>}
      <FileLink value={value} />
    </Space>
  );
}
