import {
  featureTexts, INVITATION_TTL_MS, interpolate, passwordSetLink, pickLanguage, pluralText, type AppContext, type SomeDb,
} from '@portico/plugin-server';
import { firmClientsDb } from './tables';

interface MailTexts {
  mail: Record<string, string>;
}

const DAY_MS = 24 * 60 * 60_000;

/**
 * Records the invitation e-mail in the outbox within the caller's transaction (so it goes out only with the
 * account, or the new link, it is about), in the contact's language: the single-use link that sets a password on
 * the embedded identity provider, or, where the firm signs in through its own provider, the portal's address.
 * Answers what to hand the mail queue after the commit.
 */
export async function recordInvitation(
  ctx: AppContext, trx: SomeDb,
  invite: { staffUserId: string; clientId: string; user: { id: string; email: string; firstName: string; language: string; passwordHash: string } },
) {
  const { user } = invite;
  const db = firmClientsDb(trx);
  const client = await db.selectFrom('clients').innerJoin('firms', 'firms.id', 'clients.firmId')
    .select(['clients.name as client', 'firms.id as firmId', 'firms.name as firm']).where('clients.id', '=', invite.clientId).executeTakeFirstOrThrow();
  const language = pickLanguage(user.language);
  const { mail } = featureTexts<MailTexts>(ctx.config.rootDir, 'plugins/common/firm-clients', language);
  const link = await passwordSetLink(ctx.config, user, language);
  const days = Math.round(INVITATION_TTL_MS / DAY_MS);
  const values = {
    name: user.firstName, firm: client.firm, client: client.client, email: user.email, link: link ?? '',
    portal: new URL(ctx.config.publicUrl).origin, validity: pluralText(mail, 'validity', days, language),
  };
  return ctx.mailer.record(trx, {
    firmId: client.firmId,
    to: [user.email],
    subject: interpolate(mail.subject!, values),
    text: interpolate(link ? mail.body! : mail.bodyExternal!, values),
  }, { origin: { purpose: 'firm-clients.invitation', senderUserId: invite.staffUserId, clientId: invite.clientId } });
}
