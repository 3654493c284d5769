import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import { decodeCursor, encodeCursor, featureErrors } from '@portico/plugin-server';
import { decodeNfeAccessKey, unmaskNfeKey } from '@portico/br-kit';
import { MANIFEST_ERROR_CODES, OPEN_MANIFEST_STATUSES, type ManifestDocumentsQuery } from '../contract';
import type { DeadlineDays } from './event-rules';
import type { ManifestTotals } from './list-totals';
import type { BrManifestDocumentTable, ManifestDb, ManifestTables } from './tables';

const errors = featureErrors(MANIFEST_ERROR_CODES);

const DAY_MS = 86_400_000;
const daysFrom = (now: Date, days: number) => new Date(now.getTime() + days * DAY_MS).toISOString();

export type ManifestFilters = Omit<ManifestDocumentsQuery, 'clientId' | 'startIndex' | 'itemsPerPage' | 'cursor'>;

type Listed = ExpressionBuilder<ManifestTables, 'brManifestDocuments'>;

/**
 * The part of `pendingOnly` / `dueWithinDays` that moves with the clock: authorized_at compared with each of
 * `bounds` (instants now ± days, only growing as time passes), so a row's place changes only when a bound
 * passes its authorized_at.
 */
export interface OpenWindow { bounds: string[]; holds: (eb: Listed) => Expression<SqlBool> }

function openWindow(filters: ManifestFilters, days: DeadlineDays, now: Date): OpenWindow | null {
  const { pendingOnly, dueWithinDays } = filters;
  if (!pendingOnly && dueWithinDays === undefined) return null;
  // Still open: the conclusive window not closed.
  const closed = daysFrom(now, -days.conclusiveDays);
  if (dueWithinDays === undefined) return { bounds: [closed], holds: (eb) => eb('authorizedAt', '>', closed) };
  // The next deadline is Ciência's while it is open and not given, else the conclusive one.
  const cienciaOpen = daysFrom(now, -days.cienciaDays);
  const cienciaDue = daysFrom(now, dueWithinDays - days.cienciaDays);
  const conclusiveDue = daysFrom(now, dueWithinDays - days.conclusiveDays);
  return {
    bounds: [closed, cienciaOpen, cienciaDue, conclusiveDue],
    holds: (eb) => eb.and([eb('authorizedAt', '>', closed), eb.or([
      eb.and([eb('status', '=', 'Pending'), eb('authorizedAt', '>', cienciaOpen), eb('authorizedAt', '<=', cienciaDue)]),
      eb.and([eb.or([eb('status', '=', 'Aware'), eb('authorizedAt', '<=', cienciaOpen)]), eb('authorizedAt', '<=', conclusiveDue)]),
    ])]),
  };
}

/** One client's received NF-e with the list's filters: `rows`, which are the `candidates` in the `window` (if any). */
export interface ManifestList {
  clientId: string;
  now: Date;
  candidates: ReturnType<typeof clientDocuments>;
  window: OpenWindow | null;
  rows: ReturnType<typeof clientDocuments>;
  /** What decides the set but the version and the clock (filters as applied, the firm's deadlines): a cache key. */
  key: string;
}

const clientDocuments = (db: ManifestDb, clientId: string) => db.selectFrom('brManifestDocuments').where('clientId', '=', clientId);

/** The list's filters for one client; `days` are the firm's deadlines, `now` the moment they count from. */
export function filteredManifestDocuments(db: ManifestDb, clientId: string, filters: ManifestFilters, days: DeadlineDays, now: Date): ManifestList {
  const { from, to, emitterCnpj, status, accessKey, nfeStatus, emitter, dueWithinDays } = filters;
  if (from && to && from > to) throw errors.error(400, 'DATE_RANGE_INVALID', '"from" is after "to"');
  let base = clientDocuments(db, clientId);
  if (from) base = base.where('issuedAt', '>=', from);
  if (to) base = base.where('issuedAt', '<=', to);
  if (emitterCnpj) base = base.where('emitterCnpj', '=', emitterCnpj);
  if (status) base = base.where('status', '=', status);
  if (nfeStatus) base = base.where('nfeStatus', '=', nfeStatus);
  const text = emitter?.trim() ? emitter.trim().toLowerCase() : undefined;
  const digits = text ? emitter!.replace(/\D/g, '') : '';
  if (text) {
    base = base.where((eb) => eb.or([
      eb(sql<string>`lower(emitter_name)`, 'like', `%${text}%`),
      ...(digits ? [eb('emitterCnpj', 'like', `%${digits}%`)] : []),
    ]));
  }
  // Open: authorised and waiting for a conclusive event (the window adds: its conclusive window not closed).
  const window = openWindow(filters, days, now);
  if (window) base = base.where('status', 'in', [...OPEN_MANIFEST_STATUSES]).where('nfeStatus', '=', 'Authorized');
  // A partial key narrows the list as the user types; a full one must be a valid key.
  const key = accessKey ? unmaskNfeKey(accessKey) : undefined;
  if (key !== undefined) {
    if (!/^\d{1,44}$/.test(key) || (key.length === 44 && !decodeNfeAccessKey(key))) {
      throw errors.badRequest('NFE_ACCESS_KEY_INVALID', 'The access key must have 44 digits with a valid check digit');
    }
    base = key.length === 44 ? base.where('accessKey', '=', key) : base.where(sql<boolean>`access_key like ${`%${key}%`}`);
  }
  const applied = [from || null, to || null, emitterCnpj || null, status ?? null, nfeStatus ?? null, text ?? null, digits, key ?? null,
    !!window, dueWithinDays ?? null, window ? [days.cienciaDays, days.conclusiveDays] : null];
  return { clientId, now, candidates: base, window, rows: window ? base.where(window.holds) : base, key: JSON.stringify(applied) };
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
 * One page in the list's order (issued_at desc, id) and the filtered set's count (`totals`: counted once per
 * list version, not per page). By offset it walks the (client_id, issued_at desc, id) index from the start
 * (migration 0450); by cursor it seeks there: first the rest of the cursor row's day (`= day, id >`), then the
 * days before it, each an index range read only as far as the page needs.
 */
export async function pageManifestDocuments(list: ManifestList, page: ManifestPageRequest, totals: ManifestTotals): Promise<ManifestPage> {
  const wanted = page.limit + 1;
  const base = list.rows;
  const ordered = (q: typeof base) => q.select([...LISTED_COLUMNS, sql<number>`case when xml <> '' then 1 else 0 end`.as('hasXml')])
    .orderBy('issuedAt', 'desc').orderBy('id');
  const after = page.cursor ? cursorRow(page.cursor) : null;
  const read = async () => {
    if (!after) return ordered(base).limit(wanted).offset(page.offset).execute();
    const rows = await ordered(base.where('issuedAt', '=', after.issuedAt).where('id', '>', after.id)).limit(wanted).execute();
    if (rows.length < wanted) rows.push(...await ordered(base.where('issuedAt', '<', after.issuedAt)).limit(wanted - rows.length).execute());
    return rows;
  };
  const [rows, totalItems] = await Promise.all([read(), totals.of(list)]);
  const items = rows.slice(0, page.limit);
  const last = items.at(-1);
  return {
    rows: items.map((r) => ({ ...r, hasXml: Number(r.hasXml) === 1 })), totalItems,
    nextCursor: rows.length > page.limit && last ? encodeCursor([last.issuedAt, last.id]) : null,
  };
}
