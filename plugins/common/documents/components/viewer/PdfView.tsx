import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PdfHandle } from './pdf-renderer';

const ZOOM_STEPS = [0.5, 0.75, 1, 1.25, 1.5, 2, 3] as const;

/**
 * One PDF page at a time on a canvas, fitted to the viewer's width (zoom 100 %), with page and zoom controls
 * in one row after the viewer's own `actions` (the download).
 */
export function PdfView({ file, name, actions }: { file: Blob; name: string; actions?: ReactNode }) {
  const { t, i18n } = useTranslation('common.documents');
  const [pdf, setPdf] = useState<PdfHandle | null>(null);
  const [failed, setFailed] = useState(false);
  const [page, setPage] = useState(1);
  const [zoom, setZoom] = useState(1);
  const [width, setWidth] = useState(0);
  const [rendering, setRendering] = useState(true);
  const frame = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    let handle: PdfHandle | null = null;
    let live = true;
    (async () => {
      const { openPdf } = await import('./pdf-renderer');
      handle = await openPdf(file);
      if (live) setPdf(handle);
      else handle.destroy();
    })().catch(() => live && setFailed(true));
    return () => {
      live = false;
      handle?.destroy();
    };
  }, [file]);

  // The page fits the frame's width; the frame's size follows the window (phone rotation, side panel).
  useLayoutEffect(() => {
    const element = frame.current;
    if (!element) return;
    setWidth(element.clientWidth);
    const observer = new ResizeObserver(() => setWidth(element.clientWidth));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    if (!pdf || !canvas.current || width === 0) return;
    let live = true;
    setRendering(true);
    pdf.pageSize(page)
      .then(({ width: pageWidth }) => pdf.render(page, canvas.current!, (Math.max(width - 16, 120) / pageWidth) * zoom))
      .then(() => live && setRendering(false), () => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [pdf, page, zoom, width]);

  const zoomIndex = ZOOM_STEPS.indexOf(zoom as (typeof ZOOM_STEPS)[number]);
  const percent = new Intl.NumberFormat(i18n.language, { style: 'percent' }).format(zoom);
  const busy = !failed && (!pdf || rendering);
  return (
    <div className="documents-pdf">
      <div className="documents-viewer__bar">
        {actions}
        {pdf && (
          <div className="documents-pdf__controls" role="group" aria-label={t('viewer.controls')}>
            <button type="button" className="documents-button" disabled={page <= 1} aria-label={t('viewer.previousPage')} onClick={() => setPage(page - 1)}>‹</button>
            <span aria-live="polite">{t('viewer.pageOf', { page, count: pdf.pageCount })}</span>
            <button type="button" className="documents-button" disabled={page >= pdf.pageCount} aria-label={t('viewer.nextPage')} onClick={() => setPage(page + 1)}>›</button>
            <button type="button" className="documents-button" disabled={zoomIndex <= 0} aria-label={t('viewer.zoomOut')} onClick={() => setZoom(ZOOM_STEPS[zoomIndex - 1]!)}>−</button>
            <span aria-label={t('viewer.zoomLevel', { percent })}>{percent}</span>
            <button type="button" className="documents-button" disabled={zoomIndex >= ZOOM_STEPS.length - 1} aria-label={t('viewer.zoomIn')} onClick={() => setZoom(ZOOM_STEPS[zoomIndex + 1]!)}>+</button>
          </div>
        )}
      </div>
      {/* Focusable, so a zoomed page scrolls with the keyboard too. */}
      <div ref={frame} className="documents-pdf__frame" aria-busy={busy} role="region" aria-label={name} tabIndex={0}>
        {failed ? (
          <p className="documents-viewer__message" role="alert">{t('viewer.failed')}</p>
        ) : (
          <>
            {busy && <p className="documents-viewer__message" role="status">{t('viewer.loading')}</p>}
            <canvas ref={canvas} className="documents-pdf__page" role="img" aria-label={pdf ? t('viewer.pageImage', { name, page, count: pdf.pageCount }) : name} />
          </>
        )}
      </div>
    </div>
  );
}
