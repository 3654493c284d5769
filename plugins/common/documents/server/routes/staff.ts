import { getUser, type RouteModule, serve, staffOf, textContains } from '@portico/plugin-server';
import { MAX_CLIENT_UPLOADS, MAX_STAFF_CLIENTS } from '../../staff-contract';
import { ENDPOINTS } from '../../endpoints';
import { toDocument } from '../mappers';
import { notify } from '../../../notifications/server';
import { documentPath } from '../../links';
import { listContainers } from '../queries';
import { documentsDb } from '../tables';
import { receiveUploads, resolveContainer } from './uploads';

/**
 * The firm's side of the documents (issue 34). Every query is scoped by the staff member's firm: the guard has
 * checked a :clientId against it, the firm-wide reads filter by it themselves.
 */
export const staffRoutes: RouteModule = (app, ctx) => {
  const db = documentsDb(ctx.db);

  serve(app, ENDPOINTS.getStaffClients, async (request) => {
    const { firmId } = staffOf(request);
    const q = request.query.q?.trim() ?? '';
    const digits = q.replace(/\D/g, '');
    let query = ctx.db.selectFrom('clients').select(['id', 'name', 'nickname', 'cnpj as taxId']).where('firmId', '=', firmId);
    if (q) {
      query = query.where((eb) => eb.or([
        textContains('name', q), textContains('nickname', q),
        // A tax id matches by its digits, however it was typed (12.345.678/0001-90 or 12345678000190).
        ...(digits.length >= 2 ? [textContains('cnpj', digits)] : []),
      ]));
    }
    return { clients: await query.orderBy('name').orderBy('id').limit(MAX_STAFF_CLIENTS).execute() };
  });

  serve(app, ENDPOINTS.getStaffContainers, async (request) =>
    ({ containers: await listContainers(db, request.params.clientId, 'all', request.query.locale) }));

  serve(app, ENDPOINTS.postStaffUploads, { config: { accepts: ['multipart/form-data'] } }, async (request) => {
    const staff = staffOf(request);
    const { clientId } = request.params;
    const containerId = await resolveContainer(ctx, clientId, request.query.containerId);
    // The staff member's own account uploads: uploadedByStaff, so the client cannot delete or replace it.
    const uploader = await getUser(ctx.db, staff.userId);
    const rows = await receiveUploads(ctx, request, { clientId, containerId, uploader, onConflict: request.query.onConflict ?? 'ask', metadata: [] });
    // The contacts hear of them as each one's notification preferences say.
    const notified = request.query.notify && rows.length ? await notify(ctx, {
      category: 'documentFromFirm', clientId, key: `documents-from-firm:${rows.map((r) => r.id).sort().join(',')}`,
      link: rows.length === 1 ? documentPath({ id: rows[0]!.id, folderId: containerId }) : `/documents?${new URLSearchParams({ folder: containerId })}`,
      params: { count: rows.length, name: rows[0]!.name },
    }, request.log) : 0;
    return { success: rows.map(toDocument), notified };
  });

  serve(app, ENDPOINTS.getStaffClientUploads, async (request) => {
    const { userId, firmId } = staffOf(request);
    const until = new Date().toISOString();
    const look = await db.selectFrom('documentStaffLooks').select('seenUntil').where('userId', '=', userId).executeTakeFirst();
    const since = look?.seenUntil ?? null;
    let query = db.selectFrom('documents as d')
      .innerJoin('clients as c', 'c.id', 'd.clientId')
      .innerJoin('containers as f', 'f.id', 'd.containerId')
      .leftJoin('users as u', 'u.id', 'd.uploadedBy')
      .select(['d.id', 'd.name', 'd.size', 'd.modifiedAt', 'c.id as clientId', 'c.name as clientName', 'f.id as folderId', 'f.name as folderName',
        'u.firstName', 'u.lastName', 'u.email'])
      .where('c.firmId', '=', firmId).where('d.uploadedByStaff', '=', 0).where('d.deletedAt', 'is', null).where('d.modifiedAt', '<=', until);
    // modifiedAt: a replaced file is a new upload too.
    if (since) query = query.where('d.modifiedAt', '>', since);
    const rows = await query.orderBy('d.modifiedAt', 'desc').orderBy('d.id').limit(MAX_CLIENT_UPLOADS + 1).execute();
    return {
      since, until, more: rows.length > MAX_CLIENT_UPLOADS,
      items: rows.slice(0, MAX_CLIENT_UPLOADS).map((r) => ({
        id: r.id, name: r.name, size: Number(r.size), uploadedAt: r.modifiedAt,
        uploadedBy: r.email ? `${r.firstName ?? ''} ${r.lastName ?? ''}`.trim() || r.email : '',
        client: { id: r.clientId, name: r.clientName }, folder: { id: r.folderId, name: r.folderName },
      })),
    };
  });

  serve(app, ENDPOINTS.putStaffClientUploadsSeen, async (request, reply) => {
    const { userId } = staffOf(request);
    // Never later than now (a clock ahead would hide tomorrow's uploads), never back (two tabs marking out of order).
    const until = new Date(Math.min(Date.parse(request.body.until), Date.now())).toISOString();
    await db.insertInto('documentStaffLooks').values({ userId, seenUntil: until })
      .onConflict((oc) => oc.column('userId').doUpdateSet({ seenUntil: until }).where('documentStaffLooks.seenUntil', '<', until)).execute();
    return reply.code(204).send(null);
  });
};
