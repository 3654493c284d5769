import { Readable } from 'node:stream';
import { featureErrors, featureTexts, pickLanguage, type AppContext, type SomeDb } from '@portico/plugin-server';
import { storeUploads } from '../../documents/server';
import { insertTask, moveTask } from '../../tasks/server';
import { E_SIGNATURE_KIND, ESIGN_ERROR_CODES, type NewSignature, type SignerView } from '../contract';
import type { SigningCertificate } from './certificate';
import { sha256, signPdf, type AuditTexts } from './pades';
import { esignDb, type EsignDb } from './tables';

const errors = featureErrors(ESIGN_ERROR_CODES);
const FEATURE_DIR = 'plugins/common/esign';

const fullName = (u: { firstName: string; lastName: string; email: string }) => `${u.firstName} ${u.lastName}`.trim() || u.email;

/** The client's live contacts (not staff, not disabled), by name. */
export async function contactsOf(db: SomeDb, clientId: string) {
  const rows = await esignDb(db).selectFrom('users as u').innerJoin('userClients as uc', 'uc.userId', 'u.id')
    .select(['u.id', 'u.firstName', 'u.lastName', 'u.email']).where('uc.clientId', '=', clientId).where('u.isStaff', '=', 0)
    .where('u.disabledAt', 'is', null).orderBy('u.firstName').orderBy('u.lastName').execute();
  return rows.map((u) => ({ id: u.id, name: fullName(u), email: u.email }));
}

/** The client's live PDFs, for the firm's picker (newest first, at most 200). */
export async function pdfsOf(db: SomeDb, clientId: string) {
  return esignDb(db).selectFrom('documents as d').innerJoin('containers as c', 'c.id', 'd.containerId')
    .select(['d.id', 'd.name', 'c.name as folder']).where('d.clientId', '=', clientId).where('d.deletedAt', 'is', null)
    .where('d.mimeType', '=', 'application/pdf').orderBy('d.modifiedAt', 'desc').limit(200).execute();
}

/** The client's upload folder, where a sealed copy of an uploaded PDF lands. */
export async function uploadFolderOf(db: SomeDb, clientId: string): Promise<string> {
  const row = await esignDb(db).selectFrom('containers').select('id').where('clientId', '=', clientId)
    .where('type', '=', 'clientContactFolder').orderBy('createdAt').executeTakeFirst();
  if (!row) throw errors.notFound('DOCUMENT_NOT_FOUND', 'The client has no upload folder');
  return row.id;
}

/** The bytes of a live PDF of the client and its folder (404 DOCUMENT_NOT_FOUND otherwise). */
export async function clientPdf(ctx: AppContext, clientId: string, documentId: string) {
  const doc = await esignDb(ctx.db).selectFrom('documents').select(['name', 'blobId', 'containerId', 'mimeType']).where('id', '=', documentId)
    .where('clientId', '=', clientId).where('deletedAt', 'is', null).executeTakeFirst();
  if (!doc || doc.mimeType !== 'application/pdf') throw errors.notFound('DOCUMENT_NOT_FOUND', 'No such PDF of the client');
  const chunks: Buffer[] = [];
  for await (const chunk of await ctx.blobs.open(doc.blobId)) chunks.push(Buffer.from(chunk));
  return { name: doc.name, content: Buffer.concat(chunks), containerId: doc.containerId };
}

/** Creates the task, the request and its signers in the caller's transaction; every signer must be a contact of the client. */
export async function createSignature(db: EsignDb, clientId: string, createdBy: string, input: Omit<NewSignature, 'documentId'>, pdf: { name: string; content: Buffer; containerId: string }) {
  const contacts = new Set((await contactsOf(db, clientId)).map((c) => c.id));
  if (!input.signerIds.every((id) => contacts.has(id))) throw errors.badRequest('SIGNER_NOT_CONTACT', 'A signer named is not a contact of the client');
  const taskId = await insertTask(db, { clientId, kind: E_SIGNATURE_KIND, title: input.title.trim(), dueDate: input.dueDate ?? null, createdBy });
  await db.insertInto('commonEsignRequests').values({
    taskId, documentName: pdf.name, content: pdf.content, sha256: sha256(pdf.content), containerId: pdf.containerId,
    inOrder: input.inOrder ? 1 : 0, signedDocumentId: null, signedSha256: null,
  }).execute();
  await db.insertInto('commonEsignSigners').values(input.signerIds.map((userId, position) => ({
    taskId, userId, position, state: 'pending' as const, typedName: null, signedAt: null, ip: null, userAgent: null, documentSha256: null, declinedReason: null,
  }))).execute();
  return taskId;
}

export async function requestRow(db: SomeDb, taskId: string) {
  const row = await esignDb(db).selectFrom('commonEsignRequests').selectAll().where('taskId', '=', taskId).executeTakeFirst();
  if (!row) throw errors.notFound('TASK_NOT_FOUND', 'The task is no e-signature');
  return row;
}

