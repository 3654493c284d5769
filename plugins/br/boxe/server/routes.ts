import {
  ENDPOINTS, BOXE_ERROR_CODES, BOXE_EXPORT_HEADERS, BOXE_EXPORT_PERMISSION, BOXE_PRINTABLE, type BoxeDocument,
  type BoxeKind,
} from '../contract';
import { DEFAULT_PAGE_SIZE } from '@portico/contract/common';
import { boxeDb, type BoxeDb, type BrFiscalDocumentTable } from './tables';
import type { FastifyRequest } from 'fastify';
import {
  assertClientAccess,
  featureErrors,
  principalOf,
  requirePermission,
  type RouteModule,
  sendAttachment,
  storedZipBytes,
  streamZip,
  type ZipEntry,
  zipEntryName,
  type ZipEntryName, serve,
} from '@portico/plugin-server';
import { sendFile } from '@portico/br-kit/server';
import { assertBoxeEnabled, boxeSubscription, filteredDocuments } from './queries';
import { SearchBreadth } from './search-breadth';
import { exportLink, exportSubject } from './export-link';
import { pageIds } from './document-pages';
import { createPrintablePool } from './printable-pool';
import { cachedPrintable } from './printable-cache';
import { StoreCheckpoints } from './store-checkpoints';
import { storeState, StoreTotals } from './store-totals';
import { decodeXmlBytes } from './intake/xml-bytes';
import { XmlRefusal } from './xml-tree';
import { CORRECTION_LETTER } from './event-codes';

const errors = featureErrors(BOXE_ERROR_CODES);

type Row = BrFiscalDocumentTable & { fileName: string; size: number };

const toDocument = (r: Row): BoxeDocument => ({
  id: r.id, kind: r.kind, accessKey: r.accessKey, model: r.model, number: r.number, series: r.series, emitterCnpj: r.emitterCnpj,
  emitterName: r.emitterName, recipientCnpj: r.recipientCnpj, recipientName: r.recipientName, issuedAt: r.issuedAt,
  amountCents: Number(r.amountCents), status: r.status, role: r.role, fileName: r.fileName, size: Number(r.size), storedAt: r.storedAt,
});

/** The archive path of a document: `<month>/<role>/<key>.xml` (BR-DOMAIN §3; generic XML by its stored file name, cleaned). */
export const exportEntryName = (d: Pick<BrFiscalDocumentTable, 'issuedAt' | 'role' | 'accessKey'> & { fileName: string }) =>
  zipEntryName([d.issuedAt.slice(0, 7), d.role, d.accessKey ? `${d.accessKey}.xml` : d.fileName]);

/** Files read per query: few round trips, a few megabytes of XML in memory, far below both engines' parameter limits. */
const EXPORT_BATCH = 2000;

interface PlannedEntry { fileId: string; name: ZipEntryName; size: number; date: Date }

/**
 * The filtered set's archive entries in the export's order, without their contents (small rows, one index walk):
 * their names and sizes give the archive's exact size before a byte is sent.
 */
async function exportPlan(base: ReturnType<typeof filteredDocuments>): Promise<PlannedEntry[]> {
  const listed = await base.innerJoin('brFiles as f', 'f.id', 'd.fileId')
    .select(['d.fileId', 'd.issuedAt', 'd.role', 'd.accessKey', 'f.fileName', 'f.size']).orderBy('d.issuedAt').orderBy('d.id').execute();
  return listed.map((d) => ({ fileId: d.fileId, name: exportEntryName(d), size: Number(d.size), date: new Date(`${d.issuedAt}T13:00:00Z`) }));
}

