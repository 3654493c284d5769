/**
 * The dashboard's sections every variant has: the waiting list on top, then the row of the client's things to
 * act on (latest documents, open tasks, invoices). A feature whose widget joins a row declares the section alike
 * (`dashboardSections: { homeWidgetsSection: DASHBOARD_SECTIONS.homeWidgetsSection }`), so it registers without this one.
 */
export const DASHBOARD_SECTIONS = { homeWaitingSection: { order: 5 }, homeWidgetsSection: { order: 8 } } as const;
