import { PictureOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Col, Form, Input, InputNumber, Row, Segmented, Select, Slider, Space, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { ApiCallError, post } from '../../runtime/http/client.ts';
import { feedback } from '../../runtime/antd/feedback.ts';
import { LibraryBrowser, type LibraryItem, publicFileUrl } from '../../runtime/schema/widgets/material.tsx';
import type { ScreenProps } from '../../runtime/router/screen-types.ts';

/** The library the tool reads from and saves into. */
const LIBRARY = 'matter';
const RATIOS = { none: 0, free: -1, '1:1': 1, '4:3': 4 / 3, '16:9': 16 / 9, '3:4': 3 / 4 } as const;
type Ratio = keyof typeof RATIOS;
const ratioLabel = (r: Ratio, t: TFunction) => (r === 'none' ? t('picture.noCrop') : r === 'free' ? t('picture.free') : r);
const PLACES = ['bottom-right', 'bottom-left', 'top-right', 'top-left', 'center'] as const;
const SHOWN_WIDTH = 480;

interface Crop { left: number; top: number; width: number; height: number }

/** The largest box of `ratio` centred in a `w`×`h` picture. */
function centredCrop(w: number, h: number, ratio: number): Crop {
  const width = Math.min(w, Math.round(h * ratio));
  const height = Math.min(h, Math.round(width / ratio));
  return { left: Math.floor((w - width) / 2), top: Math.floor((h - height) / 2), width, height };
}

/**
 * 图片工具: an image of the material library cropped (free or a fixed ratio), resized, turned,
 * watermarked (text, or another library image), converted and compressed to a size — on the
 * server — and saved into the library as a new item linked to its source.
 */
export default function PictureScreen(_props: ScreenProps) {
  const { t } = useTranslation();
  const [source, setSource] = useState<LibraryItem | null>(null);
  const [picking, setPicking] = useState<'source' | 'mark' | null>(null);
  const [mark, setMark] = useState<LibraryItem | null>(null);
  const [rotate, setRotate] = useState<0 | 90 | 180 | 270>(0);
  const [ratio, setRatio] = useState<Ratio>('none');
  const [crop, setCrop] = useState<Crop | null>(null);
  const [resize, setResize] = useState<{ width?: number; height?: number }>({});
  const [text, setText] = useState('');
  const [place, setPlace] = useState('bottom-right');
  const [opacity, setOpacity] = useState(0.6);
  const [format, setFormat] = useState<'jpeg' | 'png' | 'webp'>('jpeg');
  const [targetKb, setTargetKb] = useState<number | null>(null);
  const [title, setTitle] = useState('');
  const [busy, setBusy] = useState(false);
  const [made, setMade] = useState<{ id: number; url: string; width: number; height: number; size: number } | null>(null);

  // The picture's size as the crop sees it: turned a quarter, width and height swap.
  const size = useMemo(() => {
    const w = Number(source?.width ?? 0);
    const h = Number(source?.height ?? 0);
    return rotate % 180 ? { w: h, h: w } : { w, h };
  }, [source, rotate]);
  const pickRatio = (next: Ratio) => {
    setRatio(next);
    if (next === 'none' || !size.w) setCrop(null);
    else if (next === 'free') setCrop(crop ?? { left: 0, top: 0, width: size.w, height: size.h });
    else setCrop(centredCrop(size.w, size.h, RATIOS[next]));
  };
  const setCropPart = (key: keyof Crop, value: number | null) => {
    if (!crop || value === null) return;
    const next = { ...crop, [key]: value };
    // A fixed ratio keeps its shape: the other side follows.
    if (ratio !== 'free' && ratio !== 'none' && key === 'width') next.height = Math.round(value / RATIOS[ratio]);
    if (ratio !== 'free' && ratio !== 'none' && key === 'height') next.width = Math.round(value * RATIOS[ratio]);
    setCrop(next);
  };
  const scale = size.w ? Math.min(1, SHOWN_WIDTH / size.w) : 1;

  const run = async () => {
    if (!source) return;
    setBusy(true);
    try {
      const result = await post<{ id: number; url: string; width: number; height: number; size: number }>('/app/picture/apply', {
        source_id: source.id, title: title.trim() || t('picture.madeTitle', { title: String(source.title ?? '') }), format, rotate,
        ...(crop ? { crop } : {}), ...(resize.width || resize.height ? { resize } : {}), ...(targetKb ? { targetKb } : {}),
        ...(text.trim() || mark ? { watermark: { ...(text.trim() ? { text: text.trim() } : { image_id: mark!.id }), place, opacity } } : {}),
      });
      setMade(result);
      feedback.message.success(t('picture.saved', { width: result.width, height: result.height, kb: Math.round(result.size / 1024) }));
    } catch (error) {
      if (!(error instanceof ApiCallError)) throw error;
    } finally {
      setBusy(false);
    }
  };

  return (
    <Row gutter={[16, 16]} data-testid="picture-tool">
      <Col xs={24} lg={12}>
        <Card title={t('picture.source')} extra={<Button icon={<PictureOutlined />} onClick={() => setPicking('source')}>{source ? t('library.change') : t('library.choose')}</Button>}>
          {!source ? <Typography.Paragraph type="secondary">{t('picture.pickFirst')}</Typography.Paragraph> : (
            <div style={{ position: 'relative', width: Math.round(size.w * scale), maxWidth: '100%', overflow: 'hidden' }} data-testid="picture-source">
              <img src={publicFileUrl(String(source.file))} alt={String(source.title ?? '')} style={{ display: 'block', width: '100%', transform: rotate ? `rotate(${rotate}deg)` : undefined }} />
              {crop && rotate === 0 && (
                <div data-testid="crop-box" style={{ position: 'absolute', left: crop.left * scale, top: crop.top * scale, width: crop.width * scale, height: crop.height * scale, outline: '2px dashed #1677ff', boxShadow: '0 0 0 9999px rgba(0,0,0,0.35)' }} />
              )}
            </div>
          )}
          {source && <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>{String(source.title)} · {Number(source.width)}×{Number(source.height)}</Typography.Paragraph>}
        </Card>
        {made && (
          <Card title={t('picture.result')} style={{ marginTop: 16 }} data-testid="picture-result">
            <img src={publicFileUrl(made.url)} alt="" style={{ maxWidth: '100%' }} />
            <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>{t('picture.savedAs', { id: made.id, width: made.width, height: made.height, kb: Math.round(made.size / 1024) })}</Typography.Paragraph>
          </Card>
        )}
      </Col>
      <Col xs={24} lg={12}>
        <Card title={t('picture.steps')}>
          <Form layout="vertical" onFinish={() => void run()} disabled={!source}>
            <Form.Item label={t('picture.rotate')}>
              <Segmented value={rotate} onChange={(v) => { setRotate(v as 0 | 90 | 180 | 270); setRatio('none'); setCrop(null); }} options={[0, 90, 180, 270].map((d) => ({ value: d, label: `${d}°` }))} />
            </Form.Item>
            <Form.Item label={t('picture.crop')} extra={rotate ? t('picture.cropTurned') : undefined}>
              <Segmented value={ratio} onChange={(v) => pickRatio(v as Ratio)} options={(Object.keys(RATIOS) as Ratio[]).map((r) => ({ value: r, label: ratioLabel(r, t) }))} aria-label={t('picture.ratio')} />
              {crop && (
                <Space wrap style={{ marginTop: 8 }}>
                  {(['left', 'top', 'width', 'height'] as const).map((key) => (
                    <InputNumber key={key} min={key === 'width' || key === 'height' ? 1 : 0} max={key === 'left' || key === 'width' ? size.w : size.h} value={crop[key]}
                      addonBefore={t(`picture.short.${key}`)} onChange={(v) => setCropPart(key, v)} aria-label={t(`picture.cropPart.${key}`)} style={{ width: 130 }} />
                  ))}
                </Space>
              )}
            </Form.Item>
            <Form.Item label={t('picture.resize')}>
              <Space wrap>
                <InputNumber min={1} max={8000} value={resize.width} onChange={(v) => setResize({ ...resize, width: v ?? undefined })} addonBefore={t('picture.short.width')} addonAfter="px" aria-label={t('picture.resizeWidth')} />
                <InputNumber min={1} max={8000} value={resize.height} onChange={(v) => setResize({ ...resize, height: v ?? undefined })} addonBefore={t('picture.short.height')} addonAfter="px" aria-label={t('picture.resizeHeight')} />
              </Space>
            </Form.Item>
            <Form.Item label={t('picture.watermark')}>
              <Space direction="vertical" style={{ width: '100%' }}>
                <Input value={text} maxLength={40} onChange={(e) => setText(e.target.value)} placeholder={t('picture.markTextHint')} aria-label={t('picture.markText')} />
                <Space wrap>
                  <Button size="small" onClick={() => setPicking('mark')} disabled={Boolean(text.trim()) || !source}>{mark ? t('picture.markImage', { title: String(mark.title) }) : t('picture.markFromLibrary')}</Button>
                  {mark && <Button size="small" type="link" onClick={() => setMark(null)}>{t('library.clear')}</Button>}
                  <Select value={place} onChange={setPlace} options={PLACES.map((p) => ({ value: p, label: t(`picture.place.${p}`) }))} style={{ width: 120 }} aria-label={t('picture.markPlace')} />
                </Space>
                <Slider min={0.1} max={1} step={0.1} value={opacity} onChange={setOpacity} tooltip={{ formatter: (v) => t('picture.opacity', { n: Math.round((v ?? 0) * 100) }) }} aria-label={t('picture.markOpacity')} />
              </Space>
            </Form.Item>
            <Form.Item label={t('picture.format')}>
              <Space wrap>
                <Segmented value={format} onChange={(v) => setFormat(v as typeof format)} options={[{ value: 'jpeg', label: 'JPEG' }, { value: 'png', label: 'PNG' }, { value: 'webp', label: 'WEBP' }]} aria-label={t('picture.formatOnly')} />
                <InputNumber min={10} max={10240} value={targetKb} onChange={setTargetKb} addonBefore={t('picture.atMost')} addonAfter="KB" placeholder={t('picture.noLimit')} aria-label={t('picture.targetSize')} />
              </Space>
            </Form.Item>
            <Form.Item label={t('picture.newTitle')}>
              <Input value={title} maxLength={100} onChange={(e) => setTitle(e.target.value)} placeholder={source ? t('picture.madeTitle', { title: String(source.title) }) : ''} aria-label={t('picture.newTitle')} />
            </Form.Item>
            {!source && <Alert type="info" showIcon message={t('picture.keepsSource')} style={{ marginBottom: 12 }} />}
            <Button type="primary" htmlType="submit" loading={busy} disabled={!source}>{t('picture.run')}</Button>
          </Form>
        </Card>
      </Col>
      <LibraryBrowser screen={LIBRARY} accept={['image']} open={picking !== null} onClose={() => setPicking(null)}
        onPick={(item) => {
          if (picking === 'mark') { setMark(item); return; }
          setSource(item); setMade(null); setRotate(0); setRatio('none'); setCrop(null); setTitle('');
        }} />
    </Row>
  );
}
