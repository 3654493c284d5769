import type { FastifyReply, FastifyRequest } from 'fastify';
import { Value } from '@sinclair/typebox/value';
import { Id } from '@portico/contract/common';
import { AppError, forbidden, notFound } from './errors';
import type { App } from './type-provider';
import type { AppContext } from './context';
import { isApiPath } from './api-path';
import type { RouteTable } from './route-table';
import { API_KEY_HEADER } from '@portico/contract/api-keys';
import { checkApiKeyScope, verifyApiKey } from '../auth/api-keys';
import type { Db } from '../db/database';
import { preparedQuery } from '../db/prepared-query';

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

// Read on every request that names a client or needs staff: built once.
const staffRoleOf = preparedQuery((db: Db, userId: string) => db.selectFrom('users').select(['isStaff', 'firmId', 'staffRole']).where('id', '=', userId));
const firmClient = preparedQuery((db: Db, clientId: string, firmId: number) => db.selectFrom('clients').select('id')
  .where('id', '=', clientId).where('firmId', '=', firmId));
const userClient = preparedQuery((db: Db, userId: string, clientId: string) => db.selectFrom('userClients').select('clientId')
  .where('userId', '=', userId).where('clientId', '=', clientId));
export const isWrite = (method: string) => !READ_METHODS.has(method);

const hasBody = (request: FastifyRequest) =>
  Number(request.headers['content-length'] ?? 0) > 0 || request.headers['transfer-encoding'] !== undefined;

