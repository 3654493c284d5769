/** What other features may use of the documents feature: the staff screens' client picker and its client type. */
export { StaffClientPicker } from './staff/StaffClientPicker';
export type { StaffClient } from './staff-contract';
