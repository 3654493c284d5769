import { randomUUID } from 'node:crypto';
import { assertClientAccess, firmOf, pagedResponse, pageOf, principalOf, type RouteModule, serve } from '@portico/plugin-server';
import { ENDPOINTS, type FeedbackMood } from '../../contract';
import { supportDb } from '../tables';

/** A person writes feedback now and then; more than this in a minute is a script (429 RATE_LIMITED). */
export const FEEDBACK_PER_MINUTE = 5;

/** Clients' feedback (happy or sad, a message), kept for the firm: clients write it, staff read their firm's. */
export const feedbackRoutes: RouteModule = (app, ctx) => {
  const db = supportDb(ctx.db);

  serve(app, ENDPOINTS.postSupportFeedback, { config: { rateLimit: {
        max: FEEDBACK_PER_MINUTE, timeWindow: 60_000, hook: 'preHandler',
        keyGenerator: (request) => request.principal?.userId ?? request.ip,
      } } }, async (request, reply) => {
    const principal = principalOf(request);
    const { mood, message, clientId } = request.body;
    if (clientId) await assertClientAccess(ctx.db, principal, clientId);
    const row = {
      id: randomUUID(), firmId: await firmOf(ctx.db, principal), userId: principal.userId, subjectUserId: principal.effectiveUserId,
      clientId: clientId ?? null, mood, message: message.trim(), createdAt: new Date().toISOString(),
    };
    await db.insertInto('feedback').values(row).execute();
    return reply.code(201).send({ id: row.id, createdAt: row.createdAt });
  });

  serve(app, ENDPOINTS.getSupportFeedback, async (request) => {
    const firmId = await firmOf(ctx.db, principalOf(request));
    const base = db.selectFrom('feedback as f')
      .innerJoin('users as u', 'u.id', 'f.subjectUserId')
      .leftJoin('clients as c', 'c.id', 'f.clientId')
      .where('f.firmId', '=', firmId);
    const page = await pageOf(base, request.query, (q) => q
      .select(['f.id', 'f.mood', 'f.message', 'f.createdAt', 'u.firstName', 'u.lastName', 'u.email', 'c.id as clientId', 'c.name as clientName'])
      .orderBy('f.createdAt', 'desc').orderBy('f.id'));
    return pagedResponse(page, (r) => ({
      id: r.id, mood: r.mood as FeedbackMood, message: r.message, createdAt: r.createdAt,
      author: { name: `${r.firstName} ${r.lastName}`.trim(), email: r.email },
      client: r.clientId && r.clientName ? { id: r.clientId, name: r.clientName } : null,
    }));
  });
};
