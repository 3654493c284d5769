/** common.dashboard's public door: its sections, for widgets of other features, and the calendar days their dates read as. */
export { DASHBOARD_SECTIONS } from './sections';
export { daysUntil, formatDay, localToday } from './due';
