import { randomUUID } from 'node:crypto';
import {
  canTransition, RequestKind, SERVICE_REQUEST_ERROR_CODES, type RequestStatus, type ServiceRequest,
} from '../contract';
import type { ServiceRequestDb, BrServiceRequestTable } from './tables';
import { featureErrors } from '@portico/plugin-server';

const errors = featureErrors(SERVICE_REQUEST_ERROR_CODES);

export const toSummary = (r: BrServiceRequestTable) => ({
  id: r.id, reference: r.reference, type: r.type, typeCode: RequestKind[r.type], status: r.status, title: r.title,
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
  return {
    ...toSummary(row),
    payload: JSON.parse(row.payload),
    messages: messages.map((m) => ({ id: m.id, author: m.authorName, fromFirm: m.fromFirm === 1, body: m.body, createdAt: m.createdAt })),
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

/**
 * Moves a request along the status model (the contract's REQUEST_TRANSITIONS), with an
 * optional message in the same transaction. The update is conditional on the status read, so two
 * concurrent moves cannot both succeed.
 */
export type RequestRow = BrServiceRequestTable;

/** A message in the thread that moves nothing (the client adds to a request the firm is looking at). */
export async function addMessage(db: ServiceRequestDb, row: BrServiceRequestTable, message: { author: string; body: string }) {
  const now = new Date().toISOString();
  await db.transaction().execute(async (trx) => {
    await trx.insertInto('brServiceRequestMessages').values({
      id: randomUUID(), requestId: row.id, authorName: message.author, fromFirm: 0, body: message.body, createdAt: now,
    }).execute();
    await trx.updateTable('brServiceRequests').set({ updatedAt: now }).where('id', '=', row.id).execute();
  });
}

export async function transition(
  db: ServiceRequestDb, row: BrServiceRequestTable, actor: 'client' | 'firm', to: RequestStatus,
  message?: { author: string; body: string },
) {
  if (!canTransition(actor, row.status, to)) {
    throw errors.error(409, 'ILLEGAL_TRANSITION', `A request in ${row.status} cannot move to ${to}`);
  }
  const now = new Date().toISOString();
  await db.transaction().execute(async (trx) => {
    const result = await trx.updateTable('brServiceRequests')
      .set({ status: to, updatedAt: now, ...(to === 'WaitingForAnswer' ? { submittedAt: now } : {}) })
      .where('id', '=', row.id).where('status', '=', row.status).executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) throw errors.error(409, 'ILLEGAL_TRANSITION', 'The request changed meanwhile');
    if (message) {
      await trx.insertInto('brServiceRequestMessages').values({
        id: randomUUID(), requestId: row.id, authorName: message.author, fromFirm: actor === 'firm' ? 1 : 0, body: message.body, createdAt: now,
      }).execute();
    }
  });
}
