/**
 * The invoice's API (common.invoices): the firm bills a client (a task kind); the client sees it, and in Brazil its
 * Pix code; it is paid when the firm marks it or the payment provider's signed webhook says so. Browser-safe.
 */
import { Type, type Static } from '@sinclair/typebox';
import { Cents, ClientParams, Id, Input, IsoDate, IsoDateTime, NonBlankText } from '@portico/contract/common';
import { defineEndpoints } from '@portico/contract/endpoint';
import { Task, TaskParams } from '@portico/contract/tasks';

const BASE = '/api/invoices/v1';
export const INVOICES_API = {
  invoice: `${BASE}/clients/:clientId/invoices/:taskId`,
  staffInvoices: `${BASE}/staff/clients/:clientId/invoices`,
  staffInvoice: `${BASE}/staff/clients/:clientId/invoices/:taskId`,
  staffPaid: `${BASE}/staff/clients/:clientId/invoices/:taskId/paid`,
  staffSettings: `${BASE}/staff/invoice-settings`,
  webhook: `${BASE}/webhooks/payments`,
} as const;

export const INVOICE_KIND = 'invoice';
/** The header carrying the provider's signature: `sha256=` and the hex HMAC-SHA256 of the raw body with the shared secret. */
export const WEBHOOK_SIGNATURE_HEADER = 'x-portico-signature';

export const INVOICE_ERROR_CODES = [
  'TASK_NOT_FOUND',
  /** Marked paid already (by the firm or the provider): nothing changes. */
  'INVOICE_PAID',
  'INVOICE_CANCELLED',
  /** The webhook's signature is missing or not the HMAC of its body. */
  'WEBHOOK_SIGNATURE',
  /** No webhook secret is configured (PORTICO_PAYMENT_WEBHOOK_SECRET): the portal takes no provider's word. */
  'WEBHOOK_DISABLED',
  /** The provider reports another amount than the invoice's. */
  'AMOUNT_MISMATCH',
  /** A Pix key that is no CPF, CNPJ, e-mail, +55 phone or random key. */
  'PIX_KEY_INVALID',
] as const;
export type InvoiceErrorCode = (typeof INVOICE_ERROR_CODES)[number];

