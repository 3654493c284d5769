/** @portico/toolkit/calendar: working days and holidays, for browser and server alike. */
export { BrazilHolidays, type HolidayScope } from './br-holidays';
