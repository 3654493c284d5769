import { type AppContext, headerText, interpolate, pickLanguage, pluralText } from '@portico/plugin-server';
import { documentsMailTexts } from './mail-texts';
import { documentsDb } from './tables';

export const UPLOAD_NOTIFICATION_PURPOSE = 'documents.uploadNotification';

/** The language most of the recipients read the portal in (one e-mail goes to all of them). */
function majorityLanguage(staff: Array<{ language: string }>) {
  const counts = new Map<string, number>();
  for (const { language } of staff) counts.set(pickLanguage(language), (counts.get(pickLanguage(language)) ?? 0) + 1);
  return pickLanguage([...counts].sort((a, b) => b[1] - a[1])[0]?.[0]);
}

/**
 * E-mails the firm's staff once about a batch of uploads: only documents `uploaderId` uploaded to the client within
 * the configured window and not notified yet; any other id (someone else's, older, trashed, already notified) is
 * left out, and with none left nothing is sent. Marking the documents notified and recording the e-mail commit
 * together, so a refusal (MailRateLimited, the per-user limit) leaves them to a later batch. Answers how many
 * documents the e-mail covers.
 */
export async function notifyStaffOfUploads(ctx: AppContext, clientId: string, uploaderId: string, documentIds: string[]): Promise<number> {
  const ids = [...new Set(documentIds)];
  if (!ids.length) return 0;
  const client = await ctx.db.selectFrom('clients').select(['name', 'firmId']).where('id', '=', clientId).executeTakeFirstOrThrow();
  const staff = await ctx.db.selectFrom('users').select(['email', 'language'])
    .where('firmId', '=', client.firmId).where('isStaff', '=', 1).where('disabledAt', 'is', null).orderBy('email').execute();
  if (!staff.length) return 0;
  const uploader = await ctx.db.selectFrom('users').select(['firstName', 'lastName', 'email']).where('id', '=', uploaderId).executeTakeFirstOrThrow();
  const now = Date.now();
  const since = new Date(now - ctx.config.mail.uploadNotificationWindowMinutes * 60_000).toISOString();
  const recorded = await ctx.db.transaction().execute(async (trx) => {
    // Claimed with the update itself: of two calls naming the same documents, only one gets each.
    const claimed = await documentsDb(trx).updateTable('documents').set({ uploadNotifiedAt: new Date(now).toISOString() })
      .where('clientId', '=', clientId).where('id', 'in', ids).where('uploadedBy', '=', uploaderId)
      .where('uploadNotifiedAt', 'is', null).where('deletedAt', 'is', null).where('modifiedAt', '>=', since)
      .returning('name').execute();
    if (!claimed.length) return null;
    const language = majorityLanguage(staff);
    const t = documentsMailTexts(ctx.config.rootDir, language).uploadMail;
    const values = {
      client: headerText(client.name), count: String(claimed.length),
      uploader: headerText(`${uploader.firstName} ${uploader.lastName}`), uploaderEmail: uploader.email,
    };
    const names = claimed.map((d) => d.name).sort((a, b) => a.localeCompare(b, language));
    const mail = await ctx.mailer.record(trx, {
      firmId: client.firmId,
      to: staff.map((s) => s.email),
      subject: interpolate(pluralText(t, 'subject', claimed.length, language), values),
      text: `${interpolate(t.intro, values)}\n\n${names.map((name) => `- ${headerText(name)}`).join('\n')}\n`,
    }, { origin: { purpose: UPLOAD_NOTIFICATION_PURPOSE, senderUserId: uploaderId, clientId }, limits: ctx.config.mail.uploadNotification });
    return { mail, count: claimed.length };
  });
  if (!recorded) return 0;
  await ctx.mailer.enqueue(recorded.mail);
  return recorded.count;
}
