import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { sql } from 'kysely';
import type { Transporter } from 'nodemailer';
import { Type } from '@sinclair/typebox';
import { isMailAddress } from '@portico/contract/mail';
import type { MailLimits } from '../config';
import type { DatabaseKind, Db } from '../db/database';
import { nowIso } from '../db/database';
import { coreDb, type SomeDb } from '../kit/feature';
import { MailRateLimited, mailWaitSeconds, type MailOrigin } from './quota';
import { defineJob, errorText, type JobKind, type JobQueue } from '../jobs/queue';

export interface MailMessage {
  /** The firm it goes out for: its sender address (firms.mail_from, else PORTICO_MAIL_FROM). */
  firmId: number;
  to: string[];
  subject: string;
  text: string;
  /** An HTML alternative to the text (a notification's). */
  html?: string;
  /** A one-click unsubscribe address (https, no session needed): sent as List-Unsubscribe with List-Unsubscribe-Post. */
  unsubscribeUrl?: string;
}

/** A message recorded in the outbox, to hand to the queue once the transaction that recorded it has committed. */
export interface RecordedMail {
  id: string;
}

export interface MailOptions {
  origin: MailOrigin;
  /** Checked against the outbox before the message is recorded: over them, MailRateLimited and nothing recorded. */
  limits?: MailLimits;
}

/** Any PostgreSQL advisory lock key of its own: quota checks and their inserts run one at a time. */
const MAIL_QUOTA_LOCK = 0x6d61696c;

/** Line breaks and every other control character become one space: a header value stays one line. */
export const headerText = (text: string) => text.replace(/[\p{Cc}\p{Zl}\p{Zp}]+/gu, ' ').trim();

/** nodemailer, loaded by the first Mailer that needs a transport: a demo server writes no mail until asked. */
const load = createRequire(import.meta.url);
const nodemailer = () => load('nodemailer') as typeof import('nodemailer');

/**
 * Every message is recorded in the outbox table, then sent by a job (server/jobs): through SMTP when SMTP_URL is
 * set, or written to <dataDir>/outbox/<id>.eml so a demo installation shows what would have gone out. The row is
 * marked sent only once the SMTP server accepted the message, and failed (with the error) after the last try.
 * Nothing a caller wrote can add a header: every address must be a plain one (contract/mail.ts) and the subject
 * is kept to one line, whatever the route checked before.
 */
export class Mailer {
  /** SMTP's, made at once (a wrong SMTP_URL stops the start); the file outbox's, for the first message written. */
  private transport: Transporter | undefined;
  private readonly kind: 'smtp' | 'file';
  readonly job;

  constructor(
    private readonly db: Db, private readonly dbKind: DatabaseKind, private readonly queue: JobQueue,
    private readonly outboxDir: string, smtpUrl: string | undefined, private readonly fallbackFrom: string | undefined,
    retry: Pick<JobKind, 'retryLimit' | 'retryDelaySeconds'>,
  ) {
    this.kind = smtpUrl ? 'smtp' : 'file';
    if (smtpUrl) this.transport = nodemailer().createTransport(smtpUrl);
    this.job = defineJob({
      name: 'mail.send',
      payload: Type.Object({ outboxId: Type.String() }),
      handler: async ({ outboxId }, { log }) => {
        if (await this.transmit(outboxId)) log.info({ outboxId, transport: this.kind }, 'mail sent');
      },
      onGiveUp: async ({ outboxId }, error) => {
        await this.db.updateTable('outbox').set({ failedAt: nowIso(), lastError: errorText(error) }).where('id', '=', outboxId).execute();
      },
      ...retry,
    });
  }

  /** Records one message and queues it; over `options.limits` it throws MailRateLimited and records nothing. */
  async send(message: MailMessage, options?: MailOptions): Promise<string> {
    const recorded = await this.db.transaction().execute((trx) => this.record(trx, message, options));
    return this.enqueue(recorded);
  }

