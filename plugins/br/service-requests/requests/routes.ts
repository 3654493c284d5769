/** The request list (and a request's page, `?id=`), below /actions: link to it as `/${LIST_ROUTE}` from inside the actions area. */
export const LIST_ROUTE = 'service-request/requests';