/** The planned entries' contents by primary key a batch at a time, so memory holds one batch of XML. */
async function* exportEntries(db: BoxeDb, planned: PlannedEntry[]): AsyncIterable<ZipEntry[]> {
  for (let i = 0; i < planned.length; i += EXPORT_BATCH) {
    const batch = planned.slice(i, i + EXPORT_BATCH);
    const files = await db.selectFrom('brFiles').select(['id', 'content']).where('id', 'in', batch.map((d) => d.fileId)).execute();
    const byId = new Map(files.map((f) => [f.id, f.content]));
    // Both drivers return the column as a Buffer already: the archive writes it without a copy.
    yield batch.map((d) => ({ name: d.name, content: byId.get(d.fileId)!, date: d.date }));
  }
}

/** Below this size every entry's offset fits 32 bits, so storedZipBytes is the archive's exact length. */
const ZIP32_LIMIT = 2 ** 32;

/** The export's checks for the request's caller: the BoxE.Export grant, the firm's order and the client's switch. */
async function assertMayExport(db: BoxeDb, request: FastifyRequest, clientId: string) {
  const principal = await requirePermission(db, request, BOXE_EXPORT_PERMISSION.feature, BOXE_EXPORT_PERMISSION.resource, 'BOXE_EXPORT_DENIED');
  await assertBoxeEnabled(db, principal, clientId);
}

