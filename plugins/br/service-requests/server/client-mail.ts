import { type AppContext, featureTexts, headerText, interpolate, pickLanguage } from '@portico/plugin-server';
import type { RequestRow } from './queries';
import type { ServiceRequestDb } from './tables';

/** The firm's moves the client hears of. */
export type FirmMove = 'replied' | 'sentBack' | 'closed';
interface MailTexts { mail: Record<'subject' | 'open' | FirmMove, string>; types: Record<string, string> }

export const FIRM_MOVE_PURPOSE = 'br.service-requests.firmMove';

/**
 * Records the e-mail that tells the request's author what the firm did, in the author's own language, inside the
 * move's transaction (the move and its e-mail commit together). Answers the mail to enqueue after the commit.
 */
export async function recordClientMail(ctx: AppContext, trx: ServiceRequestDb, row: RequestRow, move: FirmMove, staffUserId: string) {
  const author = await trx.selectFrom('users').select(['email', 'language']).where('id', '=', row.createdBy).executeTakeFirstOrThrow();
  const client = await trx.selectFrom('clients').select('firmId').where('id', '=', row.clientId).executeTakeFirstOrThrow();
  const language = pickLanguage(author.language);
  const texts = featureTexts<MailTexts>(ctx.config.rootDir, 'plugins/br/service-requests', language);
  const values = {
    reference: row.reference, type: texts.types[row.type] ?? row.type, title: headerText(row.title),
    link: `${ctx.config.publicUrl}/actions/service-request/requests?id=${row.id}`,
  };
  return ctx.mailer.record(trx, {
    firmId: client.firmId,
    to: [author.email],
    subject: interpolate(texts.mail.subject, values),
    text: `${interpolate(texts.mail[move], values)}\n\n${interpolate(texts.mail.open, values)}\n`,
  }, { origin: { purpose: FIRM_MOVE_PURPOSE, senderUserId: staffUserId, clientId: row.clientId } });
}
