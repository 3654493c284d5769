/** What other features may use of the documents feature: the staff screens' client picker, and sending files with the session. */
export { StaffClientPicker } from './staff/StaffClientPicker';
export type { StaffClient } from './staff-contract';
export { postFiles } from './api/documents-api';
export { errorCodeOf } from './api/api-error';
