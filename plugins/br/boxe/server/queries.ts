import { CompiledQuery, PostgresAdapter, sql } from 'kysely';
import type { BoxeDb } from './tables';
import { featureErrors, firmOf, likePattern, type Principal } from '@portico/plugin-server';
import { BOXE_ERROR_CODES, type BoxeFilters, type BoxeKind } from '../contract';

const errors = featureErrors(BOXE_ERROR_CODES);

export async function boxeSubscription(db: BoxeDb, principal: Principal) {
  const firmId = await firmOf(db, principal);
  return db.selectFrom('brBoxeSubscriptions').select('orderedAt').where('firmId', '=', firmId).executeTakeFirst();
}

/** Stored documents need the firm to have ordered Box-E and the client's switch to be on. */
export async function assertBoxeEnabled(db: BoxeDb, principal: Principal, clientId: string): Promise<void> {
  if (!(await boxeSubscription(db, principal))) throw errors.error(403, 'BOXE_NOT_ENABLED', 'The firm has not ordered Box-E');
  const client = await db.selectFrom('brBoxeClients').select('lastToggle').where('clientId', '=', clientId).executeTakeFirst();
  if (client?.lastToggle !== 1) throw errors.error(403, 'BOXE_NOT_ENABLED', 'Box-E is switched off for this client');
}

const contains = (column: string, term: string) => sql<boolean>`lower(${sql.ref(column)}) like ${likePattern(term)} escape '\\'`;

/** The filters that filter something (filteredDocuments skips empty values), in a stable order: a cache key's part. */
export const appliedFilters = (f: BoxeFilters) => Object.entries(f).filter(([, value]) => value).sort(([a], [b]) => a.localeCompare(b));

/**
 * One store's documents with the screen's filters applied (the list and the ZIP export share it). A search
 * first narrows to its matches (SQLite: its FTS5 candidates; PostgreSQL: a subquery of their own, read on the
 * trigram indexes), unless `broad` (searchIsBroad): then each row along the list's own index is checked, which
 * finds a page within a few rows instead of reading every match first.
 */
export function filteredDocuments(db: BoxeDb, clientId: string, kind: BoxeKind, f: BoxeFilters, broad = false) {
  if (f.from && f.to && f.from > f.to) throw errors.badRequest('DATE_RANGE_INVALID', '"from" is after "to"');
  const term = f.search?.trim() ?? '';
  const digits = (term && searchedNumber(term)) ?? '';
  const byNumber = digits !== '';
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  if (term && !broad && postgres) {
    // OFFSET 0 keeps the matches apart from the page's order: PostgreSQL misjudged how many an OR of LIKEs keeps and
    // walked the whole list index for '1234' (261 matches, 58 ms) where its trigram and number indexes take 1 ms.
    const matches = db.selectFrom((eb) => searched(eb.selectFrom('brFiscalDocuments as d').selectAll('d')
      .where('d.clientId', '=', clientId).where('d.kind', '=', kind), term, digits).offset(0).as('d'));
    return withFilters(matches as unknown as ReturnType<typeof storeRows>, f);
  }
  const fts = term && !broad && !postgres ? searchCandidates(term, byNumber ? digits : undefined) : undefined;
  // Found by number too: the candidates hold every document the search can keep.
  const candidates = fts && byNumber
    ? sql<string>`(select doc_id from ${fts} as c union all select id from br_fiscal_documents where client_id = ${clientId} and kind = ${kind} and number = ${String(Number(digits))})`
    : fts;
  // With candidates (at most BROAD_CANDIDATES), each is looked up by id and the few kept are sorted: the '+' stops
  // SQLite from walking the store's whole list index instead, testing each row against them (a search that found
  // nothing in a 100,000-NF-e store took 22 ms that way, 0.2 ms this one).
  const q = candidates
    ? storeRows(db).where(sql<string>`+d.client_id`, '=', clientId).where(sql<string>`+d.kind`, '=', kind).where('d.id', 'in', candidates)
    : storeRows(db).where('d.clientId', '=', clientId).where('d.kind', '=', kind);
  return term ? searched(withFilters(q, f), term, digits) : withFilters(q, f);
}

const storeRows = (db: BoxeDb) => db.selectFrom('brFiscalDocuments as d');
type StoreRows = ReturnType<typeof storeRows>;

