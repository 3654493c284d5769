/** The CND page below the dashboard (spec 001 "Dashboard routes": cnd/{clientId}); "~" is from the root. */
export const CND_PAGE_ROUTE = 'cnd/:clientId';
export const cndPath = (clientId: string) => `~/home/cnd/${encodeURIComponent(clientId)}`;
