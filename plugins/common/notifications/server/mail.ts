import { type AppContext, escapeHtml, headerText, interpolate, pickLanguage, pluralText, type SomeDb } from '@portico/plugin-server';
import type { NotificationCategory } from '../categories';
import { NOTIFICATIONS_API } from '../contract';
import { itemText, notificationTexts, type Params } from './texts';
import { unsubscribeToken } from './tokens';

export const NOTIFICATION_MAIL_PURPOSE = 'common.notifications.mail';
export const DIGEST_MAIL_PURPOSE = 'common.notifications.digest';

export interface Recipient {
  id: string;
  email: string;
  firstName: string;
  language: string;
}

export interface MailItem {
  category: NotificationCategory;
  link: string;
  params: Params;
  clientId: string | null;
}

/** A list of one or more items, as text and HTML, in the recipient's language, with the firm's name heading the HTML. */
function render(ctx: AppContext, firm: string, recipient: Recipient, items: MailItem[], unsubscribe: { category: NotificationCategory; url: string } | null) {
  const language = pickLanguage(recipient.language);
  const t = notificationTexts(ctx.config.rootDir, language);
  const values = { name: headerText(recipient.firstName), firm: headerText(firm) };
  const lines = items.map((item) => ({ text: itemText(t, item.category, item.params, language), url: `${ctx.config.publicUrl}${item.link}` }));
  const preferences = `${ctx.config.publicUrl}/notifications`;
  const why = unsubscribe ? interpolate(t.mail.why, { ...values, category: t.categories[unsubscribe.category] }) : '';
  const text = [
    interpolate(t.mail.greeting, values), '',
    ...(items.length > 1 ? [t.mail.digestIntro, ''] : []),
    ...lines.flatMap((l) => [`- ${l.text}`, `  ${interpolate(t.mail.open, { url: l.url })}`]), '',
    interpolate(t.mail.preferences, { url: preferences }),
    ...(unsubscribe ? [why, `${t.mail.unsubscribe}: ${unsubscribe.url}`] : []), '',
  ].join('\n');
  const html = `<!doctype html><html lang="${language}"><body style="font-family:sans-serif;line-height:1.5;color:#1b1b1b">`
    + `<h1 style="font-size:1.25rem">${escapeHtml(firm)}</h1>`
    + `<p>${escapeHtml(interpolate(t.mail.greeting, values))}</p>`
    + (items.length > 1 ? `<p>${escapeHtml(t.mail.digestIntro)}</p>` : '')
    + `<ul>${lines.map((l) => `<li><a href="${escapeHtml(l.url)}">${escapeHtml(l.text)}</a></li>`).join('')}</ul>`
    + `<p style="font-size:.875rem;color:#555"><a href="${escapeHtml(preferences)}">${escapeHtml(interpolate(t.mail.preferences, { url: '' }).replace(/[:\s]+$/, ''))}</a>`
    + (unsubscribe ? `<br>${escapeHtml(why)} <a href="${escapeHtml(unsubscribe.url)}">${escapeHtml(t.mail.unsubscribe)}</a>` : '')
    + '</p></body></html>';
  return { language, t, lines, text, html };
}

/** One notification's own e-mail, recorded once for it (its idempotency key) inside the caller's transaction. */
export async function recordItemMail(ctx: AppContext, trx: SomeDb, notificationId: string, firm: { id: number; name: string }, recipient: Recipient, item: MailItem) {
  const url = `${ctx.config.publicUrl}${NOTIFICATIONS_API.unsubscribe}?token=${await unsubscribeToken(trx, recipient.id, item.category)}`;
  const { lines, text, html } = render(ctx, firm.name, recipient, [item], { category: item.category, url });
  return ctx.mailer.recordOnce(trx, {
    firmId: firm.id, to: [recipient.email], subject: `${firm.name}: ${lines[0]!.text}`, text, html, unsubscribeUrl: url,
  }, `notification:${notificationId}`, { origin: { purpose: NOTIFICATION_MAIL_PURPOSE, ...(item.clientId ? { clientId: item.clientId } : {}) } });
}

/** A person's digest of the day's items, recorded once per person and day (`key`). */
export async function recordDigestMail(ctx: AppContext, trx: SomeDb, key: string, firm: { id: number; name: string }, recipient: Recipient, items: MailItem[]) {
  const { language, t, text, html } = render(ctx, firm.name, recipient, items, null);
  const subject = interpolate(pluralText(t.mail, 'digestSubject', items.length, language), { firm: firm.name, count: String(items.length) });
  return ctx.mailer.recordOnce(trx, { firmId: firm.id, to: [recipient.email], subject, text, html }, key,
    { origin: { purpose: DIGEST_MAIL_PURPOSE } });
}
