import { contribute, defineServerFeature } from '@portico/plugin-server';
import { ACTIVITY_SOURCES, EXPORT_PARTS } from '../../activity/server';
import { RAISED_CATEGORIES } from '../../notifications/server';
import { documentAccessSource, documentsExport } from './access-log';
import { trailRoutes } from './routes/trail';
import { documentReadRoutes } from './routes/read';
import { documentWriteRoutes } from './routes/write';
import { uploadRoutes } from './routes/uploads';
import { staffRoutes } from './routes/staff';
import { storageRoutes } from './routes/storage';
import { shareRoutes } from './routes/share';
import { DocumentPageCache } from './page-cache';
import { documentsDemo } from './seed';
import { documentsDb } from './tables';
import * as documents from './migrations/0002_documents';
import * as documentsListVersion from './migrations/0108_documents_list_version';
import * as documentsVersions from './migrations/0160_documents_versions';
import * as documentsReadMarks from './migrations/0161_documents_read_marks';
import * as documentsUploadNotices from './migrations/0191_documents_upload_notices';
import * as documentsStaffLooks from './migrations/0295_documents_staff_looks';
import * as documentsSharePasswords from './migrations/0301_documents_share_passwords';
import * as documentsNameCollations from './migrations/0400_documents_name_collations';
import * as documentsNameSearch from './migrations/0401_documents_name_search';
import * as documentsLiveNameOrder from './migrations/0471_documents_live_name_order';
import * as documentsLiveContainerCount from './migrations/0472_documents_live_container_count';
import * as documentsAccessLog from './migrations/0420_documents_access_log';
import { trashRoutes } from './routes/trash';
import { versionRoutes } from './routes/versions';
import { purgeExpiredTrash } from './trash-purge';

/**
 * What other features' server modules may use: the documents tables' types, the PDF rule of small files kept with a
 * row, and the portal path that opens a document.
 */
export type { DocumentTables } from './tables';
export { documentPath } from '../links';
export { readPdfUpload, type PdfUpload } from './pdf-upload';
/** Filing a file the server made (a sealed signature) as the documents' upload does: names, versions, list versions. */
export { storeUploads } from './uploads-store';

/**
 * Documents: the client's folders and documents, uploads into the blob store, downloads by storage token,
 * metadata, and share links e-mailed to others.
 */
export default defineServerFeature({
  id: 'common.documents',
  routes: [
    // Each server keeps its own page cache (the list version in the database keeps every cache honest).
    (app, ctx) => documentReadRoutes(app, ctx, new DocumentPageCache()),
    documentWriteRoutes,
    uploadRoutes,
    staffRoutes,
    trashRoutes,
    versionRoutes,
    storageRoutes,
    shareRoutes,
    trailRoutes,
  ],
  migrations: { '0002_documents': documents, '0108_documents_list_version': documentsListVersion, '0160_documents_versions': documentsVersions,
    '0161_documents_read_marks': documentsReadMarks, '0191_documents_upload_notices': documentsUploadNotices,
    '0295_documents_staff_looks': documentsStaffLooks, '0301_documents_share_passwords': documentsSharePasswords,
    '0400_documents_name_collations': documentsNameCollations, '0401_documents_name_search': documentsNameSearch,
    '0420_documents_access_log': documentsAccessLog, '0471_documents_live_name_order': documentsLiveNameOrder,
    '0472_documents_live_container_count': documentsLiveContainerCount },
  seed: documentsDemo,
  tables: ['containers', 'documents', 'document_versions', 'document_read_marks', 'document_metadata', 'share_links', 'share_link_documents', 'document_staff_looks',
    'documents_name_trigrams', 'document_access_log'],
  // The client's trail: the firm's openings of its documents, and the documents in its export.
  contributes: [contribute(ACTIVITY_SOURCES, documentAccessSource), contribute(EXPORT_PARTS, documentsExport),
    contribute(RAISED_CATEGORIES, ['documentFromFirm', 'clientUpload'])],
  // Documents keep their bytes in the blob store: the start-up sweep must keep every blob a row points at.
  blobsInUse: async (db, blobIds) => [
    ...(await documentsDb(db).selectFrom('documents').select('blobId').where('blobId', 'in', blobIds).execute()),
    ...(await documentsDb(db).selectFrom('documentVersions').select('blobId').where('blobId', 'in', blobIds).execute()),
  ].map((r) => r.blobId),
  // The trash keeps deleted documents for the retention period; then they and their files go.
  housekeeping: purgeExpiredTrash,
});
