import { formatDate, headerText, interpolate, type LanguageTag, pluralText, quoteLines } from '@portico/plugin-server';
import { documentsMailTexts } from './mail-texts';

export interface ShareMailInput {
  language: LanguageTag;
  sender: { name: string; email: string };
  client: string;
  firm: string;
  /** The sender's own words, if any. */
  message: string | undefined;
  documents: string[];
  link: string;
  expiresAt: string;
  /** The link asks for a password: the e-mail says so, and that it comes from the sender, never the password itself. */
  passwordProtected: boolean;
}

/**
 * The "send documents" e-mail, in the sender's language. It goes out in the firm's name to people outside it, so
 * it says who sent it, and the sender's words come quoted ("<name> wrote:", each line "> "), marked as theirs.
 */
export function shareMail(rootDir: string, input: ShareMailInput): { subject: string; text: string } {
  const t = documentsMailTexts(rootDir, input.language).shareMail;
  const count = input.documents.length;
  // Names are the people's own: one line each, so none can pass for a line of the e-mail.
  const values = {
    sender: headerText(input.sender.name), senderEmail: input.sender.email, client: headerText(input.client), firm: headerText(input.firm),
    count: String(count), link: input.link, date: formatDate(input.expiresAt, input.language),
  };
  const said = input.message?.trim() ? [interpolate(t.wrote, values), quoteLines(input.message.trim()), interpolate(t.notOurWords, values), ''] : [];
  const text = [
    interpolate(pluralText(t, 'intro', count, input.language), values), '',
    ...said,
    t.documents, ...input.documents.map((name) => `- ${headerText(name)}`), '',
    interpolate(t.open, values), interpolate(t.until, values), ...(input.passwordProtected ? [interpolate(t.password, values)] : []), '',
  ].join('\n');
  return { subject: interpolate(pluralText(t, 'subject', count, input.language), values), text };
}
