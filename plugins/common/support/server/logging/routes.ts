import { randomUUID } from 'node:crypto';
import { ENDPOINTS, ISSUE_REPORT_TYPE, MAX_LOG_BATCH_BYTES, MAX_LOG_ENTRY_BYTES, SUPPORT_ERROR_CODES } from '../../contract';
import { featureErrors, forbidden, principalOf, type RouteModule, serve } from '@portico/plugin-server';
import { supportDb, type ClientLogTable } from '../tables';
import { storeWithinBudget } from './log-budget';

const errors = featureErrors(SUPPORT_ERROR_CODES);
const bytes = (text: string) => Buffer.byteLength(text, 'utf8');

export const loggingRoutes: RouteModule = (app, ctx) => {
  const db = supportDb(ctx.db);
  serve(app, ENDPOINTS.postLogBatch, { config: { previewAllowed: true }, bodyLimit: MAX_LOG_BATCH_BYTES }, async (request, reply) => {
    const principal = principalOf(request);
    const { items } = request.body;
    if (principal.preview && items.some((item) => item.type !== ISSUE_REPORT_TYPE)) {
      throw forbidden('PREVIEW_READ_ONLY', 'A preview session may send issue reports only');
    }
    const batchId = randomUUID();
    const receivedAt = new Date();
    const rows = items.map((item): ClientLogTable => {
      const logs = JSON.stringify(item.data.logs);
      return {
        id: randomUUID(), eventId: item.id, userId: principal.userId, subjectUserId: principal.effectiveUserId,
        type: item.type, source: item.source, time: item.time, description: item.data.description, logs,
        receivedAt: receivedAt.toISOString(), batchId,
        sizeBytes: bytes(item.type) + bytes(item.source) + bytes(item.data.description) + bytes(logs),
      };
    });
    const oversize = rows.find((row) => row.sizeBytes > MAX_LOG_ENTRY_BYTES);
    if (oversize) throw errors.error(413, 'LOG_TOO_LARGE', `Log entry ${oversize.eventId} has more than ${MAX_LOG_ENTRY_BYTES} bytes`);
    await storeWithinBudget(db, rows, ctx.config, receivedAt);
    return reply.code(202).send({ accepted: rows.length });
  });
};
