import { randomUUID } from 'node:crypto';
import { SUPPORT_API, LogAccepted, LogBatch } from '../../contract';
import { principalOf, type RouteModule } from '@portico/plugin-server';
import { supportDb } from '../tables';

export const loggingRoutes: RouteModule = (app, ctx) => {
  const db = supportDb(ctx.db);
  app.post(SUPPORT_API.log, {
    // The report-issue button stays in a preview, and its log must reach the firm.
    config: { previewAllowed: true },
    schema: {
      tags: ['logging'], summary: 'Store a batch of portal log entries (cloud-event style, spec 001 §3)',
      body: LogBatch, response: { 202: LogAccepted },
    },
  }, async (request, reply) => {
    const principal = principalOf(request);
    const receivedAt = new Date().toISOString();
    await db.insertInto('clientLogs').values(request.body.items.map((item) => ({
      id: randomUUID(),
      eventId: item.id,
      userId: principal.userId,
      subjectUserId: principal.effectiveUserId,
      type: item.type,
      source: item.source,
      time: item.time,
      description: item.data.description,
      logs: JSON.stringify(item.data.logs),
      receivedAt,
    }))).execute();
    return reply.code(202).send({ accepted: request.body.items.length });
  });
};
