/**
 * What other features may use of the documents feature: the staff screens' client picker (and a screen built on it) and a client's folders, sending
 * files with the session, the client's upload into a folder (with taskMetadata, as a task's item uploads), and the
 * path that opens a document.
 */
export { StaffClientPicker } from './staff/StaffClientPicker';
export { StaffClientScreen } from './staff/StaffClientScreen';
export type { StaffClient } from './staff-contract';
export { postFiles, staffFolders, uploadDocument, type UploadOptions } from './api/documents-api';
export { errorCodeOf } from './api/api-error';
export { documentPath } from './links';