const mediaTypeOf = (request: FastifyRequest) =>
  String(request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();

/** The client a request names, in its path or its query string (validated only from preHandler on). */
const clientIdOf = (request: FastifyRequest): string | undefined => {
  const named = (request.params as { clientId?: unknown } | undefined)?.clientId
    ?? (request.query as { clientId?: unknown } | undefined)?.clientId;
  return typeof named === 'string' ? named : undefined;
};

const auditableClientId = (request: FastifyRequest): string | null => {
  const named = clientIdOf(request);
  return named !== undefined && Value.Check(Id, named) ? named : null;
};

/**
 * Access is a property of each route, read from the route the router matched (`request.routeOptions`),
 * never from the URL as written: a path spelt `/%61pi/…` reaches the same route and the same checks.
 * A route that declares nothing needs a live session (fail closed). The checks, in order: a session
 * (unless `auth: 'public'`), staff for `auth: 'staff'`, no writes in a preview, the body's media type,
 * and access to the client the request names. Unmatched requests go to the not-found handler, which
 * authenticates before it says whether an API path exists (see `answerUnmatched`).
 */
export function installGuards(app: App, ctx: AppContext): void {
  app.decorateRequest('principal', null);
  app.decorateRequest('staff', null);

  app.addHook('onRequest', async (request: FastifyRequest) => {
    if (request.routeOptions.url === undefined) return;
    const access = request.routeOptions.config.auth ?? 'session';
    if (access === 'public') return;
    const apiKey = request.headers[API_KEY_HEADER];
    if (apiKey !== undefined) {
      // A firm's own system: only on a staff operation that names a scope the key holds, and as no person's session.
      if (access !== 'staff' || typeof apiKey !== 'string') throw forbidden('API_KEY_NOT_ALLOWED', 'This call does not take an API key');
      const key = await verifyApiKey(ctx.db, apiKey);
      checkApiKeyScope(key, request.routeOptions.config.endpoint?.apiKeyScope);
      request.staff = { userId: key.createdByUserId, firmId: key.firmId, role: 'staff', apiKeyId: key.id };
      return;
    }
    const principal = await ctx.sessions.verifyAuthorizationHeader(request.headers.authorization);
    request.principal = principal;
    if (access === 'staff' || access === 'firm-admin') {
      // The signed-in person, not the contact a preview shows: staff act as themselves.
      const [user] = await staffRoleOf(ctx.db, principal.userId);
      if (user?.isStaff !== 1) throw forbidden('STAFF_ONLY', 'Only firm staff may use this call');
      const role = user.staffRole ?? 'staff';
      if (access === 'firm-admin' && role !== 'administrator') throw forbidden('FIRM_ADMIN_ONLY', "Only the firm's administrators may use this call");
      request.staff = { userId: principal.userId, firmId: user.firmId, role };
    }
    if (principal.preview && isWrite(request.method) && !request.routeOptions.config.previewAllowed) {
      throw forbidden('PREVIEW_READ_ONLY', 'A preview session cannot change anything');
    }
  });

  app.addHook('onRequest', async (request: FastifyRequest) => {
    if (!isWrite(request.method) || !hasBody(request) || request.routeOptions.url === undefined) return;
    const accepted = request.routeOptions.config.accepts ?? ['application/json'];
    if (!accepted.includes(mediaTypeOf(request))) {
      throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', `This call takes ${accepted.join(' or ')}`);
    }
  });

  app.addHook('preHandler', async (request: FastifyRequest) => {
    const clientId = clientIdOf(request);
    if (clientId === undefined || request.routeOptions.config.auth === 'public') return;
    if (request.staff) {
      // Staff reach every client of their own firm and none of another's (404 as below).
      const [client] = await firmClient(ctx.db, clientId, request.staff.firmId);
      if (!client) throw notFound('CLIENT_NOT_FOUND', 'No such client');
      return;
    }
    // Only a route without a session could get here without a principal, and those are public.
    const userId = request.principal!.effectiveUserId;
    const [access] = await userClient(ctx.db, userId, clientId);
    // 404, not 403: a caller learns nothing about clients that are not theirs.
    if (!access) throw notFound('CLIENT_NOT_FOUND', 'No such client');
  });
}

/**
 * The answer for a request no route matched. Under any spelling of /api it authenticates first (401
 * without a session, so probing tells an outsider nothing), then answers 405 with `Allow` when the
 * path exists for other methods, else 404. Other paths go on to `fallback` (the portal's pages).
 */
export async function answerUnmatched(
  request: FastifyRequest, reply: FastifyReply, ctx: AppContext, routes: RouteTable,
  fallback: (request: FastifyRequest, reply: FastifyReply) => unknown,
) {
  if (!isApiPath(request.url)) return fallback(request, reply);
  await ctx.sessions.verifyAuthorizationHeader(request.headers.authorization);
  const pathname = request.url.split('?')[0]!;
  const allowed = routes.allowed(pathname);
  if (allowed.length) {
    throw new AppError(405, 'METHOD_NOT_ALLOWED', `${request.method} is not allowed here; use ${allowed.join(', ')}`, [], { allow: allowed.join(', ') });
  }
  return reply.code(404).send({ code: 'NOT_FOUND', message: `No route ${request.method} ${pathname}` });
}

/**
 * An audit row for every write that reached a route, refused ones included, written before the reply
 * leaves. The action is the route's pattern, whatever spelling of the path the caller used.
 */
export function installAudit(app: App, ctx: AppContext): void {
  app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload) => {
    if (!isWrite(request.method) || request.routeOptions.url === undefined) return payload;
    const status = reply.statusCode;
    const principal = request.principal;
    await ctx.db.insertInto('auditLog').values({
      id: crypto.randomUUID(),
      at: new Date().toISOString(),
      actorUserId: principal?.userId ?? request.staff?.userId ?? null,
      apiKeyId: request.staff?.apiKeyId ?? null,
      subjectUserId: principal ? principal.effectiveUserId : null,
      // The client named, refused requests included, but only in the shape of an id: raw input
      // (a NUL, a megabyte) never reaches the audit table.
      clientId: auditableClientId(request),
      action: `${request.method} ${request.routeOptions.url}`,
      outcome: status < 400 ? 'success' : status >= 500 ? 'failed' : 'refused',
      statusCode: status,
    }).execute();
    return payload;
  });
}
