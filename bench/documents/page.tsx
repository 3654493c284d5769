import 'reflect-metadata';
import { createRoot } from 'react-dom/client';
import { Router } from 'wouter';
import type { Container, Document, DocumentPage, UploadConstraints } from '@portico/contract/documents';
import type { SessionResponse } from '@portico/contract/session';
import { createKernel } from '@portico/core/app/create-kernel';
import { KernelProvider } from '@portico/kernel/react/kernel-context';
import { TOKENS } from '@portico/kernel/tokens';
import DocumentsArea from '../../plugins/common/documents/DocumentsArea';
import documents from '../../plugins/common/documents/feature';

/** The bench page: the documents area over an in-page fake API holding one folder of N documents. */
const COUNT = Number(new URLSearchParams(location.search).get('count') ?? 10_000);

const FOLDER: Container = { id: 'big', name: 'Scans', type: 'clientContactFolder', parent: null, hasFiles: true, permissions: { canCreate: true, canDelete: true } };
const MIMES = ['application/pdf', 'text/csv', 'image/png', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'];
const DOCS: Document[] = Array.from({ length: COUNT }, (_, i) => ({
  id: `d${i}`,
  name: `Scan ${String(i).padStart(5, '0')}.pdf`,
  parent: { id: 'big' },
  type: 'document',
  size: 1000 + ((i * 7919) % 900_000),
  mimeType: MIMES[i % MIMES.length]!,
  history: { modifiedDate: new Date(Date.UTC(2024, 0, 1) + i * 3_600_000).toISOString(), createdDate: '2024-01-01T00:00:00.000Z' },
  uploadedByStaff: i % 5 === 0,
  permissions: { canDelete: i % 5 !== 0, canCreate: false },
}));
const CONSTRAINTS: UploadConstraints = { maxFileSizeBytes: 50_000_000, allowedExtensions: ['pdf'], forbiddenCharacters: ['#'], maxFileNameLength: 200 };

const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
const realFetch = window.fetch.bind(window);
window.fetch = async (input, init) => {
  const request = new Request(input, init);
  const url = new URL(request.url);
  if (!url.pathname.startsWith('/api/')) return realFetch(input, init);
  const path = url.pathname.replace(/^\/api\/documents\/v1\/clients\/[^/]+/, '');
  if (path === '/containers') return json({ containers: [FOLDER] });
  if (path === '/client-contact-folder') return json(FOLDER);
  if (path === '/upload-constraints') return json(CONSTRAINTS);
  if (path === '/containers/big/documents') {
    const limit = Number(url.searchParams.get('limit'));
    const offset = Number(url.searchParams.get('offset'));
    const page: DocumentPage = {
      documents: DOCS.slice(offset, offset + limit), limit, offset,
      total: url.searchParams.get('includeTotal') === 'true' ? DOCS.length : null,
      nextOffset: offset + limit < DOCS.length ? offset + limit : null,
    };
    return json(page);
  }
  return new Response(JSON.stringify({ code: 'NOT_FOUND', message: path }), { status: 404 });
};

const session: SessionResponse = {
  meta: {
    LongToken: 'bench', PrismGuid: 'bench', SessionId: 'bench', SessionExpiresDateTime: '2099-01-01T00:00:00.000Z',
    FirstName: 'Bench', LastName: 'User', EmailAddress: 'bench@portico.example', EmulateePrismGuid: null,
  },
  bindings: {
    ApplicationConfiguration: { CompanyId: 1, ContactId: '1' },
    FeatureResourcePermissions: { Platform: { DefaultClient: 'Granted' } },
    InfrastructureAccessControls: ['ClientCenterDocumentsParentID'],
  },
};

async function main() {
  const kernel = createKernel({ config: { variant: 'bench', plugins: [{ id: documents.id }], flags: {}, shell: {}, version: 'bench', production: true }, catalog: [documents] });
  kernel.get(TOKENS.Session).loaded(session);
  await kernel.get(TOKENS.I18n).init('en-us');
  await kernel.get(TOKENS.I18n).loadNamespace('common.documents');
  kernel.get(TOKENS.Clients).setActive('bench-client');
  const started = performance.now();
  createRoot(document.getElementById('root')!).render(
    <KernelProvider kernel={kernel}>
      <Router>
        <DocumentsArea />
      </Router>
    </KernelProvider>,
  );
  // Rendered: the first document's row is on screen.
  await new Promise<void>((resolve) => {
    const check = () => (document.querySelector('[title="Scan 00000.pdf"]') ? resolve() : requestAnimationFrame(check));
    check();
  });
  (window as unknown as BenchWindow).benchReady = { renderMs: performance.now() - started };
}

export interface ScrollFigures {
  frames: number;
  durationMs: number;
  meanFrameMs: number;
  p95FrameMs: number;
  worstFrameMs: number;
  longFrames: number;
  /** Frames in which a row still showed its loading skeleton (its page not fetched yet). */
  skeletonFrames: number;
  lastTitle: string | null;
  scrollHeight: number;
}

export interface BenchWindow {
  benchReady: { renderMs: number };
  benchScroll: (step: number) => Promise<ScrollFigures>;
}

/** Scrolls the list programmatically, `step` pixels per animation frame, to the end; times every frame. */
async function benchScroll(step: number): Promise<ScrollFigures> {
  const list = document.querySelector<HTMLElement>('.documents-list__body')!;
  const frames: number[] = [];
  let skeletonFrames = 0;
  let last = performance.now();
  const started = last;
  await new Promise<void>((done) => {
    const tick = (now: number) => {
      frames.push(now - last);
      last = now;
      if (list.querySelector('.documents-row--skeleton')) skeletonFrames += 1;
      if (list.scrollTop + list.clientHeight >= list.scrollHeight - 1) return done();
      list.scrollTop += step;
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
  // Let the last page arrive, then read the final row.
  await new Promise((r) => setTimeout(r, 300));
  const lastTitle = [...list.querySelectorAll('.documents-link')].at(-1)?.getAttribute('title') ?? null;
  const sorted = frames.slice(1).sort((a, b) => a - b);
  return {
    frames: sorted.length,
    durationMs: performance.now() - started,
    meanFrameMs: sorted.reduce((s, f) => s + f, 0) / sorted.length,
    p95FrameMs: sorted[Math.floor(sorted.length * 0.95)]!,
    worstFrameMs: sorted.at(-1)!,
    longFrames: sorted.filter((f) => f > 50).length,
    skeletonFrames,
    lastTitle,
    scrollHeight: list.scrollHeight,
  };
}
(window as unknown as BenchWindow).benchScroll = benchScroll;

void main();