/** issued (waiting for payment), overdue (issued, past its due date), paid; cancelled with its task. */
export const INVOICE_STATUSES = ['issued', 'overdue', 'paid', 'cancelled'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

export const Invoice = Type.Object({
  task: Task,
  number: Type.String({ description: 'The firm\'s invoice number, e.g. 2026-0007' }),
  description: Type.String(),
  amountCents: Type.Integer({ minimum: 1 }),
  currency: Type.String({ description: 'ISO 4217, the firm\'s (BRL in the br variant, USD otherwise)' }),
  dueDate: IsoDate,
  status: Type.Union(INVOICE_STATUSES.map((s) => Type.Literal(s))),
  paidAt: Type.Union([IsoDateTime, Type.Null()]),
  /** Who recorded the payment: the firm's staff or the payment provider's webhook. */
  paidBy: Type.Union([Type.Literal('staff'), Type.Literal('provider'), Type.Null()]),
  /** In BRL, from the firm's Pix key: the copy-and-paste BR Code and its QR code (SVG). */
  pix: Type.Union([Type.Object({ payload: Type.String(), qrSvg: Type.String() }), Type.Null()]),
  /** Elsewhere, the firm's payment page, if it set one. */
  paymentLink: Type.Union([Type.String(), Type.Null()]),
});
export const NewInvoice = Input({
  title: Type.Optional(NonBlankText(200)),
  description: NonBlankText(500),
  amountCents: Type.Integer({ minimum: 1, maximum: 999_999_999_99 }),
  dueDate: IsoDate,
});
export const InvoiceSettings = Type.Object({
  pixKey: Type.Union([Type.String(), Type.Null()]),
  merchantName: Type.Union([Type.String(), Type.Null()]),
  merchantCity: Type.Union([Type.String(), Type.Null()]),
  paymentLink: Type.Union([Type.String(), Type.Null()]),
  currency: Type.String(),
});
export const InvoiceSettingsInput = Input({
  pixKey: Type.Optional(Type.String({ maxLength: 77 })),
  merchantName: Type.Optional(Type.String({ maxLength: 25 })),
  merchantCity: Type.Optional(Type.String({ maxLength: 15 })),
  paymentLink: Type.Optional(Type.String({ maxLength: 500, pattern: '^(https://\\S+)?$' })),
});
export const PaymentEvent = Input({
  /** The provider's id of the event: a repeat of one already received changes nothing. */
  eventId: NonBlankText(100),
  invoiceId: Id,
  amountCents: Cents,
  paidAt: IsoDateTime,
});
export const PaymentEventAnswer = Type.Object({ received: Type.Boolean(), duplicate: Type.Boolean(), status: Type.Union(INVOICE_STATUSES.map((s) => Type.Literal(s))) });

export type Invoice = Static<typeof Invoice>;
export type NewInvoice = Static<typeof NewInvoice>;
export type InvoiceSettings = Static<typeof InvoiceSettings>;
export type InvoiceSettingsInput = Static<typeof InvoiceSettingsInput>;

const TAGS = ['invoices'];
const STAFF_TAGS = ['invoices-staff'];

export const ENDPOINTS = defineEndpoints({
  getInvoice: {
    method: 'GET', path: INVOICES_API.invoice, access: 'session', tags: TAGS,
    summary: 'An invoice of the firm to the client: amount, due date, status and how to pay', params: TaskParams,
    responses: { 200: Invoice }, errors: ['TASK_NOT_FOUND'],
  },
  postStaffInvoice: {
    method: 'POST', path: INVOICES_API.staffInvoices, access: 'staff', tags: STAFF_TAGS,
    summary: "Bill a client of the firm: description, amount in the firm's currency, due date", params: ClientParams,
    body: NewInvoice, responses: { 201: Invoice },
  },
  getStaffInvoice: {
    method: 'GET', path: INVOICES_API.staffInvoice, access: 'staff', tags: STAFF_TAGS,
    summary: 'An invoice to a client of the firm', params: TaskParams, responses: { 200: Invoice }, errors: ['TASK_NOT_FOUND'],
  },
  postStaffInvoicePaid: {
    method: 'POST', path: INVOICES_API.staffPaid, access: 'staff', tags: STAFF_TAGS,
    summary: 'Record that the firm received the payment (the task is done)', params: TaskParams,
    responses: { 200: Invoice }, errors: ['TASK_NOT_FOUND', 'INVOICE_PAID', 'INVOICE_CANCELLED'],
  },
  getStaffInvoiceSettings: {
    method: 'GET', path: INVOICES_API.staffSettings, access: 'staff', tags: STAFF_TAGS,
    summary: "The firm's payment settings: its Pix key and names (br), its payment page", responses: { 200: InvoiceSettings },
  },
  putStaffInvoiceSettings: {
    method: 'PUT', path: INVOICES_API.staffSettings, access: 'firm-admin', tags: STAFF_TAGS,
    summary: "Set the firm's payment settings (an empty value clears one)", body: InvoiceSettingsInput,
    responses: { 200: InvoiceSettings }, errors: ['PIX_KEY_INVALID'],
  },
  postPaymentWebhook: {
    method: 'POST', path: INVOICES_API.webhook, access: 'public', tags: TAGS,
    summary: `The payment provider's notice that an invoice was paid: no session; the ${WEBHOOK_SIGNATURE_HEADER} header must be "sha256=" and the hex HMAC-SHA256 of the raw body with the shared secret; a repeated eventId changes nothing`,
    body: PaymentEvent, responses: { 200: PaymentEventAnswer },
    errors: ['WEBHOOK_SIGNATURE', 'WEBHOOK_DISABLED', 'TASK_NOT_FOUND', 'AMOUNT_MISMATCH', 'INVOICE_CANCELLED'],
  },
});
