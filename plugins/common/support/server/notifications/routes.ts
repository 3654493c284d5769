import { ENDPOINTS, NOTIFICATION_DEFAULT_FIRST_NAME } from '../../contract';
import { firmOf, formatDate, interpolate, notFound, pickLanguage, principalOf, type RouteModule, serve } from '@portico/plugin-server';
import { supportDb } from '../tables';
import { supportTexts } from '../texts';

/**
 * The DATE variable in the recipient's language: an ISO calendar day ("2025-05-15") is written the way the portal
 * shows dates there; anything else is a date the sender already wrote out, and is kept as sent.
 */
const confirmationDate = (date: string, language: string) =>
  (/^\d{4}-\d{2}-\d{2}$/.test(date) && formatDate(date, language)) || date;

export const ISSUE_CONFIRMATION_PURPOSE = 'support.issueConfirmation';

export const notificationRoutes: RouteModule = (app, ctx) => {
  const db = supportDb(ctx.db);
  serve(app, ENDPOINTS.postIssueConfirmation, {
    config: { previewAllowed: true },
    description: `Each person may cause ${ctx.config.mail.issueConfirmation.perUserHour} confirmations an hour and `
      + `${ctx.config.mail.issueConfirmation.perUserDay} a day (server configuration, PORTICO_MAIL_*). Over that the answer is `
      + '429 MAIL_RATE_LIMITED with Retry-After and no e-mail goes; the report itself (the log batch) is stored apart and '
      + 'is not affected, and the portal tells the user that no confirmation was sent.',
  }, async (request, reply) => {
    const principal = principalOf(request);
    // Only the caller's own contacts may receive it: the signed-in user and the previewed user.
    const contact = await db.selectFrom('contacts as c').innerJoin('users as u', 'u.contactId', 'c.id')
      .select(['c.email', 'u.language']).where('c.id', '=', request.body.recipient)
      .where('u.id', 'in', [principal.userId, principal.effectiveUserId]).executeTakeFirst();
    if (!contact) throw notFound('CONTACT_NOT_FOUND', 'No such contact');
    // The recipient's portal language, as saved in their profile (the language switcher saves it): the e-mail is
    // read later, outside this request, and in a preview by the staff member, not by whoever's browser sent it,
    // so neither this request's Accept-Language nor the sender's screen language is the reader's.
    const language = pickLanguage(contact.language);
    const t = supportTexts(ctx.config.rootDir, language).confirmationMail;
    const v = request.body.variables;
    // The portal sends the spec's English default when it knows no first name: the reader gets it in their language.
    const named = v.FIRST_NAME?.trim();
    const values = {
      firstName: named && named !== NOTIFICATION_DEFAULT_FIRST_NAME ? named : t.defaultFirstName,
      code: v.REFERENCE_CODE,
      date: confirmationDate(v.DATE.trim(), language),
      description: v.ISSUE_DESCRIPTION,
    };
    const notificationId = await ctx.mailer.send({
      firmId: await firmOf(db, principal),
      to: [contact.email],
      subject: interpolate(t.subject, values),
      text: interpolate(t.body, values),
    }, { origin: { purpose: ISSUE_CONFIRMATION_PURPOSE, senderUserId: principal.userId }, limits: ctx.config.mail.issueConfirmation });
    return reply.code(202).send({ notificationId });
  });
};
