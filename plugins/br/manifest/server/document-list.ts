import { sql } from 'kysely';
import { decodeCursor, encodeCursor, featureErrors } from '@portico/plugin-server';
import { decodeNfeAccessKey, unmaskNfeKey } from '@portico/br-kit';
import { MANIFEST_ERROR_CODES, OPEN_MANIFEST_STATUSES, type ManifestDocumentsQuery } from '../contract';
import type { DeadlineDays } from './event-rules';
import type { BrManifestDocumentTable, ManifestDb } from './tables';

const errors = featureErrors(MANIFEST_ERROR_CODES);

const DAY_MS = 86_400_000;
const daysFrom = (now: Date, days: number) => new Date(now.getTime() + days * DAY_MS).toISOString();

export type ManifestFilters = Omit<ManifestDocumentsQuery, 'clientId' | 'startIndex' | 'itemsPerPage' | 'cursor'>;

/** One client's received NF-e with the list's filters; `days` are the firm's deadlines, `now` the moment they count from. */
export function filteredManifestDocuments(db: ManifestDb, clientId: string, filters: ManifestFilters, days: DeadlineDays, now: Date) {
  const { from, to, emitterCnpj, status, accessKey, nfeStatus, emitter, pendingOnly, dueWithinDays } = filters;
  if (from && to && from > to) throw errors.error(400, 'DATE_RANGE_INVALID', '"from" is after "to"');
  let base = db.selectFrom('brManifestDocuments').where('clientId', '=', clientId);
  if (from) base = base.where('issuedAt', '>=', from);
  if (to) base = base.where('issuedAt', '<=', to);
  if (emitterCnpj) base = base.where('emitterCnpj', '=', emitterCnpj);
  if (status) base = base.where('status', '=', status);
  if (nfeStatus) base = base.where('nfeStatus', '=', nfeStatus);
  if (emitter?.trim()) {
    const text = `%${emitter.trim().toLowerCase()}%`;
    const digits = emitter.replace(/\D/g, '');
    base = base.where((eb) => eb.or([
      eb(sql<string>`lower(emitter_name)`, 'like', text),
      ...(digits ? [eb('emitterCnpj', 'like', `%${digits}%`)] : []),
    ]));
  }
  // Still open: authorised, waiting for a conclusive event, and the conclusive window not closed.
  if (pendingOnly || dueWithinDays !== undefined) {
    base = base.where('status', 'in', [...OPEN_MANIFEST_STATUSES]).where('nfeStatus', '=', 'Authorized')
      .where('authorizedAt', '>', daysFrom(now, -days.conclusiveDays));
  }
  // The next deadline is Ciência's while it is open and not given, else the conclusive one.
  if (dueWithinDays !== undefined) {
    const cienciaOpen = daysFrom(now, -days.cienciaDays);
    base = base.where((eb) => eb.or([
      eb.and([eb('status', '=', 'Pending'), eb('authorizedAt', '>', cienciaOpen), eb('authorizedAt', '<=', daysFrom(now, dueWithinDays - days.cienciaDays))]),
      eb.and([
        eb.or([eb('status', '=', 'Aware'), eb('authorizedAt', '<=', cienciaOpen)]),
        eb('authorizedAt', '<=', daysFrom(now, dueWithinDays - days.conclusiveDays)),
      ]),
    ]));
  }
  // A partial key narrows the list as the user types; a full one must be a valid key.
  if (accessKey) {
    const key = unmaskNfeKey(accessKey);
    if (!/^\d{1,44}$/.test(key) || (key.length === 44 && !decodeNfeAccessKey(key))) {
      throw errors.badRequest('NFE_ACCESS_KEY_INVALID', 'The access key must have 44 digits with a valid check digit');
    }
    base = key.length === 44 ? base.where('accessKey', '=', key) : base.where(sql<boolean>`access_key like ${`%${key}%`}`);
  }
  return base;
}

function cursorRow(text: string): { issuedAt: string; id: string } {
  const [issuedAt, id] = decodeCursor(text, 2) ?? [];
  if (typeof issuedAt !== 'string' || typeof id !== 'string') throw errors.badRequest('NFE_CURSOR_INVALID', 'The cursor is not one of this list');
  return { issuedAt, id };
}

export interface ManifestPageRequest { limit: number; offset: number; cursor?: string | undefined }
/** A listed NF-e: its columns but the XML, of which a page says only whether it arrived (a summary has none). */
export type ListedManifestDocument = Omit<BrManifestDocumentTable, 'xml'> & { hasXml: boolean };
export interface ManifestPage { rows: ListedManifestDocument[]; totalItems: number; nextCursor: string | null }

const LISTED_COLUMNS = ['id', 'clientId', 'accessKey', 'number', 'series', 'emitterCnpj', 'emitterName', 'issuedAt', 'authorizedAt', 'amountCents', 'status', 'nfeStatus'] as const;

/**
 * One page in the list's order (issued_at desc, id) and the filtered set's count. By offset it walks the
 * (client_id, issued_at desc, id) index from the start (migration 0450); by cursor it seeks there: first the rest
 * of the cursor row's day (`= day, id >`), then the days before it, each an index range read only as far as
 * the page needs.
 */
export async function pageManifestDocuments(base: ReturnType<typeof filteredManifestDocuments>, page: ManifestPageRequest): Promise<ManifestPage> {
  const wanted = page.limit + 1;
  const ordered = (q: typeof base) => q.select([...LISTED_COLUMNS, sql<number>`case when xml <> '' then 1 else 0 end`.as('hasXml')])
    .orderBy('issuedAt', 'desc').orderBy('id');
  const after = page.cursor ? cursorRow(page.cursor) : null;
  const read = async () => {
    if (!after) return ordered(base).limit(wanted).offset(page.offset).execute();
    const rows = await ordered(base.where('issuedAt', '=', after.issuedAt).where('id', '>', after.id)).limit(wanted).execute();
    if (rows.length < wanted) rows.push(...await ordered(base.where('issuedAt', '<', after.issuedAt)).limit(wanted - rows.length).execute());
    return rows;
  };
  const [rows, count] = await Promise.all([read(), base.select(sql<number | string>`count(*)`.as('n')).executeTakeFirstOrThrow()]);
  const items = rows.slice(0, page.limit);
  const last = items.at(-1);
  return {
    rows: items.map((r) => ({ ...r, hasXml: Number(r.hasXml) === 1 })), totalItems: Number(count.n),
    nextCursor: rows.length > page.limit && last ? encodeCursor([last.issuedAt, last.id]) : null,
  };
}
