import { badRequest, featureErrors, featureTexts, pickLanguage, principalOf, type RouteModule, serve, staffOf, type App } from '@portico/plugin-server';
import { clientTaskAccess } from '../../tasks/server';
import { ENDPOINTS, INVOICE_ERROR_CODES, INVOICE_KIND, WEBHOOK_SIGNATURE_HEADER } from '../contract';
import { notify } from '../../notifications/server';
import { createInvoice, invoiceView, markPaid, saveSettings, settingsOf } from './invoices';
import { scheduleOverdueNotices } from './notices';
import { invoicesDb } from './tables';
import { signatureMatches } from './webhook';

const errors = featureErrors(INVOICE_ERROR_CODES);

declare module 'fastify' {
  interface FastifyRequest {
    /** The body as it came, for a signature over it (the payment webhook's scope only). */
    rawBody?: string;
  }
}

/**
 * The invoices' routes: the client's (session), the firm's (staff; settings by its administrators) and the payment
 * provider's webhook (public, signed). Core's guard audits every write.
 */
export const invoiceRoutes: RouteModule = async (app, ctx) => {
  const db = ctx.db;
  const { variant } = ctx.config;

  serve(app, ENDPOINTS.getInvoice, async (request) => {
    const { hiddenKinds } = await clientTaskAccess(db, principalOf(request));
    if (hiddenKinds.includes(INVOICE_KIND)) throw errors.notFound('TASK_NOT_FOUND', 'No such invoice');
    return invoiceView(db, request.params.clientId, request.params.taskId, variant);
  });

  serve(app, ENDPOINTS.postStaffInvoice, async (request, reply) => {
    const staff = staffOf(request);
    // The task's title, when the firm gives none, is "Invoice 2026-0007" in the words of the staff member's language.
    const user = await invoicesDb(db).selectFrom('users').select('language').where('id', '=', staff.userId).executeTakeFirst();
    const word = featureTexts<{ invoice: { title: string } }>(ctx.config.rootDir, 'plugins/common/invoices', pickLanguage(user?.language)).invoice.title;
    const taskId = await invoicesDb(db).transaction().execute((trx) =>
      createInvoice(trx, { firmId: staff.firmId, variant }, request.params.clientId, staff.userId, request.body, word));
    const invoice = await invoiceView(db, request.params.clientId, taskId, variant);
    await notify(ctx, { category: 'invoiceIssued', clientId: request.params.clientId, key: `invoice-issued:${taskId}`, link: `/tasks/${taskId}`,
      params: { number: invoice.number, dueDate: invoice.dueDate } }, request.log);
    return reply.code(201).send(invoice);
  });

  serve(app, ENDPOINTS.getStaffInvoice, async (request) => invoiceView(db, request.params.clientId, request.params.taskId, variant));

  serve(app, ENDPOINTS.postStaffInvoicePaid, async (request) => {
    await invoiceView(db, request.params.clientId, request.params.taskId, variant);
    await invoicesDb(db).transaction().execute((trx) => markPaid(trx, request.params.taskId, 'staff', new Date().toISOString()));
    return invoiceView(db, request.params.clientId, request.params.taskId, variant);
  });

  serve(app, ENDPOINTS.getStaffInvoiceSettings, async (request) => settingsOf(db, staffOf(request).firmId, variant));

  serve(app, ENDPOINTS.putStaffInvoiceSettings, async (request) => {
    const { firmId } = staffOf(request);
    await invoicesDb(db).transaction().execute((trx) => saveSettings(trx, firmId, request.body));
    return settingsOf(db, firmId, variant);
  });

  await scheduleOverdueNotices(ctx);

  // The webhook signs its raw body: in a scope of its own, JSON is kept as received beside its parse.
  await app.register(async (scope: App) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      request.rawBody = body as string;
      try {
        done(null, JSON.parse(body as string));
      } catch {
        done(badRequest('BAD_REQUEST', 'The body is not JSON'), undefined);
      }
    });
    serve(scope, ENDPOINTS.postPaymentWebhook, async (request) => {
      const secret = process.env.PORTICO_PAYMENT_WEBHOOK_SECRET;
      if (!secret) throw errors.forbidden('WEBHOOK_DISABLED', 'No payment webhook secret is configured');
      const header = request.headers[WEBHOOK_SIGNATURE_HEADER];
      if (!signatureMatches(secret, request.rawBody ?? '', Array.isArray(header) ? header[0] : header)) {
        throw errors.error(401, 'WEBHOOK_SIGNATURE', 'The signature is not the HMAC of the body');
      }
      const event = request.body;
      return invoicesDb(db).transaction().execute(async (trx) => {
        const task = await trx.selectFrom('commonTasks').select(['clientId', 'state']).where('id', '=', event.invoiceId).where('kind', '=', INVOICE_KIND).executeTakeFirst();
        const invoice = task && await trx.selectFrom('commonInvoices').selectAll().where('taskId', '=', event.invoiceId).executeTakeFirst();
        if (!task || !invoice) throw errors.notFound('TASK_NOT_FOUND', 'No such invoice');
        const seen = await trx.selectFrom('commonInvoiceEvents').select('eventId').where('eventId', '=', event.eventId).executeTakeFirst();
        if (seen) return { received: true, duplicate: true, status: (await invoiceView(trx, task.clientId, event.invoiceId, variant)).status };
        if (Number(invoice.amountCents) !== event.amountCents) throw errors.badRequest('AMOUNT_MISMATCH', 'The amount paid is not the invoice\'s');
        await trx.insertInto('commonInvoiceEvents').values({ eventId: event.eventId, taskId: event.invoiceId, receivedAt: new Date().toISOString() }).execute();
        // Paid already (by the firm's mark, or another event): the payment is recorded once.
        if (!invoice.paidAt) await markPaid(trx, event.invoiceId, 'provider', event.paidAt);
        return { received: true, duplicate: false, status: 'paid' as const };
      });
    });
  });
};
