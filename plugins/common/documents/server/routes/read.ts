import { storageDocumentUrl } from '@portico/contract/api-paths';
import { DEFAULT_DOCUMENT_PAGE_SIZE, type DocumentPageQuery as DocumentPageQueryType } from '@portico/contract/documents';
import { type App, type AppContext, forbidden, infrastructureControlsOf, notFound, principalOf, serve } from '@portico/plugin-server';
import {
  containerListVersion, containersQuery, getContainer, getDocument, listContainers, listDescendants, pageDocuments, readMarks,
  searchDocuments, setReadMark,
} from '../queries';
import { CONTROL_NAMES } from '../../permissions';
import { clientUploadConstraints } from '../upload-constraints';
import { toContainer, type ContainerRow } from '../mappers';
import { DocumentPageCache } from '../page-cache';
import { documentsDb } from '../tables';
import { ENDPOINTS } from '../../endpoints';

const pageOf = (q: DocumentPageQueryType) =>
  ({ limit: q.limit ?? DEFAULT_DOCUMENT_PAGE_SIZE, offset: q.offset ?? 0, includeTotal: q.includeTotal ?? false, locale: q.locale });

/** Read side of the documents area; the client in the path is checked by the guards. Pages of one app's cache. */
export const documentReadRoutes = (app: App, ctx: AppContext, pages: DocumentPageCache) => {
  const db = documentsDb(ctx.db);

  serve(app, ENDPOINTS.getContainers, async (request) => ({ containers: await listContainers(db, request.params.clientId, 'all', request.query.locale) }));

  serve(app, ENDPOINTS.getRoots, async (request) => ({ containers: await listContainers(db, request.params.clientId, 'roots', request.query.locale) }));

  serve(app, ENDPOINTS.getDescendants, async (request) => ({ containers: await listDescendants(db, request.params.clientId, request.params.containerId, request.query.locale) }));

  serve(app, ENDPOINTS.getContainerDocuments, async (request, reply) => {
    const { clientId, containerId } = request.params;
    const version = await containerListVersion(db, clientId, containerId);
    // A folder's pages are served from memory until its documents change (the version moves with them).
    const page = pageOf(request.query);
    const key = DocumentPageCache.key(containerId, version, page);
    // Encoded once: writing a string to the socket transcodes all of it on every request.
    const json = await pages.getOrMake(key, async () => Buffer.from(reply.serialize(await pageDocuments(db, { clientId, containerId }, page,
      (count) => pages.total(containerId, version, count))) as string));
    // Already serialised by the route's own schema: the type provider cannot see that the bytes are the page.
    return reply.type('application/json; charset=utf-8').send(json as never);
  });

  serve(app, ENDPOINTS.getDocuments, async (request) =>
    pageDocuments(db, { clientId: request.params.clientId }, pageOf(request.query)));

  serve(app, ENDPOINTS.getDocumentSearch, async (request) => searchDocuments(db, request.params.clientId, {
    q: request.query.q, limit: request.query.limit ?? 50, offset: request.query.offset ?? 0, locale: request.query.locale,
  }));

  // Read marks exist only where the firm turned them on; they belong to the signed-in user (the client's view, in a preview).
  const requireReadMarks = async (request: Parameters<typeof principalOf>[0]) => {
    const principal = principalOf(request);
    const controls = await infrastructureControlsOf(ctx.db, principal.companyId);
    if (!controls.includes(CONTROL_NAMES.showReadToggle)) throw forbidden('FORBIDDEN', 'Read marks are not turned on for this firm');
    return principal.effectiveUserId;
  };

  serve(app, ENDPOINTS.getReadMarks, async (request) => ({ documentIds: await readMarks(db, request.params.clientId, await requireReadMarks(request)) }));

  serve(app, ENDPOINTS.putDocumentReadMark, async (request) => {
    const userId = await requireReadMarks(request);
    await setReadMark(db, request.params.clientId, userId, request.params.documentId, request.body.read);
    return { documentId: request.params.documentId, read: request.body.read };
  });

  serve(app, ENDPOINTS.getClientContactFolder, async (request) => {
    const row = await containersQuery(db, request.params.clientId).where('c.type', '=', 'clientContactFolder')
      .orderBy('c.createdAt').executeTakeFirst();
    if (!row) throw notFound('CONTAINER_NOT_FOUND', 'The client has no upload folder');
    return toContainer(row as ContainerRow);
  });

  serve(app, ENDPOINTS.getUploadConstraints, async (request) => clientUploadConstraints(db, ctx.config, request.params.clientId));

  serve(app, ENDPOINTS.getDownloadUrl, async (request) => {
    const doc = await getDocument(db, request.params.clientId, request.params.documentId);
    const { token, expiresAt } = await ctx.sessions.issueStorageToken(principalOf(request), doc.id);
    return { url: storageDocumentUrl(doc.id, token), expiresAt };
  });

  serve(app, ENDPOINTS.getContainer, async (request) => getContainer(db, request.params.clientId, request.params.containerId));
};
