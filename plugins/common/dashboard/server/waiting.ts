import { getUser } from '@portico/plugin-server';
import { documentPath } from '../../documents/server';
import type { WaitingEntry, WaitingProvider } from './waiting-point';
import { dashboardDb } from './tables';

/** Firm documents shared in this many days that the caller has not opened yet count as waiting. */
export const UNREAD_DOCUMENT_DAYS = 60;
const MAX_UNREAD_DOCUMENTS = 10;

/** The firm requires terms and the caller has not signed the current version. */
async function pendingTerms({ db, principal }: Parameters<WaitingProvider>[0]): Promise<WaitingEntry[]> {
  const user = await getUser(db, principal.effectiveUserId);
  const firm = await db.selectFrom('firms').select('termsRequired').where('id', '=', user.firmId).executeTakeFirstOrThrow();
  if (firm.termsRequired !== 1) return [];
  const latest = await db.selectFrom('termsVersions').select(['version', 'title']).where('firmId', '=', user.firmId)
    .orderBy('publishedAt', 'desc').executeTakeFirst();
  if (!latest) return [];
  const signed = await db.selectFrom('termsAcceptances').select('version')
    .where('userId', '=', user.id).where('firmId', '=', user.firmId).where('version', '=', latest.version).executeTakeFirst();
  return signed ? [] : [{ kind: 'terms', id: `terms-${latest.version}`, title: latest.title, dueDate: null, link: '/terms-and-conditions' }];
}

/** Documents the firm put in the client's folders lately that the caller has not opened. */
async function unreadDocuments({ db, principal, clientId, now }: Parameters<WaitingProvider>[0]): Promise<WaitingEntry[]> {
  const since = new Date(now.getTime() - UNREAD_DOCUMENT_DAYS * 86_400_000).toISOString();
  const rows = await dashboardDb(db).selectFrom('documents as d')
    .leftJoin('commonDashboardDocumentReads as r', (join) => join.onRef('r.documentId', '=', 'd.id').on('r.userId', '=', principal.effectiveUserId))
    .select(['d.id', 'd.name', 'd.containerId'])
    .where('d.clientId', '=', clientId).where('d.uploadedByStaff', '=', 1).where('d.deletedAt', 'is', null)
    .where('d.createdAt', '>=', since).where('r.documentId', 'is', null)
    .orderBy('d.createdAt', 'desc').limit(MAX_UNREAD_DOCUMENTS).execute();
  return rows.map((d) => ({ kind: 'document', id: d.id, title: d.name, dueDate: null, link: documentPath({ id: d.id, folderId: d.containerId }) }));
}

/** The dashboard's own part of the list: the portal's terms and the firm's unread documents. */
export const dashboardWaiting: WaitingProvider = async (ctx) => (await Promise.all([pendingTerms(ctx), unreadDocuments(ctx)])).flat();
