import { PictureOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Col, Form, Input, InputNumber, Row, Segmented, Select, Slider, Space, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { ApiCallError, post } from '../../runtime/http/client.ts';
import { feedback } from '../../runtime/antd/feedback.ts';
import { LibraryBrowser, type LibraryItem, publicFileUrl } from '../../runtime/schema/widgets/material.tsx';
import type { ScreenProps } from '../../runtime/router/screen-types.ts';

/** The library the tool reads from and saves into. */
const LIBRARY = 'matter';
const RATIOS = { none: 0, free: -1, '1:1': 1, '4:3': 4 / 3, '16:9': 16 / 9, '3:4': 3 / 4 } as const;
type Ratio = keyof typeof RATIOS;
const RATIO_LABELS: Record<Ratio, string> = { none: '不裁剪', free: '自由', '1:1': '1:1', '4:3': '4:3', '16:9': '16:9', '3:4': '3:4' };
const PLACES = [
  { value: 'bottom-right', label: '右下' }, { value: 'bottom-left', label: '左下' }, { value: 'top-right', label: '右上' }, { value: 'top-left', label: '左上' }, { value: 'center', label: '居中' },
];
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
        source_id: source.id, title: title.trim() || `${String(source.title ?? '图片')}（处理后）`, format, rotate,
        ...(crop ? { crop } : {}), ...(resize.width || resize.height ? { resize } : {}), ...(targetKb ? { targetKb } : {}),
        ...(text.trim() || mark ? { watermark: { ...(text.trim() ? { text: text.trim() } : { image_id: mark!.id }), place, opacity } } : {}),
      });
      setMade(result);
      feedback.message.success(`已存入素材库：${result.width}×${result.height}，${Math.round(result.size / 1024)} KB`);
    } catch (error) {
      if (!(error instanceof ApiCallError)) throw error;
    } finally {
      setBusy(false);
    }
  };

  return (
    <Row gutter={[16, 16]} data-testid="picture-tool">
      <Col xs={24} lg={12}>
        <Card title="原图" extra={<Button icon={<PictureOutlined />} onClick={() => setPicking('source')}>{source ? '更换' : '从素材库选择'}</Button>}>
          {!source ? <Typography.Paragraph type="secondary">先从素材库选一张图片。</Typography.Paragraph> : (
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
          <Card title="结果" style={{ marginTop: 16 }} data-testid="picture-result">
            <img src={publicFileUrl(made.url)} alt="" style={{ maxWidth: '100%' }} />
            <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>已存入素材库（编号 {made.id}）：{made.width}×{made.height}，{Math.round(made.size / 1024)} KB</Typography.Paragraph>
          </Card>
        )}
      </Col>
      <Col xs={24} lg={12}>
        <Card title="处理">
          <Form layout="vertical" onFinish={() => void run()} disabled={!source}>
            <Form.Item label="旋转">
              <Segmented value={rotate} onChange={(v) => { setRotate(v as 0 | 90 | 180 | 270); setRatio('none'); setCrop(null); }} options={[0, 90, 180, 270].map((d) => ({ value: d, label: `${d}°` }))} />
            </Form.Item>
            <Form.Item label="裁剪" extra={rotate ? '裁剪区域按旋转后的图片计算' : undefined}>
              <Segmented value={ratio} onChange={(v) => pickRatio(v as Ratio)} options={(Object.keys(RATIOS) as Ratio[]).map((r) => ({ value: r, label: RATIO_LABELS[r] }))} aria-label="裁剪比例" />
              {crop && (
                <Space wrap style={{ marginTop: 8 }}>
                  {(['left', 'top', 'width', 'height'] as const).map((key) => (
                    <InputNumber key={key} min={key === 'width' || key === 'height' ? 1 : 0} max={key === 'left' || key === 'width' ? size.w : size.h} value={crop[key]}
                      addonBefore={{ left: '左', top: '上', width: '宽', height: '高' }[key]} onChange={(v) => setCropPart(key, v)} aria-label={`裁剪${{ left: '左边距', top: '上边距', width: '宽度', height: '高度' }[key]}`} style={{ width: 130 }} />
                  ))}
                </Space>
              )}
            </Form.Item>
            <Form.Item label="缩放（放进这个框，不放大）">
              <Space wrap>
                <InputNumber min={1} max={8000} value={resize.width} onChange={(v) => setResize({ ...resize, width: v ?? undefined })} addonBefore="宽" addonAfter="px" aria-label="缩放宽度" />
                <InputNumber min={1} max={8000} value={resize.height} onChange={(v) => setResize({ ...resize, height: v ?? undefined })} addonBefore="高" addonAfter="px" aria-label="缩放高度" />
              </Space>
            </Form.Item>
            <Form.Item label="水印">
              <Space direction="vertical" style={{ width: '100%' }}>
                <Input value={text} maxLength={40} onChange={(e) => setText(e.target.value)} placeholder="水印文字，如：快聘人力" aria-label="水印文字" />
                <Space wrap>
                  <Button size="small" onClick={() => setPicking('mark')} disabled={Boolean(text.trim()) || !source}>{mark ? `水印图片：${String(mark.title)}` : '或用素材库图片做水印'}</Button>
                  {mark && <Button size="small" type="link" onClick={() => setMark(null)}>清除</Button>}
                  <Select value={place} onChange={setPlace} options={PLACES} style={{ width: 100 }} aria-label="水印位置" />
                </Space>
                <Slider min={0.1} max={1} step={0.1} value={opacity} onChange={setOpacity} tooltip={{ formatter: (v) => `不透明度 ${Math.round((v ?? 0) * 100)}%` }} aria-label="水印不透明度" />
              </Space>
            </Form.Item>
            <Form.Item label="格式与大小">
              <Space wrap>
                <Segmented value={format} onChange={(v) => setFormat(v as typeof format)} options={[{ value: 'jpeg', label: 'JPEG' }, { value: 'png', label: 'PNG' }, { value: 'webp', label: 'WEBP' }]} aria-label="格式" />
                <InputNumber min={10} max={10240} value={targetKb} onChange={setTargetKb} addonBefore="不超过" addonAfter="KB" placeholder="不限" aria-label="目标大小" />
              </Space>
            </Form.Item>
            <Form.Item label="新素材标题">
              <Input value={title} maxLength={100} onChange={(e) => setTitle(e.target.value)} placeholder={source ? `${String(source.title)}（处理后）` : ''} aria-label="新素材标题" />
            </Form.Item>
            {!source && <Alert type="info" showIcon message="结果另存为素材库里的新素材，原图不变。" style={{ marginBottom: 12 }} />}
            <Button type="primary" htmlType="submit" loading={busy} disabled={!source}>生成并存入素材库</Button>
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
