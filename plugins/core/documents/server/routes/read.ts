import { API, storageDocumentUrl } from '@portico/contract/api-paths';
import { ClientParams } from '@portico/contract/common';
import {
  Container, ContainerList, ContainerListQuery, ContainerParams, DocumentPage, DocumentPageQuery, DocumentParams, DocumentSearchPage, DocumentSearchQuery,
  DownloadUrlResponse, ReadMark, ReadMarkRequest, ReadMarks, UploadConstraints, DEFAULT_DOCUMENT_PAGE_SIZE,
  type DocumentPageQuery as DocumentPageQueryType,
} from '@portico/contract/documents';
import { type App, type AppContext, forbidden, infrastructureControlsOf, notFound, principalOf } from '@portico/plugin-server';
import {
  containerListVersion, containersQuery, getContainer, getDocument, listContainers, listDescendants, pageDocuments, readMarks,
  searchDocuments, setReadMark,
} from '../queries';
import { CONTROL_NAMES } from '../../permissions';
import { clientUploadConstraints } from '../upload-constraints';
import { toContainer, type ContainerRow } from '../mappers';
import { DocumentPageCache } from '../page-cache';
import { documentsDb } from '../tables';

const pageOf = (q: DocumentPageQueryType) =>
  ({ limit: q.limit ?? DEFAULT_DOCUMENT_PAGE_SIZE, offset: q.offset ?? 0, includeTotal: q.includeTotal ?? false, locale: q.locale });

/** Read side of the documents area; the client in the path is checked by the guards. Pages of one app's cache. */
export const documentReadRoutes = (app: App, ctx: AppContext, pages: DocumentPageCache) => {
  const db = documentsDb(ctx.db);
  const tags = ['documents'];

  app.get(API.containers, {
    schema: { tags, summary: 'All containers of the client, by name', params: ClientParams, querystring: ContainerListQuery, response: { 200: ContainerList } },
  }, async (request) => ({ containers: await listContainers(db, request.params.clientId, 'all', request.query.locale) }));

  app.get(API.roots, {
    schema: { tags, summary: 'Root containers of the client, by name', params: ClientParams, querystring: ContainerListQuery, response: { 200: ContainerList } },
  }, async (request) => ({ containers: await listContainers(db, request.params.clientId, 'roots', request.query.locale) }));

  app.get(API.descendants, {
    schema: { tags, summary: 'Every container below one, level by level, by name', params: ContainerParams, querystring: ContainerListQuery, response: { 200: ContainerList } },
  }, async (request) => ({ containers: await listDescendants(db, request.params.clientId, request.params.containerId, request.query.locale) }));

  app.get(API.containerDocuments, {
    schema: { tags, summary: 'Documents of one container, paged, by name', params: ContainerParams, querystring: DocumentPageQuery, response: { 200: DocumentPage } },
  }, async (request, reply) => {
    const { clientId, containerId } = request.params;
    const version = await containerListVersion(db, clientId, containerId);
    // A folder's pages are served from memory until its documents change (the version moves with them).
    const page = pageOf(request.query);
    const key = DocumentPageCache.key(containerId, version, page);
    const json = await pages.getOrMake(key, async () => reply.serialize(await pageDocuments(db, { clientId, containerId }, page)) as string);
    // Already serialised by the route's own schema: the type provider cannot see that a string is the page.
    return reply.type('application/json; charset=utf-8').send(json as never);
  });

  app.get(API.documents, {
    schema: { tags, summary: 'All documents of the client, paged, by name', params: ClientParams, querystring: DocumentPageQuery, response: { 200: DocumentPage } },
  }, async (request) =>
    pageDocuments(db, { clientId: request.params.clientId }, pageOf(request.query)));

  app.get(API.documentSearch, {
    schema: {
      tags, summary: "Documents of every folder of the client whose name contains the text (accents and case ignored), with each one's folder path",
      params: ClientParams, querystring: DocumentSearchQuery, response: { 200: DocumentSearchPage },
    },
  }, async (request) => searchDocuments(db, request.params.clientId, {
    q: request.query.q, limit: request.query.limit ?? 50, offset: request.query.offset ?? 0, locale: request.query.locale,
  }));

  // Read marks exist only where the firm turned them on; they belong to the signed-in user (the client's view, in a preview).
  const requireReadMarks = async (request: Parameters<typeof principalOf>[0]) => {
    const principal = principalOf(request);
    const controls = await infrastructureControlsOf(ctx.db, principal.companyId);
    if (!controls.includes(CONTROL_NAMES.showReadToggle)) throw forbidden('FORBIDDEN', 'Read marks are not turned on for this firm');
    return principal.effectiveUserId;
  };

  app.get(API.readMarks, {
    schema: { tags, summary: 'Documents of the client the user marked read (ClientCenter_ShowClientDocsReadToggle)', params: ClientParams, response: { 200: ReadMarks } },
  }, async (request) => ({ documentIds: await readMarks(db, request.params.clientId, await requireReadMarks(request)) }));

  app.put(API.documentReadMark, {
    schema: { tags, summary: 'Mark one document read or unread for the user', params: DocumentParams, body: ReadMarkRequest, response: { 200: ReadMark } },
  }, async (request) => {
    const userId = await requireReadMarks(request);
    await setReadMark(db, request.params.clientId, userId, request.params.documentId, request.body.read);
    return { documentId: request.params.documentId, read: request.body.read };
  });

  app.get(API.clientContactFolder, {
    schema: { tags, summary: "The client contact's default upload folder (ClientContactFolder)", params: ClientParams, response: { 200: Container } },
  }, async (request) => {
    const row = await containersQuery(db, request.params.clientId).where('c.type', '=', 'clientContactFolder')
      .orderBy('c.createdAt').executeTakeFirst();
    if (!row) throw notFound('CONTAINER_NOT_FOUND', 'The client has no upload folder');
    return toContainer(row as ContainerRow);
  });

  app.get(API.uploadConstraints, {
    schema: { tags, summary: 'Size, extension and file-name rules enforced on upload, and the client\'s storage quota', params: ClientParams, response: { 200: UploadConstraints } },
  }, async (request) => clientUploadConstraints(db, ctx.config, request.params.clientId));

  app.get(API.downloadUrl, {
    schema: { tags, summary: 'A storage URL for one document, valid for a few minutes', params: DocumentParams, response: { 200: DownloadUrlResponse } },
  }, async (request) => {
    const doc = await getDocument(db, request.params.clientId, request.params.documentId);
    const { token, expiresAt } = await ctx.sessions.issueStorageToken(principalOf(request), doc.id);
    return { url: storageDocumentUrl(doc.id, token), expiresAt };
  });

  app.get(API.container, {
    schema: { tags, summary: 'One container', params: ContainerParams, response: { 200: Container } },
  }, async (request) => getContainer(db, request.params.clientId, request.params.containerId));
};
