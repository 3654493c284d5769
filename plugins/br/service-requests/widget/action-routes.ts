import { LIST_ROUTE } from '../requests/routes';

/** The portal path of one request's page (the request list with `?id=`), where the client answers or corrects it. */
export const requestLink = (requestId: string) => `/actions/${LIST_ROUTE}?id=${encodeURIComponent(requestId)}`;
