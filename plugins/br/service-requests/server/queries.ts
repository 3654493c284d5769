import { randomUUID } from 'node:crypto';
import {
  canTransition, RequestKind, SERVICE_REQUEST_ERROR_CODES, type RequestStatus, type ServiceRequest,
} from '../contract';
import type { ServiceRequestDb, BrServiceRequestTable } from './tables';
import { featureErrors } from '@portico/plugin-server';
import { insertFile } from '@portico/br-kit/server';
import { nameBook, shownTitle, type NameBook } from './names';

const errors = featureErrors(SERVICE_REQUEST_ERROR_CODES);

/** A request as lists show it; `names` (nameBook) names the employee a request is about. */
export const toSummary = (r: BrServiceRequestTable, names: NameBook) => ({
  id: r.id, reference: r.reference, type: r.type, typeCode: RequestKind[r.type], status: r.status, title: shownTitle(r, names),
  createdAt: r.createdAt, updatedAt: r.updatedAt, submittedAt: r.submittedAt,
});

export async function getRequest(db: ServiceRequestDb, clientId: string, requestId: string): Promise<BrServiceRequestTable> {
  const row = await db.selectFrom('brServiceRequests').selectAll().where('id', '=', requestId).where('clientId', '=', clientId).executeTakeFirst();
  if (!row) throw errors.notFound('REQUEST_NOT_FOUND', 'No such request');
  return row;
}

export async function withMessages(db: ServiceRequestDb, row: BrServiceRequestTable): Promise<ServiceRequest> {
  const messages = await db.selectFrom('brServiceRequestMessages').selectAll().where('requestId', '=', row.id)
    .orderBy('createdAt').orderBy('id').execute();
  const names = await nameBook(db, [row]);
  const files = messages.length
    ? await db.selectFrom('brServiceRequestAttachments as a').innerJoin('brFiles as f', 'f.id', 'a.fileId')
      .select(['a.id', 'a.messageId', 'f.fileName', 'f.size']).where('a.messageId', 'in', messages.map((m) => m.id)).orderBy('f.fileName').execute()
    : [];
  return {
    ...toSummary(row, names),
    payload: JSON.parse(row.payload),
    messages: messages.map((m) => ({
      id: m.id, author: m.authorName, fromFirm: m.fromFirm === 1, body: m.body, createdAt: m.createdAt,
      attachments: files.filter((f) => f.messageId === m.id).map((f) => ({ id: f.id, fileName: f.fileName, size: Number(f.size) })),
    })),
  };
}

/** "SR-2025-0001": per client and year; the unique index turns a rare race into a retry-able conflict. */
export async function nextReference(db: ServiceRequestDb, clientId: string, now: Date): Promise<string> {
  const prefix = `SR-${now.getUTCFullYear()}-`;
  const last = await db.selectFrom('brServiceRequests').select('reference').where('clientId', '=', clientId)
    .where('reference', 'like', `${prefix}%`).orderBy('reference', 'desc').executeTakeFirst();
  const n = last ? Number(last.reference.slice(prefix.length)) + 1 : 1;
  return `${prefix}${String(n).padStart(4, '0')}`;
}

export type RequestRow = BrServiceRequestTable;

/** A person as the thread names them. */
export async function userName(db: ServiceRequestDb, userId: string): Promise<string> {
  const user = await db.selectFrom('users').select(['firstName', 'lastName']).where('id', '=', userId).executeTakeFirstOrThrow();
  return `${user.firstName} ${user.lastName}`.trim();
}

/** A message in the thread that moves nothing (the client adds to a request the firm is looking at). */
export async function addMessage(db: ServiceRequestDb, row: BrServiceRequestTable, message: { author: string; body: string }) {
  const now = new Date().toISOString();
  await db.transaction().execute(async (trx) => {
    await trx.insertInto('brServiceRequestMessages').values({
      id: randomUUID(), requestId: row.id, authorName: message.author, fromFirm: 0, body: message.body, createdAt: now,
    }).execute();
    await trx.updateTable('brServiceRequests').set({ updatedAt: now, clientMovedAt: now }).where('id', '=', row.id).execute();
  });
}

/** A message of a move; the firm's may carry files (checked before, stored with the message). */
export interface MoveMessage {
  author: string;
  body: string;
  attachments?: ReadonlyArray<{ fileName: string; mimeType: string; content: Buffer }>;
}

/**
 * Moves a request along the status model (the contract's REQUEST_TRANSITIONS), with an optional message and
 * whatever else the move records (`also`: the client's e-mail) in the same transaction. The update is conditional
 * on the status read, so two concurrent moves cannot both succeed.
 */
export async function transition(
  db: ServiceRequestDb, row: BrServiceRequestTable, actor: 'client' | 'firm', to: RequestStatus,
  message?: MoveMessage, also?: (trx: ServiceRequestDb) => Promise<void>,
) {
  if (!canTransition(actor, row.status, to)) {
    throw errors.error(409, 'ILLEGAL_TRANSITION', `A request in ${row.status} cannot move to ${to}`);
  }
  const now = new Date().toISOString();
  await db.transaction().execute(async (trx) => {
    const result = await trx.updateTable('brServiceRequests')
      .set({
        status: to, updatedAt: now,
        ...(to === 'WaitingForAnswer' ? { submittedAt: now } : {}), ...(actor === 'client' ? { clientMovedAt: now } : {}),
      })
      .where('id', '=', row.id).where('status', '=', row.status).executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) throw errors.error(409, 'ILLEGAL_TRANSITION', 'The request changed meanwhile');
    if (message) {
      const messageId = randomUUID();
      await trx.insertInto('brServiceRequestMessages').values({
        id: messageId, requestId: row.id, authorName: message.author, fromFirm: actor === 'firm' ? 1 : 0, body: message.body, createdAt: now,
      }).execute();
      for (const file of message.attachments ?? []) {
        await trx.insertInto('brServiceRequestAttachments').values({ id: randomUUID(), messageId, fileId: await insertFile(trx, file) }).execute();
      }
    }
    await also?.(trx);
  });
  return now;
}
