/**
 * The PDF renderer behind the viewer: pdfjs-dist, loaded only when a PDF is opened (this module is the lazy
 * chunk). It draws pages on a canvas itself, so PDFs show where the browser's own viewer cannot be framed
 * (Android's Chrome downloads a framed PDF instead). The worker is a build asset of the same version.
 */
import { getDocument, GlobalWorkerOptions, version, type PDFDocumentProxy, type RenderTask } from 'pdfjs-dist';

GlobalWorkerOptions.workerSrc = new URL(`/assets/pdfjs-${version}/pdf.worker.min.mjs`, document.baseURI).href;

export interface PdfHandle {
  pageCount: number;
  /** Width and height of a page at zoom 1, in CSS pixels. */
  pageSize(page: number): Promise<{ width: number; height: number }>;
  /** Draws one page at `scale`; a later call for the same canvas cancels an unfinished one. */
  render(page: number, canvas: HTMLCanvasElement, scale: number): Promise<void>;
  destroy(): void;
}

export async function openPdf(file: Blob): Promise<PdfHandle> {
  const bytes = await file.arrayBuffer();
  // The strict CSP has no 'unsafe-eval': pdfjs must not try to compile fonts with Function().
  const pdf: PDFDocumentProxy = await getDocument({ data: new Uint8Array(bytes), isEvalSupported: false }).promise;
  const running = new WeakMap<HTMLCanvasElement, RenderTask>();
  return {
    pageCount: pdf.numPages,
    async pageSize(pageNumber) {
      const { width, height } = (await pdf.getPage(pageNumber)).getViewport({ scale: 1 });
      return { width, height };
    },
    async render(pageNumber, canvas, scale) {
      running.get(canvas)?.cancel();
      const page = await pdf.getPage(pageNumber);
      const viewport = page.getViewport({ scale });
      // Sharp on high-density screens: draw at device pixels, show at CSS pixels.
      const density = window.devicePixelRatio || 1;
      canvas.width = Math.floor(viewport.width * density);
      canvas.height = Math.floor(viewport.height * density);
      canvas.style.width = `${Math.floor(viewport.width)}px`;
      canvas.style.height = `${Math.floor(viewport.height)}px`;
      const task = page.render({ canvas, viewport, transform: density === 1 ? undefined : [density, 0, 0, density, 0, 0] });
      running.set(canvas, task);
      try {
        await task.promise;
      } catch (error) {
        // A newer render of the same canvas replaced this one: not a failure.
        if ((error as { name?: string }).name === 'RenderingCancelledException') return;
        throw error;
      }
    },
    destroy: () => void pdf.destroy(),
  };
}
