/** @portico/toolkit/calendar: working days and holidays, for browser and server alike. */
export * from './br-holidays';