export async function signersOf(db: SomeDb, taskId: string) {
  return esignDb(db).selectFrom('commonEsignSigners as s').innerJoin('users as u', 'u.id', 's.userId')
    .select(['s.userId', 's.position', 's.state', 's.typedName', 's.signedAt', 's.ip', 's.userAgent', 's.declinedReason', 'u.firstName', 'u.lastName', 'u.email', 'u.language'])
    .where('s.taskId', '=', taskId).orderBy('s.position').execute();
}
export type SignerRow = Awaited<ReturnType<typeof signersOf>>[number];

export const signerView = (s: SignerRow): SignerView => ({
  userId: s.userId, name: fullName(s), email: s.email, state: s.state, signedAt: s.signedAt, declinedReason: s.declinedReason,
});

/** Whether the user may sign now: a signer not yet signed, and in an ordered signature everyone before has. */
export function mayActNow(signers: readonly SignerRow[], userId: string, inOrder: boolean): EsignErrorCodeOrNull {
  const me = signers.find((s) => s.userId === userId);
  if (!me) return 'NOT_A_SIGNER';
  if (me.state === 'signed') return 'ALREADY_SIGNED';
  if (inOrder && signers.some((s) => s.position < me.position && s.state !== 'signed')) return 'NOT_YOUR_TURN';
  return null;
}
type EsignErrorCodeOrNull = 'NOT_A_SIGNER' | 'ALREADY_SIGNED' | 'NOT_YOUR_TURN' | null;

export interface SignEvidence { typedName: string; ip: string; userAgent: string; now: Date }

/**
 * Records one signature; the last one also seals the PDF (every signer's evidence on its audit page), files the
 * sealed copy in the client's documents and closes the task (in progress → submitted → done). The seal is made
 * before anything is written: a PDF that cannot be sealed leaves the signature unrecorded and the document unsigned.
 */
export async function recordSignature(ctx: AppContext, certificate: SigningCertificate, task: { id: string; clientId: string }, userId: string, evidence: SignEvidence) {
  const db = esignDb(ctx.db);
  const request = await requestRow(db, task.id);
  const signedAt = evidence.now.toISOString();
  const signers = (await signersOf(db, task.id)).map((s) => (s.userId === userId ? { ...s, state: 'signed' as const, typedName: evidence.typedName, signedAt, ip: evidence.ip, userAgent: evidence.userAgent } : s));
  const last = signers.every((s) => s.state === 'signed');
  const sealed = last ? await seal(ctx, certificate, request, signers, signers.find((s) => s.userId === userId)!.language) : null;
  // The documents' upload files it (its own transaction: names, list versions), then the signature and the task move together.
  const stored = sealed && (await storeUploads(db as never, ctx.dbKind, {
    clientId: task.clientId, containerId: request.containerId, onConflict: 'keepBoth', metadata: [['signatureTaskId', task.id]],
    uploader: { id: userId, isStaff: 0 }, accepted: [{ name: signedName(request.documentName), staged: await ctx.blobs.stage(Readable.from([sealed]), Number.MAX_SAFE_INTEGER), mimeType: 'application/pdf' }],
    checkQuota: async () => {},
  }))[0];
  await db.transaction().execute(async (trx) => {
    const recorded = await trx.updateTable('commonEsignSigners').set({
      state: 'signed', typedName: evidence.typedName, signedAt, ip: evidence.ip, userAgent: evidence.userAgent, documentSha256: request.sha256, declinedReason: null,
    }).where('taskId', '=', task.id).where('userId', '=', userId).where('state', '!=', 'signed').executeTakeFirst();
    if (Number(recorded.numUpdatedRows) !== 1) throw errors.conflict('ALREADY_SIGNED', 'Signed meanwhile');
    await moveTask(trx, task.clientId, task.id, 'in_progress');
    if (!stored || !sealed) return;
    await trx.updateTable('commonEsignRequests').set({ signedDocumentId: stored.id, signedSha256: sha256(sealed) }).where('taskId', '=', task.id).execute();
    await moveTask(trx, task.clientId, task.id, 'submitted', 'done');
  });
}

/** The sealed copy, its audit page in the last signer's language; 422 SIGNING_FAILED when the PDF will not take it. */
async function seal(ctx: AppContext, certificate: SigningCertificate, request: { content: Buffer; documentName: string }, signers: readonly SignerRow[], language: string) {
  const texts = featureTexts<{ audit: AuditTexts & { reason: string } }>(ctx.config.rootDir, FEATURE_DIR, pickLanguage(language)).audit;
  try {
    return await signPdf(request.content, {
      name: request.documentName, texts, reason: texts.reason,
      signers: signers.map((s) => ({ name: fullName(s), email: s.email, typedName: s.typedName ?? '', signedAt: s.signedAt ?? '', ip: s.ip ?? '', userAgent: s.userAgent ?? '' })),
    }, certificate);
  } catch {
    throw errors.error(422, 'SIGNING_FAILED', 'The PDF could not be sealed; nothing was signed');
  }
}

/** "Engagement letter.pdf" → "Engagement letter (signed).pdf". */
export const signedName = (name: string) => name.replace(/(\.pdf)?$/i, ' (signed).pdf');
