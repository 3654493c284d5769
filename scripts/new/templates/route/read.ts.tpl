import { serve, type RouteModule } from '@portico/plugin-server';
import { ENDPOINTS } from '../contract';

/**
 * __method__ __path__, served from its declaration __operationId__ (contract.ts). It needs a session; the path
 * names :clientId, so the guard answers 404 before the handler runs unless the caller may see that client company.
 */
export const __module__: RouteModule = (app) => {
  serve(app, ENDPOINTS.__operationId__, async (request) => ({ clientId: request.params.clientId }));
};
