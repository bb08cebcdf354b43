/**
 * A PDF's first page drawn on a canvas (pdf.js, loaded with the first PDF shown; its worker a file
 * of this site, eval off for the console's security policy).
 */
import { GlobalWorkerOptions, getDocument } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { useEffect, useRef, useState } from 'react';

GlobalWorkerOptions.workerSrc = workerUrl;

export default function PdfFirstPage({ src, width = 240 }: { src: string; width?: number }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [pages, setPages] = useState<number | null>(null);
  useEffect(() => {
    let gone = false;
    const task = getDocument({ url: src, isEvalSupported: false });
    void task.promise.then(async (doc) => {
      const page = await doc.getPage(1);
      if (gone || !canvas.current) return;
      const viewport = page.getViewport({ scale: width / page.getViewport({ scale: 1 }).width });
      const el = canvas.current;
      el.width = Math.round(viewport.width);
      el.height = Math.round(viewport.height);
      await page.render({ canvasContext: el.getContext('2d')!, viewport, canvas: el }).promise;
      if (!gone) setPages(doc.numPages);
    }).catch(() => undefined);
    return () => { gone = true; void task.destroy(); };
  }, [src, width]);
  return (
    <figure style={{ margin: 0 }}>
      <canvas ref={canvas} data-testid="pdf-first-page" style={{ border: '1px solid var(--ant-color-border, #d9d9d9)', maxWidth: '100%' }} />
      {pages !== null && <figcaption style={{ opacity: 0.65, fontSize: 12 }}>1 / {pages}</figcaption>}
    </figure>
  );
}