  /**
   * Checks the limits and records the message inside the caller's transaction, so that what the message is about
   * (documents marked notified) commits together with it or not at all. Enqueue it after the commit.
   */
  async record(trx: SomeDb, message: MailMessage, options?: MailOptions): Promise<RecordedMail> {
    return (await this.insert(trx, message, options, null))!;
  }

  /**
   * As record, for a message about one event named by `idempotencyKey`: a key recorded before records nothing and
   * answers null, so the event's message goes out once however often it is handled.
   */
  async recordOnce(trx: SomeDb, message: MailMessage, idempotencyKey: string, options?: MailOptions): Promise<RecordedMail | null> {
    return this.insert(trx, message, options, idempotencyKey);
  }

  private async insert(trx: SomeDb, message: MailMessage, options: MailOptions | undefined, idempotencyKey: string | null): Promise<RecordedMail | null> {
    const db = coreDb(trx);
    const bad = message.to.find((address) => !isMailAddress(address));
    if (bad !== undefined || !message.to.length) throw new Error(`Not a plain e-mail address: ${JSON.stringify(bad ?? '')}`);
    if (options?.limits) {
      // SQLite runs one write transaction at a time; PostgreSQL queues concurrent checks here, or all would pass.
      if (this.dbKind === 'postgres') await sql`select pg_advisory_xact_lock(${MAIL_QUOTA_LOCK})`.execute(db);
      const wait = await mailWaitSeconds(db, options.origin, options.limits);
      if (wait > 0) throw new MailRateLimited(wait);
    }
    if (message.unsubscribeUrl !== undefined && !/^https?:\/\/[^\s<>]+$/.test(message.unsubscribeUrl)) throw new Error('Not an unsubscribe address');
    const id = randomUUID();
    const inserted = await db.insertInto('outbox').values({
      id, firmId: message.firmId, recipients: JSON.stringify(message.to), subject: headerText(message.subject), body: message.text,
      createdAt: nowIso(), sentAt: null, transport: this.kind,
      purpose: options?.origin.purpose ?? null, senderUserId: options?.origin.senderUserId ?? null, clientId: options?.origin.clientId ?? null,
      html: message.html ?? null, unsubscribeUrl: message.unsubscribeUrl ?? null, idempotencyKey,
    }).onConflict((oc) => oc.column('idempotencyKey').doNothing()).returning('id').executeTakeFirst();
    return inserted ? { id } : null;
  }

  /** Hands a recorded message to the queue; answers its outbox id. */
  async enqueue({ id }: RecordedMail): Promise<string> {
    await this.queue.send(this.job, { outboxId: id });
    return id;
  }

  /** The job: sends the outbox row (once: a row already sent is left alone) and marks it sent; true when it sent. */
  private async transmit(outboxId: string): Promise<boolean> {
    const row = await this.db.selectFrom('outbox as o').leftJoin('firms as f', 'f.id', 'o.firmId')
      .select(['o.recipients', 'o.subject', 'o.body', 'o.html', 'o.unsubscribeUrl', 'o.sentAt', 'f.mailFrom']).where('o.id', '=', outboxId).executeTakeFirst();
    if (!row || row.sentAt !== null) return false;
    const from = row.mailFrom ?? this.fallbackFrom;
    if (!from) throw new Error("No sender address: set the firm's mail_from or PORTICO_MAIL_FROM");
    this.transport ??= nodemailer().createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
    const info = await this.transport.sendMail({
      from, to: JSON.parse(row.recipients) as string[], subject: row.subject, text: row.body, ...(row.html === null ? {} : { html: row.html }),
      ...(row.unsubscribeUrl === null ? {} : { list: { unsubscribe: row.unsubscribeUrl }, headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } }),
    });
    if (this.kind === 'file') {
      await fs.mkdir(this.outboxDir, { recursive: true });
      await fs.writeFile(path.join(this.outboxDir, `${outboxId}.eml`), (info as { message: Buffer }).message);
    }
    await this.db.updateTable('outbox').set({ sentAt: nowIso(), failedAt: null, lastError: null }).where('id', '=', outboxId).execute();
    return true;
  }
}
