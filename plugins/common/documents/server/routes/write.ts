import { createHash, randomBytes } from 'node:crypto';
import { API } from '@portico/contract/api-paths';
import { fileNameProblem, nameKey } from '@portico/contract/file-names';
import {
  AppError, badRequest, featureErrors, forbidden, getUser, hashPassword, notFound, pickLanguage, principalOf, type RouteModule,
  serve,
} from '@portico/plugin-server';
import { documentsWithMetadata, getContainer, getDocument } from '../queries';
import { notifyStaffOfUploads } from '../notify';
import { MAIL_ERROR_CODES } from '@portico/contract/mail';
import { SHARE_ERROR_CODES, SHARE_LINK_DEFAULT_DAYS, SHARE_LINK_MAX_DAYS, type SendRequest } from '@portico/contract/documents';
import { shareMail } from '../share-mail';
import { bumpListVersions } from '../page-cache';
import { documentsDb } from '../tables';
import { refuseInDataRoom } from '../data-room';
import { ENDPOINTS } from '../../endpoints';

/** Folder names follow the file-name rule (core/contract/file-names.ts); the reason and character travel in `errors`. */
function checkFolderName(raw: string): string {
  const name = raw.trim();
  const problem = fileNameProblem(name);
  if (problem) {
    throw badRequest('FOLDER_NAME_INVALID', 'The folder name is not allowed', [[problem.reason, problem.character].filter(Boolean).join(' ')]);
  }
  return name;
}

const folderNameTaken = () => new AppError(409, 'FOLDER_NAME_TAKEN', 'A folder with this name exists here');

export const DOCUMENT_SEND_PURPOSE = 'documents.send';
const mailErrors = featureErrors(MAIL_ERROR_CODES);
const shareErrors = featureErrors(SHARE_ERROR_CODES);
const DAY_MS = 86_400_000;

/**
 * When a share link stops working: the end (23:59:59.999 UTC) of the last day the sender picked, else a number of
 * days from now. A day that is over, or more than SHARE_LINK_MAX_DAYS + 1 ahead (the sender's today may already be
 * UTC's tomorrow), is refused, as is an end given both ways.
 */
export function shareLinkExpiry(body: Pick<SendRequest, 'expiresInDays' | 'expiresOn'>, now: Date): string {
  if (body.expiresOn === undefined) return new Date(now.getTime() + (body.expiresInDays ?? SHARE_LINK_DEFAULT_DAYS) * DAY_MS).toISOString();
  if (body.expiresInDays !== undefined) throw shareErrors.badRequest('SHARE_EXPIRY_INVALID', 'Give expiresOn or expiresInDays, not both');
  const end = Date.parse(`${body.expiresOn}T00:00:00.000Z`) + DAY_MS - 1;
  const lastAllowed = Date.parse(`${now.toISOString().slice(0, 10)}T00:00:00.000Z`) + (SHARE_LINK_MAX_DAYS + 2) * DAY_MS - 1;
  if (!(end > now.getTime() && end <= lastAllowed)) {
    throw shareErrors.badRequest('SHARE_EXPIRY_INVALID', `The link's last day must be today or within ${SHARE_LINK_MAX_DAYS + 1} days`);
  }
  return new Date(end).toISOString();
}

export const hashShareToken = (token: string) => createHash('sha256').update(token).digest('hex');

