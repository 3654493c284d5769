import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { requestContext } from '../request-context';

export const REQUEST_ID_HEADER = 'x-request-id';

/** A request id a client (or the proxy in front) may choose: bounded, and nothing that could forge a log line or a header. */
const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/**
 * Fastify's genReqId: the incoming X-Request-Id when it is sane (up to 64 letters, digits and . _ - :), so a
 * request keeps the id its proxy or caller gave it; otherwise (absent, too long, spaces, line breaks…) a new UUID.
 */
export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && SANE_REQUEST_ID.test(given) ? given : randomUUID();
}

/**
 * Every response names its request id (X-Request-Id), the id the request's log lines carry (`reqId`); and the
 * request's handling runs in requestContext, so a job it queues records the id (server/jobs). Entered again
 * after the body is read: a body's stream events run outside the request's async context.
 */
export function installRequestIds(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    void reply.header(REQUEST_ID_HEADER, request.id);
    requestContext.run({ requestId: request.id }, done);
  });
  app.addHook('preValidation', (request, _reply, done) => requestContext.run({ requestId: request.id }, done));
}