/** The screen's filters but the search. */
function withFilters(rows: StoreRows, f: BoxeFilters): StoreRows {
  let q = rows;
  if (f.from) q = q.where('d.issuedAt', '>=', f.from);
  if (f.to) q = q.where('d.issuedAt', '<=', f.to);
  if (f.cnpj) { const cnpj = f.cnpj; q = q.where((eb) => eb.or([eb('d.emitterCnpj', '=', cnpj), eb('d.recipientCnpj', '=', cnpj)])); }
  if (f.status) q = q.where('d.status', '=', f.status);
  if (f.accessKey) q = q.where('d.accessKey', '=', f.accessKey);
  if (f.issuer) {
    const issuerDigits = f.issuer.replace(/[.\-/\s]/g, '').toUpperCase();
    const byDoc = /^[0-9A-Z]{2,14}$/.test(issuerDigits) && /\d/.test(issuerDigits);
    const issuer = f.issuer;
    q = q.where((eb) => eb.or([contains('d.emitterName', issuer), ...(byDoc ? [eb('d.emitterCnpj', 'like', `${issuerDigits}%`)] : [])]));
  }
  return q;
}

/** The search's exact test: in an issuer's or recipient's name, or, for a number, in the key or the NF-e number. */
const searched = <Q extends StoreRows>(q: Q, term: string, digits: string) => q.where((eb) => eb.or([
  contains('d.emitterName', term),
  contains('d.recipientName', term),
  ...(digits ? [eb('d.accessKey', 'like', `%${digits}%`), eb('d.number', '=', String(Number(digits)))] : []),
])) as Q;

/** The digits of a search that is a number (a key or part of one, an NF-e number), else undefined. */
function searchedNumber(term: string): string | undefined {
  const digits = term.replace(/\D/g, '');
  return digits.length > 0 && digits === term.replace(/[\s.\-/]/g, '') ? digits : undefined;
}

/** Fewer characters than a trigram: the index cannot narrow, the exact filter reads the client's rows. */
const TRIGRAM = 3;
const phrase = (text: string) => `"${text.replaceAll('"', '""')}"`;
/**
 * More FTS5 candidates than this make a search broad. 'ltda' is in nearly every issuer's name: reading its
 * 100,000 candidates before the first page took ~40 ms a page, where walking the list's index finds 30 matches
 * in about as many rows. Past this many candidates a page's walk meets one at least every ~50 rows of a
 * 100,000-document store.
 */
const BROAD_CANDIDATES = 2000;

/**
 * Whether a search is broad (see BROAD_CANDIDATES). SQLite: one probe of its FTS5 candidates that stops at the
 * limit. PostgreSQL: the planner's estimate of the matches, from its statistics, without reading them: a probe
 * that read them took 26 ms for 'distribuidora' (16,804 matches scattered over the store), whose page the list's
 * index walk finds in about 185 rows.
 */
export async function searchIsBroad(db: BoxeDb, clientId: string, kind: BoxeKind, f: BoxeFilters): Promise<boolean> {
  const term = f.search?.trim();
  if (!term) return false;
  const digits = searchedNumber(term) ?? '';
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    const matches = searched(storeRows(db).select('d.id').where('d.clientId', '=', clientId).where('d.kind', '=', kind), term, digits).compile();
    const { rows } = await db.executeQuery<Record<string, Array<{ Plan: { 'Plan Rows': number } }>>>(
      CompiledQuery.raw(`explain (format json) ${matches.sql}`, [...matches.parameters]));
    return Object.values(rows[0]!)[0]![0]!.Plan['Plan Rows'] > BROAD_CANDIDATES;
  }
  const candidates = searchCandidates(term, digits || undefined);
  if (!candidates) return false;
  const { rows } = await sql<{ n: number }>`select count(*) as n from (select 1 from ${candidates} as c limit ${BROAD_CANDIDATES + 1})`.execute(db);
  return Number(rows[0]?.n ?? 0) > BROAD_CANDIDATES;
}

/**
 * SQLite's FTS5 trigram query for a search: every document whose names or key contain the lowercased term (and,
 * searching by number, whose key contains its digits), case folded as widely as Unicode does, so a superset of
 * what the exact LIKE (ASCII case only) matches; undefined when a part is too short to look up.
 */
function searchCandidates(term: string, keyDigits: string | undefined) {
  const lowered = term.toLowerCase();
  if ([...lowered].length < TRIGRAM || (keyDigits !== undefined && keyDigits.length < TRIGRAM)) return undefined;
  // A search that is its own digits ('1234') asks for its phrase once: FTS5 reads each phrase of an OR in full.
  const query = [...new Set([phrase(lowered), ...(keyDigits ? [phrase(keyDigits)] : [])])].join(' OR ');
  return sql<string>`(select doc_id from br_fiscal_documents_search where br_fiscal_documents_search match ${query})`;
}