export const documentWriteRoutes: RouteModule = (app, ctx) => {
  const db = documentsDb(ctx.db);

  serve(app, ENDPOINTS.postTrash, async (request) => {
    await refuseInDataRoom(ctx.db, request);
    const { clientId } = request.params;
    const ids = [...new Set(request.body.documentIds)];
    const rows = await db.selectFrom('documents').select(['id', 'name', 'uploadedByStaff', 'containerId'])
      .where('clientId', '=', clientId).where('id', 'in', ids).where('deletedAt', 'is', null).execute();
    const deletable = rows.filter((r) => r.uploadedByStaff === 0);
    const trashed = deletable.map((r) => r.id);
    if (trashed.length) {
      await db.transaction().execute(async (trx) => {
        await trx.updateTable('documents').set({ deletedAt: new Date().toISOString() })
          .where('clientId', '=', clientId).where('id', 'in', trashed).execute();
        await bumpListVersions(trx, deletable.map((r) => r.containerId));
      });
    }
    const found = new Set(rows.map((r) => r.id));
    return {
      trashed,
      staffUploads: rows.filter((r) => r.uploadedByStaff === 1).map((r) => ({ id: r.id, name: r.name })),
      notFound: ids.filter((id) => !found.has(id)),
    };
  });

  serve(app, ENDPOINTS.postFolders, async (request, reply) => {
    await refuseInDataRoom(ctx.db, request);
    const { clientId } = request.params;
    const parent = await getContainer(db, clientId, request.body.containerId);
    if (!parent.permissions.canCreate) throw forbidden('FOLDER_CREATE_FORBIDDEN', 'You do not have permission to add folder.');
    const name = checkFolderName(request.body.name);
    if (await siblingNamed(parent.id, name)) throw folderNameTaken();
    const id = crypto.randomUUID();
    await db.insertInto('containers').values({
      id, clientId, parentId: parent.id, name, type: 'folder', canCreate: 1, canDelete: 1, createdAt: new Date().toISOString(),
    }).execute();
    return reply.code(201).send(await getContainer(db, clientId, id));
  });

  /** Another folder of that name (ignoring case) under the parent. */
  const siblingNamed = async (parentId: string, name: string, except?: string) => {
    const siblings = await db.selectFrom('containers').select(['id', 'name']).where('parentId', '=', parentId).execute();
    return siblings.some((c) => c.id !== except && nameKey(c.name) === nameKey(name));
  };

  /** A folder the user may change: a plain folder (not a root or the contact folder) whose container allows it. */
  const changeableFolder = async (clientId: string, containerId: string) => {
    const folder = await db.selectFrom('containers').selectAll().where('clientId', '=', clientId).where('id', '=', containerId).executeTakeFirst();
    if (!folder) throw notFound('CONTAINER_NOT_FOUND', 'No such folder');
    if (folder.type !== 'folder' || folder.canDelete !== 1 || !folder.parentId) {
      throw forbidden('FOLDER_CHANGE_FORBIDDEN', 'This folder cannot be renamed or deleted');
    }
    return { ...folder, parentId: folder.parentId };
  };

  serve(app, ENDPOINTS.patchFolder, async (request) => {
    await refuseInDataRoom(ctx.db, request);
    const { clientId, containerId } = request.params;
    const folder = await changeableFolder(clientId, containerId);
    const name = checkFolderName(request.body.name);
    if (await siblingNamed(folder.parentId, name, folder.id)) throw folderNameTaken();
    await db.updateTable('containers').set({ name }).where('id', '=', folder.id).execute();
    return getContainer(db, clientId, folder.id);
  });

  serve(app, ENDPOINTS.deleteFolder, async (request) => {
    await refuseInDataRoom(ctx.db, request);
    const { clientId, containerId } = request.params;
    const folder = await changeableFolder(clientId, containerId);
    const trashed = await db.transaction().execute(async (trx) => {
      const child = await trx.selectFrom('containers').select('id').where('parentId', '=', folder.id).executeTakeFirst();
      if (child) throw new AppError(409, 'FOLDER_NOT_EMPTY', 'The folder has folders in it');
      const docs = await trx.selectFrom('documents').select(['id', 'uploadedByStaff', 'deletedAt']).where('containerId', '=', folder.id).execute();
      const live = docs.filter((d) => d.deletedAt === null);
      if (live.some((d) => d.uploadedByStaff === 1)) throw new AppError(409, 'FOLDER_NOT_EMPTY', 'The folder holds documents only your firm can delete');
      if (live.length && request.query.documents !== 'trash') throw new AppError(409, 'FOLDER_NOT_EMPTY', 'The folder holds documents');
      let root = folder.parentId;
      for (let depth = 0, up: string | null = root; up && depth < 64; depth++) {
        root = up;
        up = (await trx.selectFrom('containers').select('parentId').where('id', '=', up).executeTakeFirst())?.parentId ?? null;
      }
      const now = new Date().toISOString();
      if (live.length) await trx.updateTable('documents').set({ deletedAt: now }).where('id', 'in', live.map((d) => d.id)).execute();
      // Its trashed documents now belong to the root, where a restore puts them.
      if (docs.length) await trx.updateTable('documents').set({ containerId: root }).where('containerId', '=', folder.id).execute();
      await trx.deleteFrom('containers').where('id', '=', folder.id).execute();
      await bumpListVersions(trx, [root]);
      return live.map((d) => d.id);
    });
    return { trashed };
  });

  serve(app, ENDPOINTS.putDocumentMetadata, async (request) => {
    await refuseInDataRoom(ctx.db, request);
    const doc = await getDocument(db, request.params.clientId, request.params.documentId);
    await db.transaction().execute(async (trx) => {
      for (const item of request.body.items) {
        await trx.deleteFrom('documentMetadata').where('documentId', '=', doc.id).where('key', '=', item.key).execute();
        await trx.insertInto('documentMetadata').values({ documentId: doc.id, key: item.key, value: item.value }).execute();
      }
    });
    const items = await db.selectFrom('documentMetadata').select(['key', 'value']).where('documentId', '=', doc.id).orderBy('key').execute();
    return { items };
  });

  serve(app, ENDPOINTS.getDocumentMetadata, async (request) => {
    const doc = await getDocument(db, request.params.clientId, request.params.documentId);
    return { items: await db.selectFrom('documentMetadata').select(['key', 'value']).where('documentId', '=', doc.id).orderBy('key').execute() };
  });

  serve(app, ENDPOINTS.deleteDocumentMetadataItem, async (request, reply) => {
    await refuseInDataRoom(ctx.db, request);
    const doc = await getDocument(db, request.params.clientId, request.params.documentId);
    const result = await db.deleteFrom('documentMetadata').where('documentId', '=', doc.id).where('key', '=', request.params.key).executeTakeFirst();
    if (Number(result.numDeletedRows) === 0) throw notFound('NOT_FOUND', 'No such metadata item');
    return reply.code(204).send(null);
  });

  // A read expressed as POST because the filter is a body; previews may use it.
  serve(app, ENDPOINTS.postMetadataFilter, { config: { previewAllowed: true } }, async (request) => {
    return { documents: await documentsWithMetadata(db, request.params.clientId, request.body) };
  });

  const { mail } = ctx.config;
  serve(app, ENDPOINTS.postDocumentShareMail, {
    description: `At most ${mail.maxRecipients} recipients per message, each a plain address (no name, no line break). `
      + `Each person may send ${mail.documentSend.perUserHour} such e-mails an hour and ${mail.documentSend.perUserDay} a day, `
      + `and all of a client's people together ${mail.documentSend.perClientHour} an hour and ${mail.documentSend.perClientDay} a day `
      + '(server configuration, PORTICO_MAIL_*); over a limit the answer is 429 MAIL_RATE_LIMITED with Retry-After, and neither '
      + 'the link nor the e-mail is made. The e-mail names the sender and quotes their message as theirs. Every e-mail is recorded '
      + 'in the outbox with its recipients, the sender and the client.',
  }, async (request) => {
    await refuseInDataRoom(ctx.db, request);
    const principal = principalOf(request);
    const { clientId } = request.params;
    // One address written twice (in any case) is one recipient, as the caller first wrote it.
    const seen = new Set<string>();
    const recipients = request.body.recipients.filter((r) => !seen.has(r.toLowerCase()) && seen.add(r.toLowerCase()));
    if (recipients.length > mail.maxRecipients) {
      throw mailErrors.badRequest('MAIL_TOO_MANY_RECIPIENTS', `Nothing was sent: a message goes to at most ${mail.maxRecipients} recipients`);
    }
    const ids = [...new Set(request.body.documentIds)];
    const docs = await db.selectFrom('documents').select(['id', 'name'])
      .where('clientId', '=', clientId).where('id', 'in', ids).where('deletedAt', 'is', null).orderBy('name').execute();
    if (docs.length !== ids.length) throw notFound('DOCUMENT_NOT_FOUND', 'No such document');
    const sender = await getUser(ctx.db, principal.effectiveUserId);
    const client = await db.selectFrom('clients as c').innerJoin('firms as f', 'f.id', 'c.firmId')
      .select(['c.name', 'f.id as firmId', 'f.name as firm']).where('c.id', '=', clientId).executeTakeFirstOrThrow();
    const token = randomBytes(32).toString('base64url');
    const shareId = crypto.randomUUID();
    const now = new Date();
    const expiresAt = shareLinkExpiry(request.body, now);
    const { password } = request.body;
    const passwordHash = password ? await hashPassword(password) : null;
    const message = shareMail(ctx.config.rootDir, {
      language: pickLanguage(sender.language), sender: { name: `${sender.firstName} ${sender.lastName}`, email: sender.email },
      client: client.name, firm: client.firm, message: request.body.message, documents: docs.map((d) => d.name),
      link: `${ctx.config.publicUrl}${API.sharePage.replace(':token', token)}`, expiresAt, passwordProtected: passwordHash !== null,
    });
    // The link and the e-mail's record commit together: refused by a limit, neither exists.
    const recorded = await db.transaction().execute(async (trx) => {
      await trx.insertInto('shareLinks').values({
        id: shareId, tokenHash: hashShareToken(token), clientId, createdBy: sender.id,
        recipients: JSON.stringify(recipients), message: request.body.message ?? null,
        createdAt: now.toISOString(), expiresAt, passwordHash,
      }).execute();
      await trx.insertInto('shareLinkDocuments').values(docs.map((d) => ({ shareLinkId: shareId, documentId: d.id }))).execute();
      return ctx.mailer.record(trx, { firmId: client.firmId, to: recipients, ...message }, {
        origin: { purpose: DOCUMENT_SEND_PURPOSE, senderUserId: principal.userId, clientId }, limits: mail.documentSend,
      });
    });
    await ctx.mailer.enqueue(recorded);
    return { shareId, expiresAt, recipients };
  });

  serve(app, ENDPOINTS.postUploadNotification, {
    description: `Covers only documents the caller uploaded within the last ${mail.uploadNotificationWindowMinutes} minutes and not `
      + 'notified yet (each upload is notified once); other ids are ignored, and with none left no e-mail goes (queued false, '
      + `notified 0). Each person may cause ${mail.uploadNotification.perUserHour} such e-mails an hour and `
      + `${mail.uploadNotification.perUserDay} a day; over that 429 MAIL_RATE_LIMITED with Retry-After, the documents left for a later call.`,
  }, async (request) => {
    await refuseInDataRoom(ctx.db, request);
    const principal = principalOf(request);
    const notified = await notifyStaffOfUploads(ctx, request.params.clientId, principal.effectiveUserId, request.body.documentIds);
    return { queued: notified > 0, notified };
  });
};
