/** The CND page below the dashboard (spec 001 "Dashboard routes": cnd/{clientId}); "~" is from the root. */
export const CND_PAGE_ROUTE = 'cnd/:clientId';
/** The client's CND page as the portal links to it (the dashboard's list, a notification). */
export const cndPagePath = (clientId: string) => `/home/cnd/${encodeURIComponent(clientId)}`;
export const cndPath = (clientId: string) => `~${cndPagePath(clientId)}`;
