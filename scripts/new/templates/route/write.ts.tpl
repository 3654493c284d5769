import { serve, type RouteModule } from '@portico/plugin-server';
import { ENDPOINTS } from '../contract';

/**
 * __method__ __path__, served from its declaration __operationId__ (contract.ts). It needs a session; the path
 * names :clientId, so the guard answers 404 before the handler runs unless the caller may see that client company.
 * The body was checked against __Pascal__Input before the handler runs (400 otherwise).
 */
export const __module__: RouteModule = (app) => {
  serve(app, ENDPOINTS.__operationId__, async (request, reply) =>
    reply.code(__status__).send({ clientId: request.params.clientId, note: request.body.note.trim() }));
};
