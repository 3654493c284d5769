import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError, forbidden, notFound } from './errors';
import type { App, } from './type-provider';
import type { AppContext } from './context';

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
export const isWrite = (method: string) => !READ_METHODS.has(method);

const isApi = (url: string) => url === '/api' || url.startsWith('/api/');

const hasBody = (request: FastifyRequest) =>
  Number(request.headers['content-length'] ?? 0) > 0 || request.headers['transfer-encoding'] !== undefined;

const mediaTypeOf = (request: FastifyRequest) =>
  String(request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();

/**
 * The checks every API call passes, in order: a live session (unless the route is public), no writes
 * in a preview session, the body's media type, and access to the client named in the path.
 */
export function installGuards(app: App, ctx: AppContext): void {
  app.decorateRequest('principal', null);

  app.addHook('onRequest', async (request: FastifyRequest) => {
    const config = request.routeOptions.config;
    if (!isApi(request.url) || config.auth === 'public' || request.routeOptions.url === undefined) return;
    request.principal = await ctx.sessions.verifyAuthorizationHeader(request.headers.authorization);
    if (request.principal.preview && isWrite(request.method) && !config.previewAllowed) {
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
    const clientId = (request.params as { clientId?: string } | undefined)?.clientId;
    if (clientId === undefined || !request.principal) return;
    const access = await ctx.db.selectFrom('userClients').select('clientId')
      .where('userId', '=', request.principal.effectiveUserId).where('clientId', '=', clientId).executeTakeFirst();
    // 404, not 403: a caller learns nothing about clients that are not theirs.
    if (!access) throw notFound('CLIENT_NOT_FOUND', 'No such client');
  });
}

/** An audit row for every write attempt under /api, refused ones included, written before the reply leaves. */
export function installAudit(app: App, ctx: AppContext): void {
  app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload) => {
    if (!isWrite(request.method) || !isApi(request.url)) return payload;
    const status = reply.statusCode;
    const principal = request.principal;
    await ctx.db.insertInto('auditLog').values({
      id: crypto.randomUUID(),
      at: new Date().toISOString(),
      actorUserId: principal?.userId ?? null,
      subjectUserId: principal ? principal.effectiveUserId : null,
      clientId: (request.params as { clientId?: string } | undefined)?.clientId ?? null,
      action: `${request.method} ${request.routeOptions.url ?? request.url.split('?')[0]}`,
      outcome: status < 400 ? 'success' : status >= 500 ? 'failed' : 'refused',
      statusCode: status,
    }).execute();
    return payload;
  });
}
