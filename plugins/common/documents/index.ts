/**
 * What other features may use of the documents feature: the staff screens' client picker, sending files with the
 * session, and the path that opens a document.
 */
export { StaffClientPicker } from './staff/StaffClientPicker';
export type { StaffClient } from './staff-contract';
export { postFiles } from './api/documents-api';
export { errorCodeOf } from './api/api-error';
export { documentPath } from './links';
