import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'kysely';
import nodemailer, { type Transporter } from 'nodemailer';
import { isMailAddress } from '@portico/contract/mail';
import type { MailLimits } from '../config';
import type { DatabaseKind, Db } from '../db/database';
import { nowIso } from '../db/database';
import { coreDb, type SomeDb } from '../kit/feature';
import { MailRateLimited, mailWaitSeconds, type MailOrigin } from './quota';

export interface MailMessage {
  to: string[];
  subject: string;
  text: string;
}

/** A message recorded in the outbox, to deliver once the transaction that recorded it has committed. */
export interface RecordedMail {
  id: string;
  message: MailMessage;
}

export interface MailOptions {
  origin: MailOrigin;
  /** Checked against the outbox before the message is recorded: over them, MailRateLimited and nothing recorded. */
  limits?: MailLimits;
}

export const MAIL_FROM = 'Portico <no-reply@portico.example>';

/** Any PostgreSQL advisory lock key of its own: quota checks and their inserts run one at a time. */
const MAIL_QUOTA_LOCK = 0x6d61696c;

/** Line breaks and every other control character become one space: a header value stays one line. */
export const headerText = (text: string) => text.replace(/[\p{Cc}\p{Zl}\p{Zp}]+/gu, ' ').trim();

/**
 * Every message is recorded in the outbox table; it is then sent through SMTP when SMTP_URL is set,
 * or written to <dataDir>/outbox/<id>.eml so a demo installation shows what would have gone out.
 * Nothing a caller wrote can add a header: every address must be a plain one (contract/mail.ts) and the subject
 * is kept to one line, whatever the route checked before.
 */
export class Mailer {
  private readonly transport: Transporter;
  private readonly kind: 'smtp' | 'file';

  constructor(private readonly db: Db, private readonly dbKind: DatabaseKind, private readonly outboxDir: string, smtpUrl: string | undefined) {
    this.kind = smtpUrl ? 'smtp' : 'file';
    this.transport = smtpUrl
      ? nodemailer.createTransport(smtpUrl)
      : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  }

  /** Records and delivers one message; over `options.limits` it throws MailRateLimited and sends nothing. */
  async send(message: MailMessage, options?: MailOptions): Promise<string> {
    const recorded = await this.db.transaction().execute((trx) => this.record(trx, message, options));
    return this.deliver(recorded);
  }

  /**
   * Checks the limits and records the message inside the caller's transaction, so that what the message is about
   * (documents marked notified) commits together with it or not at all. Deliver it after the commit.
   */
  async record(trx: SomeDb, message: MailMessage, options?: MailOptions): Promise<RecordedMail> {
    const db = coreDb(trx);
    const bad = message.to.find((address) => !isMailAddress(address));
    if (bad !== undefined || !message.to.length) throw new Error(`Not a plain e-mail address: ${JSON.stringify(bad ?? '')}`);
    const safe = { ...message, subject: headerText(message.subject) };
    if (options?.limits) {
      // SQLite runs one write transaction at a time; PostgreSQL queues concurrent checks here, or all would pass.
      if (this.dbKind === 'postgres') await sql`select pg_advisory_xact_lock(${MAIL_QUOTA_LOCK})`.execute(db);
      const wait = await mailWaitSeconds(db, options.origin, options.limits);
      if (wait > 0) throw new MailRateLimited(wait);
    }
    const id = randomUUID();
    await db.insertInto('outbox').values({
      id, recipients: JSON.stringify(safe.to), subject: safe.subject, body: safe.text,
      createdAt: nowIso(), sentAt: null, transport: this.kind,
      purpose: options?.origin.purpose ?? null, senderUserId: options?.origin.senderUserId ?? null, clientId: options?.origin.clientId ?? null,
    }).execute();
    return { id, message: safe };
  }

  async deliver({ id, message }: RecordedMail): Promise<string> {
    const info = await this.transport.sendMail({ from: MAIL_FROM, to: message.to, subject: message.subject, text: message.text });
    if (this.kind === 'file') {
      await fs.mkdir(this.outboxDir, { recursive: true });
      await fs.writeFile(path.join(this.outboxDir, `${id}.eml`), (info as { message: Buffer }).message);
    }
    await this.db.updateTable('outbox').set({ sentAt: nowIso() }).where('id', '=', id).execute();
    return id;
  }
}
