import {
  SUPPORT_API, NOTIFICATION_DEFAULT_FIRST_NAME, IssueConfirmationRequest, NotificationQueued,
} from '../../contract';
import { principalOf, type RouteModule } from '@portico/server/http/context';
import { notFound } from '@portico/server/http/errors';
import { supportDb } from '../tables';

export const notificationRoutes: RouteModule = (app, ctx) => {
  const db = supportDb(ctx.db);
  app.post(SUPPORT_API.issueConfirmation, {
    // In a preview the impersonating staff member receives the confirmation (spec 001 §6).
    config: { previewAllowed: true },
    schema: {
      tags: ['notifications'],
      summary: 'E-mail the issue confirmation (reference code, description) to the caller or, in a preview, the impersonator',
      body: IssueConfirmationRequest, response: { 202: NotificationQueued },
    },
  }, async (request, reply) => {
    const principal = principalOf(request);
    // Only the caller's own contacts may receive it: the signed-in user and the previewed user.
    const contact = await db.selectFrom('contacts as c').innerJoin('users as u', 'u.contactId', 'c.id')
      .select(['c.email', 'c.givenName']).where('c.id', '=', request.body.recipient)
      .where('u.id', 'in', [principal.userId, principal.effectiveUserId]).executeTakeFirst();
    if (!contact) throw notFound('CONTACT_NOT_FOUND', 'No such contact');
    const v = request.body.variables;
    const firstName = v.FIRST_NAME?.trim() || NOTIFICATION_DEFAULT_FIRST_NAME;
    const notificationId = await ctx.mailer.send({
      to: [contact.email],
      subject: `We received your issue ${v.REFERENCE_CODE}`,
      text: `Hello ${firstName},\n\nThank you for reporting an issue on ${v.DATE}. Your reference code is ${v.REFERENCE_CODE}.\n\n`
        + `What you told us:\n${v.ISSUE_DESCRIPTION}\n\nQuote the reference code when you contact us about it.\n`,
    });
    return reply.code(202).send({ notificationId });
  });
};
