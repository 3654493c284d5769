import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Db } from '../db/database';
import { nowIso } from '../db/database';

export interface MailMessage {
  to: string[];
  subject: string;
  text: string;
}

export const MAIL_FROM = 'Portico <no-reply@portico.example>';

/**
 * Every message is recorded in the outbox table; it is then sent through SMTP when SMTP_URL is set,
 * or written to <dataDir>/outbox/<id>.eml so a demo installation shows what would have gone out.
 */
export class Mailer {
  private readonly transport: Transporter;
  private readonly kind: 'smtp' | 'file';

  constructor(private readonly db: Db, private readonly outboxDir: string, smtpUrl: string | undefined) {
    this.kind = smtpUrl ? 'smtp' : 'file';
    this.transport = smtpUrl
      ? nodemailer.createTransport(smtpUrl)
      : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  }

  async send(message: MailMessage): Promise<string> {
    const id = randomUUID();
    await this.db.insertInto('outbox').values({
      id, recipients: JSON.stringify(message.to), subject: message.subject, body: message.text,
      createdAt: nowIso(), sentAt: null, transport: this.kind,
    }).execute();
    const info = await this.transport.sendMail({ from: MAIL_FROM, to: message.to, subject: message.subject, text: message.text });
    if (this.kind === 'file') {
      await fs.mkdir(this.outboxDir, { recursive: true });
      await fs.writeFile(path.join(this.outboxDir, `${id}.eml`), (info as { message: Buffer }).message);
    }
    await this.db.updateTable('outbox').set({ sentAt: nowIso() }).where('id', '=', id).execute();
    return id;
  }
}
