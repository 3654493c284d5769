import { INBOX_STATUSES, REQUEST_TYPES, type InboxStatus, type RequestType } from '../contract';

/** The inbox's filters, kept in the address (?status=&type=&client=&assignee=&age=&page=) so back and reload keep them. */
export interface InboxFilters {
  status?: InboxStatus;
  type?: RequestType;
  clientId?: string;
  /** 'me', 'none' or a staff member's id. */
  assignee?: string;
  minAgeDays?: number;
  page: number;
}

/** The ages a staff member filters by: waiting at least this many days since the client's last move. */
export const AGE_CHOICES = [1, 3, 7, 14, 30] as const;
const ID = /^[A-Za-z0-9_-]{1,64}$/;

export function filtersFromSearch(search: string): InboxFilters {
  const q = new URLSearchParams(search);
  const status = q.get('status');
  const type = q.get('type');
  const age = Number(q.get('age'));
  const page = Number(q.get('page'));
  const id = (name: string) => (ID.test(q.get(name) ?? '') ? q.get(name)! : undefined);
  return {
    ...((INBOX_STATUSES as readonly string[]).includes(status ?? '') ? { status: status as InboxStatus } : {}),
    ...((REQUEST_TYPES as readonly string[]).includes(type ?? '') ? { type: type as RequestType } : {}),
    ...(id('client') ? { clientId: id('client') } : {}),
    ...(id('assignee') ? { assignee: id('assignee') } : {}),
    ...((AGE_CHOICES as readonly number[]).includes(age) ? { minAgeDays: age } : {}),
    page: Number.isInteger(page) && page > 0 ? page : 0,
  };
}

export function searchOf(filters: InboxFilters): string {
  const q = new URLSearchParams();
  if (filters.status) q.set('status', filters.status);
  if (filters.type) q.set('type', filters.type);
  if (filters.clientId) q.set('client', filters.clientId);
  if (filters.assignee) q.set('assignee', filters.assignee);
  if (filters.minAgeDays) q.set('age', String(filters.minAgeDays));
  if (filters.page) q.set('page', String(filters.page));
  const text = q.toString();
  return text ? `?${text}` : '';
}

/** Whole days since an instant (the age the inbox shows). */
export const daysSince = (iso: string, now = Date.now()) => Math.max(0, Math.floor((now - Date.parse(iso)) / 86_400_000));
