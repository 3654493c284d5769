import { sql } from 'kysely';
import { featureErrors, pagedResponse, pageOf, type StaffMember } from '@portico/plugin-server';
import { SERVICE_REQUEST_ERROR_CODES, type InboxItem, type InboxRequest, type RequestStatus, type RequestType } from '../contract';
import { submitViolations } from './payload-rules';
import { nameBook, peopleOf, type NameBook } from './names';
import { toSummary, withMessages, type RequestRow } from './queries';
import type { ServiceRequestDb } from './tables';

const errors = featureErrors(SERVICE_REQUEST_ERROR_CODES);
const DAY_MS = 86_400_000;

export interface InboxFilter {
  startIndex?: number;
  itemsPerPage?: number;
  status?: RequestStatus;
  type?: RequestType;
  clientId?: string;
  /** 'me', 'none' or a staff member's id. */
  assignee?: string;
  minAgeDays?: number;
}

const fullName = sql<string>`trim(u.first_name || ' ' || u.last_name)`;

/** The firm's requests with their client and assignee; a draft is the client's own and never listed. */
const inboxRows = (db: ServiceRequestDb, firmId: number) => db.selectFrom('brServiceRequests as r')
  .innerJoin('clients as c', 'c.id', 'r.clientId')
  .leftJoin('users as u', 'u.id', 'r.assigneeId')
  .where('c.firmId', '=', firmId).where('r.status', '!=', 'Draft');

type InboxRow = RequestRow & { clientName: string; assigneeName: string | null };

const toItem = (r: InboxRow, names: NameBook): InboxItem => ({
  ...toSummary(r, names), clientId: r.clientId, clientName: r.clientName,
  assignee: r.assigneeId ? { id: r.assigneeId, name: r.assigneeName ?? '' } : null,
  clientMovedAt: r.clientMovedAt ?? r.createdAt,
});

/** One page of the inbox, longest waiting for the firm first (the client's oldest move). */
export async function inboxPage(db: ServiceRequestDb, staff: StaffMember, filter: InboxFilter, now = new Date()) {
  let base = inboxRows(db, staff.firmId);
  if (filter.status) base = base.where('r.status', '=', filter.status);
  if (filter.type) base = base.where('r.type', '=', filter.type);
  if (filter.clientId) base = base.where('r.clientId', '=', filter.clientId);
  if (filter.assignee === 'none') base = base.where('r.assigneeId', 'is', null);
  else if (filter.assignee) base = base.where('r.assigneeId', '=', filter.assignee === 'me' ? staff.userId : filter.assignee);
  if (filter.minAgeDays) base = base.where('r.clientMovedAt', '<=', new Date(now.getTime() - filter.minAgeDays * DAY_MS).toISOString());
  const page = await pageOf(base, filter, (q) => q.selectAll('r').select(['c.name as clientName', fullName.as('assigneeName')])
    .orderBy('r.clientMovedAt').orderBy('r.id'));
  const names = await nameBook(db, page.rows as InboxRow[]);
  return pagedResponse(page, (r) => toItem(r as InboxRow, names));
}

/** One request of the firm's clients, or 404 (another firm's request, or a draft, is no request of the inbox). */
export async function inboxRow(db: ServiceRequestDb, firmId: number, requestId: string): Promise<InboxRow> {
  const row = await inboxRows(db, firmId).selectAll('r').select(['c.name as clientName', fullName.as('assigneeName')])
    .where('r.id', '=', requestId).executeTakeFirst();
  if (!row) throw errors.notFound('REQUEST_NOT_FOUND', 'No such request');
  return row as InboxRow;
}

/** The request as the firm reads it: the client's form, what the submit checks find in it today, the thread, the people it names. */
export async function inboxRequest(db: ServiceRequestDb, firmId: number, requestId: string): Promise<InboxRequest> {
  const row = await inboxRow(db, firmId, requestId);
  const [full, violations, names] = await Promise.all([
    withMessages(db, row),
    submitViolations(db, row.clientId, row.type, JSON.parse(row.payload)),
    nameBook(db, [row]),
  ]);
  return { ...full, ...toItem(row, names), violations, people: peopleOf(row, names) };
}

/** The firm's active staff, by name: whom a request may be assigned to. */
export const firmStaff = (db: ServiceRequestDb, firmId: number) => db.selectFrom('users as u').select(['u.id', fullName.as('name')])
  .where('u.firmId', '=', firmId).where('u.isStaff', '=', 1).where('u.disabledAt', 'is', null)
  .orderBy('u.firstName').orderBy('u.lastName').orderBy('u.id').execute();