export const boxeRoutes: RouteModule = (app, ctx) => {
  const db = boxeDb(ctx.db);
  const printables = createPrintablePool({ timeoutMs: ctx.config.printableTimeoutMs });
  app.addHook('onClose', () => printables.close());
  const storeTotals = new StoreTotals(db);
  const storeCheckpoints = new StoreCheckpoints(db);
  const searchBreadth = new SearchBreadth(db);

  async function storedDocument(clientId: string, kind: BoxeKind, documentId: string) {
    const doc = await db.selectFrom('brFiscalDocuments as d').innerJoin('brFiles as f', 'f.id', 'd.fileId')
      .select(['d.fileId', 'd.accessKey', 'd.status', 'f.fileName'])
      .where('d.id', '=', documentId).where('d.clientId', '=', clientId).where('d.kind', '=', kind).executeTakeFirst();
    if (!doc) throw errors.notFound('BOXE_DOCUMENT_NOT_FOUND', 'No such document');
    return doc;
  }

  serve(app, ENDPOINTS.getBoxeCompany, async (request) => {
    const subscription = await boxeSubscription(db, principalOf(request));
    return { enabled: subscription !== undefined, orderedAt: subscription?.orderedAt ?? null };
  });

  serve(app, ENDPOINTS.getBoxeClient, async (request) => {
    const { clientId } = request.params;
    const row = await db.selectFrom('brBoxeClients').selectAll().where('clientId', '=', clientId).executeTakeFirst();
    return { clientId, lastToggle: row?.lastToggle === 1, toggledAt: row?.toggledAt ?? null };
  });

  serve(app, ENDPOINTS.getBoxeDocuments, async (request) => {
    const { clientId, kind } = request.params;
    const { startIndex = 0, itemsPerPage = DEFAULT_PAGE_SIZE, sort = 'issuedAt', direction = sort === 'issuedAt' ? 'desc' : 'asc', cursor, ...filters } = request.query;
    await assertBoxeEnabled(db, principalOf(request), clientId);
    // The store's version read once, first: the search's breadth, the checkpoints and the totals are filed under it.
    const store = await storeState(db, clientId, kind);
    // The page's ids are found on the documents' indexes alone; only those rows are joined with their files.
    const base = filteredDocuments(db, clientId, kind, filters, await searchBreadth.of(clientId, kind, filters, store.version));
    const pageRequest = { sort, direction, limit: itemsPerPage, offset: startIndex, cursor };
    const [page, totals] = await Promise.all([
      storeCheckpoints.of(clientId, kind, filters, store.version, { base, page: pageRequest }).then((checkpoints) => pageIds(db, base, pageRequest, checkpoints)),
      storeTotals.of(clientId, kind, filters, store),
    ]);
    const rows = page.ids.length ? await db.selectFrom('brFiscalDocuments as d').innerJoin('brFiles as f', 'f.id', 'd.fileId').selectAll('d').select(['f.fileName', 'f.size'])
      .where('d.id', 'in', page.ids).execute() : [];
    const byId = new Map((rows as Row[]).map((r) => [r.id, r]));
    return {
      items: page.ids.map((id) => toDocument(byId.get(id)!)), totalItems: totals.documents, startIndex, itemsPerPage,
      totalAmountCents: totals.amountCents, nextCursor: page.nextCursor,
    };
  });

  serve(app, ENDPOINTS.getBoxeDocumentXml, async (request, reply) => {
    const { clientId, kind, documentId } = request.params;
    await assertBoxeEnabled(db, principalOf(request), clientId);
    return sendFile(db, reply, (await storedDocument(clientId, kind, documentId)).fileId);
  });

  serve(app, ENDPOINTS.getBoxeDocumentPdf, async (request, reply) => {
    const { clientId, kind, documentId } = request.params;
    await assertBoxeEnabled(db, principalOf(request), clientId);
    if (kind === 'xml' || !BOXE_PRINTABLE[kind]) throw errors.badRequest('BOXE_NO_PRINTABLE', 'Generic XML has no printable form');
    const doc = await storedDocument(clientId, kind, documentId);
    const pdf = await cachedPrintable(db, documentId, async () => {
      const { content } = await db.selectFrom('brFiles').select('content').where('id', '=', doc.fileId).executeTakeFirstOrThrow();
      // The declared encoding decides (an ISO-8859-1 NF-e is not UTF-8); an undecodable file is refused like a malformed one.
      let xml: string;
      try {
        xml = decodeXmlBytes(content);
      } catch (error) {
        if (error instanceof XmlRefusal) throw errors.error(422, error.code, error.message);
        throw error;
      }
      // The CC-e letters registered for it print on the DANFE.
      const letters = await db.selectFrom('brBoxeEvents as e').innerJoin('brFiles as f', 'f.id', 'e.fileId').select('f.content')
        .where('e.documentId', '=', documentId).where('e.code', '=', CORRECTION_LETTER).orderBy('e.storedAt').execute();
      return printables.render({ kind, xml, status: doc.status, events: letters.map((l) => decodeXmlBytes(l.content)) });
    });
    const name = `${BOXE_PRINTABLE[kind]!.toUpperCase()}-${doc.accessKey ?? documentId}.pdf`.replace('DANFENFCE', 'DANFE-NFCe').replace('CFEEXTRACT', 'Extrato-CFe');
    return sendAttachment(reply, { name, mimeType: 'application/pdf', size: pdf.length }, pdf);
  });

  serve(app, ENDPOINTS.getBoxeExportLink, async (request) => {
    const { clientId, kind } = request.params;
    await assertMayExport(db, request, clientId);
    return exportLink(ctx, principalOf(request), clientId, kind, request.query);
  });

  serve(app, ENDPOINTS.getBoxeExport, async (request, reply) => {
    const { kind } = request.params;
    const { clientId, token, ...filters } = request.query;
    // The link stands in for the session header: its session is this request's caller, and what the link's request
    // checked is checked again (a grant taken away, a client left or switched off since refuses the download).
    request.principal = await ctx.sessions.storagePrincipal(token, exportSubject(clientId, kind, filters));
    await assertClientAccess(db, request.principal, clientId);
    await assertMayExport(db, request, clientId);
    const planned = await exportPlan(filteredDocuments(db, clientId, kind, filters));
    const bytes = storedZipBytes(planned);
    const today = new Date().toISOString().slice(0, 10);
    return streamZip(reply, `box-e-${kind}-${today}.zip`, exportEntries(db, planned), {
      [BOXE_EXPORT_HEADERS.count]: String(planned.length), [BOXE_EXPORT_HEADERS.estimatedBytes]: String(bytes),
      // The browser's own download shows real progress; past 4 GiB ZIP64 offsets add bytes the plan leaves out.
      ...(bytes < ZIP32_LIMIT ? { 'Content-Length': String(bytes) } : {}),
    });
  });
};
