import QRCode from 'qrcode';
import { featureErrors, isoDay, type SomeDb } from '@portico/plugin-server';
import { insertTask, moveTask } from '../../tasks/server';
import { INVOICE_ERROR_CODES, INVOICE_KIND, type Invoice, type InvoiceSettings, type InvoiceSettingsInput, type InvoiceStatus, type NewInvoice } from '../contract';
import { pixPayload } from './pix';
import { invoicesDb } from './tables';

const errors = featureErrors(INVOICE_ERROR_CODES);

/** The firm's currency: the br variant bills in reais (and offers Pix), the others in dollars. */
export const currencyOf = (variant: string) => (variant === 'br' ? 'BRL' : 'USD');

/** A Pix key as the BCB names them: CPF (11 digits), CNPJ (14), e-mail, +55 phone, or a random key (UUID). */
const PIX_KEY = /^(\d{11}|\d{14}|[^\s@]+@[^\s@]+\.[^\s@]+|\+55\d{10,11}|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

export async function settingsOf(db: SomeDb, firmId: number, variant: string): Promise<InvoiceSettings> {
  const row = await invoicesDb(db).selectFrom('commonInvoiceSettings').selectAll().where('firmId', '=', firmId).executeTakeFirst();
  return { pixKey: row?.pixKey ?? null, merchantName: row?.merchantName ?? null, merchantCity: row?.merchantCity ?? null, paymentLink: row?.paymentLink ?? null, currency: currencyOf(variant) };
}

export async function saveSettings(db: SomeDb, firmId: number, input: InvoiceSettingsInput) {
  const clean = (v: string | undefined) => v?.trim() || null;
  const row = { pixKey: clean(input.pixKey), merchantName: clean(input.merchantName), merchantCity: clean(input.merchantCity), paymentLink: clean(input.paymentLink) };
  if (row.pixKey && !PIX_KEY.test(row.pixKey)) throw errors.badRequest('PIX_KEY_INVALID', 'The Pix key is no CPF, CNPJ, e-mail, +55 phone or random key');
  await invoicesDb(db).deleteFrom('commonInvoiceSettings').where('firmId', '=', firmId).execute();
  await invoicesDb(db).insertInto('commonInvoiceSettings').values({ firmId, ...row }).execute();
}

/** The task and its invoice, numbered next in the firm's year ("2026-0007"), in the caller's transaction. */
export async function createInvoice(db: SomeDb, firm: { firmId: number; variant: string }, clientId: string, createdBy: string, input: NewInvoice, fallbackTitle: string) {
  const t = invoicesDb(db);
  const year = input.dueDate.slice(0, 4);
  const last = await t.selectFrom('commonInvoices').select('number').where('firmId', '=', firm.firmId).where('number', 'like', `${year}-%`)
    .orderBy('number', 'desc').executeTakeFirst();
  const next = Number(last?.number.slice(5) ?? 0) + 1;
  const number = `${year}-${String(next).padStart(4, '0')}`;
  const taskId = await insertTask(t, { clientId, kind: INVOICE_KIND, title: input.title?.trim() || `${fallbackTitle} ${number}`, dueDate: input.dueDate, createdBy });
  await t.insertInto('commonInvoices').values({
    taskId, firmId: firm.firmId, number, description: input.description.trim(), amountCents: input.amountCents, currency: currencyOf(firm.variant), paidAt: null, paidBy: null,
  }).execute();
  return taskId;
}

/** Paid once recorded; overdue once its due date passed unpaid (by the calendar day, UTC); cancelled with its task. */
export function statusOf(row: { paidAt: string | null }, task: { state: string; dueDate: string | null }, today = isoDay(new Date())): InvoiceStatus {
  if (row.paidAt) return 'paid';
  if (task.state === 'cancelled') return 'cancelled';
  return task.dueDate && task.dueDate < today ? 'overdue' : 'issued';
}

export async function invoiceView(db: SomeDb, clientId: string, taskId: string, variant: string): Promise<Invoice> {
  const t = invoicesDb(db);
  const task = await t.selectFrom('commonTasks').selectAll().where('id', '=', taskId).where('clientId', '=', clientId).where('kind', '=', INVOICE_KIND).executeTakeFirst();
  const row = task && await t.selectFrom('commonInvoices').selectAll().where('taskId', '=', taskId).executeTakeFirst();
  if (!task || !row) throw errors.notFound('TASK_NOT_FOUND', 'No such invoice');
  const settings = await settingsOf(db, row.firmId, variant);
  const status = statusOf(row, task);
  const payable = status === 'issued' || status === 'overdue';
  const pix = payable && row.currency === 'BRL' && settings.pixKey && settings.merchantName && settings.merchantCity
    ? pixPayload({ key: settings.pixKey, amountCents: Number(row.amountCents), merchantName: settings.merchantName, merchantCity: settings.merchantCity, txid: row.number })
    : null;
  return {
    task: { ...task, dueDate: task.dueDate, progress: { done: row.paidAt ? 1 : 0, total: 1 } },
    number: row.number, description: row.description, amountCents: Number(row.amountCents), currency: row.currency, dueDate: task.dueDate ?? '',
    status, paidAt: row.paidAt, paidBy: row.paidBy,
    pix: pix ? { payload: pix, qrSvg: await QRCode.toString(pix, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 }) } : null,
    paymentLink: payable && row.currency !== 'BRL' ? settings.paymentLink : null,
  };
}

/**
 * Records the payment, once: from an open task through to done, in the caller's transaction. A paid invoice is
 * INVOICE_PAID, a cancelled one INVOICE_CANCELLED.
 */
export async function markPaid(db: SomeDb, taskId: string, by: 'staff' | 'provider', paidAt: string) {
  const t = invoicesDb(db);
  const task = await t.selectFrom('commonTasks').select(['clientId', 'state']).where('id', '=', taskId).executeTakeFirstOrThrow();
  if (task.state === 'cancelled') throw errors.conflict('INVOICE_CANCELLED', 'The invoice was cancelled');
  const updated = await t.updateTable('commonInvoices').set({ paidAt, paidBy: by }).where('taskId', '=', taskId).where('paidAt', 'is', null).executeTakeFirst();
  if (Number(updated.numUpdatedRows) !== 1) throw errors.conflict('INVOICE_PAID', 'The invoice is paid already');
  await moveTask(t, task.clientId, taskId, 'in_progress', 'submitted', 'done');
}
