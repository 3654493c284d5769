import { randomUUID } from 'node:crypto';
import { insertFile, MAX_BR_FILE_BYTES } from '@portico/br-kit/server';
import { markReceivedNfeCancelled, recordReceivedNfe } from '../../../manifest/server';
import { BOXE_INTAKE_LIMITS, type BoxeIntakeRefusal, type BoxeIntakeResult, type BoxeRole } from '../../contract';
import type { SomeDb } from '@portico/plugin-server';
import { boxeDb, type BoxeDb } from '../tables';
import { parseXml, XmlRefusal } from '../xml-tree';
import { ExtractError, extractFiscal, type ExtractedDocument, type ExtractedEvent } from './extract';
import { CANCELLATION, CORRECTION_LETTER } from '../event-codes';
import { decodeXmlBytes } from './xml-bytes';
import { ZipRefusal, zipEntries } from './zip-entries';

/** One file as it arrived: its name and its bytes, which are stored exactly as they are. */
export interface IntakeFile {
  name: string;
  content: Buffer;
}
export type IntakeResult = BoxeIntakeResult;

const isZip = (file: IntakeFile) => file.content.readUInt32LE(0) === 0x04034b50 || /\.zip$/i.test(file.name);

class Refused extends Error {
  constructor(readonly code: BoxeIntakeRefusal) {
    super(code);
  }
}

/** The client's role in a document from its CNPJ: it issued it, or it is the recipient or another party of it. */
function roleOf(doc: ExtractedDocument, clientCnpj: string): BoxeRole {
  if (doc.emitter.doc === clientCnpj) return 'issued';
  if (doc.recipient?.doc === clientCnpj || doc.otherParties.includes(clientCnpj)) return 'received';
  throw new Refused('BOXE_INTAKE_NOT_CLIENT_DOCUMENT');
}

/** The XML files of the request in order, a ZIP's entries in its place (one level: an archive inside one is refused as not XML). */
async function expand(files: readonly IntakeFile[]): Promise<Array<IntakeFile | { name: string; code: BoxeIntakeRefusal }>> {
  const out: Array<IntakeFile | { name: string; code: BoxeIntakeRefusal }> = [];
  for (const file of files) {
    if (file.content.length < 4 || !isZip(file)) { out.push(file); continue; }
    try {
      for (const entry of await zipEntries(file.content, { entries: BOXE_INTAKE_LIMITS.files, entryBytes: MAX_BR_FILE_BYTES, totalBytes: BOXE_INTAKE_LIMITS.archiveBytes })) {
        const name = `${file.name}/${entry.name}`;
        out.push('refused' in entry ? { name, code: entry.refused } : { name, content: entry.content });
      }
    } catch (error) {
      if (!(error instanceof ZipRefusal)) throw error;
      out.push({ name: file.name, code: error.code });
    }
  }
  return out;
}

/**
 * Puts fiscal XML into one client's Box-E stores, each file on its own (in its own transaction), and says what
 * became of each: stored, duplicate (the key is in the store already: nothing changes), attached (an event to its
 * stored document; a cancellation marks it cancelled) or refused with a code. ZIP archives are opened. The row is
 * read from the document itself; a received NF-e also reaches the manifest's list. The caller checks who may.
 */
export async function intakeFiscalFiles(someDb: SomeDb, clientId: string, files: readonly IntakeFile[], now = new Date()): Promise<IntakeResult[]> {
  const db = boxeDb(someDb);
  const client = await db.selectFrom('clients').select('cnpj').where('id', '=', clientId).executeTakeFirstOrThrow();
  const clientCnpj = String(client.cnpj ?? '');
  const results: IntakeResult[] = [];
  for (const file of await expand(files)) {
    if ('code' in file) { results.push({ fileName: file.name, outcome: 'refused', code: file.code }); continue; }
    try {
      results.push({ fileName: file.name, ...(await intakeOne(db, clientId, clientCnpj, file, now)) });
    } catch (error) {
      const code = error instanceof Refused || error instanceof XmlRefusal || error instanceof ExtractError ? error.code : null;
      if (!code) throw error;
      results.push({ fileName: file.name, outcome: 'refused', code });
    }
  }
  return results;
}

async function intakeOne(db: BoxeDb, clientId: string, clientCnpj: string, file: IntakeFile, now: Date): Promise<Omit<IntakeResult, 'fileName'>> {
  if (file.content.length > MAX_BR_FILE_BYTES) throw new Refused('BOXE_INTAKE_TOO_LARGE');
  const head = file.content.subarray(0, 64).toString('latin1').replace(/^\uFEFF|^\u00EF\u00BB\u00BF|^\u00FF\u00FE|^\u00FE\u00FF/, '').trimStart();
  if (!head.startsWith('<')) throw new Refused('BOXE_INTAKE_NOT_XML');
  const extracted = extractFiscal(parseXml(decodeXmlBytes(file.content)));
  return extracted.type === 'document'
    ? storeDocument(db, clientId, clientCnpj, extracted, file, now)
    : attachEvent(db, clientId, extracted, file, now);
}

async function storeDocument(db: BoxeDb, clientId: string, clientCnpj: string, doc: ExtractedDocument, file: IntakeFile, now: Date) {
  const role = roleOf(doc, clientCnpj);
  const answer = { kind: doc.kind, accessKey: doc.accessKey };
  return db.transaction().execute(async (trx) => {
    const stored = await trx.selectFrom('brFiscalDocuments').select(['id', 'status']).where('clientId', '=', clientId).where('accessKey', '=', doc.accessKey).executeTakeFirst();
    if (stored) {
      // The same document again, now carrying its cancellation: the store learns it; nothing else changes.
      if (doc.status === 'cancelled' && stored.status !== 'cancelled') await markCancelled(trx, clientId, stored.id, doc);
      return { outcome: 'duplicate' as const, documentId: stored.id, ...answer };
    }
    const fileId = await insertFile(trx, { fileName: `${doc.accessKey}.xml`, mimeType: 'application/xml', content: file.content });
    const id = randomUUID();
    await trx.insertInto('brFiscalDocuments').values({
      id, clientId, kind: doc.kind, accessKey: doc.accessKey, model: doc.model, number: doc.number, series: doc.series,
      emitterCnpj: doc.emitter.doc, emitterName: doc.emitter.name, recipientCnpj: doc.recipient?.doc || null, recipientName: doc.recipient?.name || null,
      issuedAt: doc.issuedAt, amountCents: doc.amountCents, status: doc.status, role, fileId, storedAt: now.toISOString(),
    }).execute();
    if (doc.kind === 'nfe' && role === 'received') {
      await recordReceivedNfe(trx, {
        clientId, accessKey: doc.accessKey, number: doc.number, series: doc.series, emitterCnpj: doc.emitter.doc, emitterName: doc.emitter.name,
        issuedAt: doc.issuedAt, authorizedAt: doc.authorisedAt ? new Date(doc.authorisedAt).toISOString() : `${doc.issuedAt}T12:00:00.000Z`,
        amountCents: doc.amountCents, nfeStatus: doc.status === 'cancelled' ? 'Cancelled' : doc.status === 'denied' ? 'Denied' : 'Authorized',
        xml: decodeXmlBytes(file.content),
      });
    }
    return { outcome: 'stored' as const, documentId: id, ...answer };
  });
}

/** A stored document the issuer cancelled: its row, its manifest line, and no printable made before. */
async function markCancelled(db: BoxeDb, clientId: string, documentId: string, doc: { kind: string; accessKey: string }) {
  await db.updateTable('brFiscalDocuments').set({ status: 'cancelled' }).where('id', '=', documentId).execute();
  // A printable made before the cancellation would no longer say the truth.
  await db.deleteFrom('brBoxePrintables').where('documentId', '=', documentId).execute();
  // The manifest lists received NF-e only; an update of no line changes nothing.
  if (doc.kind === 'nfe') await markReceivedNfeCancelled(db, clientId, doc.accessKey);
}

async function attachEvent(db: BoxeDb, clientId: string, event: ExtractedEvent, file: IntakeFile, now: Date) {
  return db.transaction().execute(async (trx) => {
    const doc = await trx.selectFrom('brFiscalDocuments').select(['id', 'kind']).where('clientId', '=', clientId).where('accessKey', '=', event.accessKey).executeTakeFirst();
    if (!doc) throw new Refused('BOXE_INTAKE_DOCUMENT_NOT_STORED');
    const answer = { kind: doc.kind, accessKey: event.accessKey, documentId: doc.id, event: event.code };
    const known = await trx.selectFrom('brBoxeEvents').select('id').where('documentId', '=', doc.id).where('eventId', '=', event.eventId).executeTakeFirst();
    if (known) return { outcome: 'duplicate' as const, ...answer };
    const fileId = await insertFile(trx, { fileName: `${event.code}-${event.accessKey}.xml`, mimeType: 'application/xml', content: file.content });
    await trx.insertInto('brBoxeEvents').values({ id: randomUUID(), documentId: doc.id, code: event.code, eventId: event.eventId, fileId, storedAt: now.toISOString() }).execute();
    if (event.code === CANCELLATION) await markCancelled(trx, clientId, doc.id, { kind: doc.kind, accessKey: event.accessKey });
    // A CC-e's correction prints on the DANFE: one made before it no longer says everything.
    else if (event.code === CORRECTION_LETTER) await trx.deleteFrom('brBoxePrintables').where('documentId', '=', doc.id).execute();
    return { outcome: 'attached' as const, ...answer };
  });
}
