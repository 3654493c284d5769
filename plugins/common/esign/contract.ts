/**
 * The e-signature's API (common.esign): the firm sends a client's contacts a PDF to sign; each reads it, consents and
 * signs with their password; once all have, the portal seals the PDF with a PAdES signature and files it in the
 * client's documents. Browser-safe: TypeBox only.
 */
import { Type, type Static } from '@sinclair/typebox';
import { BinaryResponse, ClientParams, Id, Input, IsoDate, IsoDateTime, NonBlankText } from '@portico/contract/common';
import { defineEndpoints } from '@portico/contract/endpoint';
import { Task, TaskParams } from '@portico/contract/tasks';

const BASE = '/api/esign/v1';
export const ESIGN_API = {
  signature: `${BASE}/clients/:clientId/signatures/:taskId`,
  document: `${BASE}/clients/:clientId/signatures/:taskId/document`,
  sign: `${BASE}/clients/:clientId/signatures/:taskId/sign`,
  decline: `${BASE}/clients/:clientId/signatures/:taskId/decline`,
  staffOptions: `${BASE}/staff/clients/:clientId/signing-options`,
  staffSignatures: `${BASE}/staff/clients/:clientId/signatures`,
  staffUpload: `${BASE}/staff/clients/:clientId/signature-uploads`,
  staffSignature: `${BASE}/staff/clients/:clientId/signatures/:taskId`,
  staffDocument: `${BASE}/staff/clients/:clientId/signatures/:taskId/document`,
} as const;

/** The kind as tasks store it (its plugin's `taskKind`). */
export const E_SIGNATURE_KIND = 'e-signature';
export const MAX_SIGNERS = 10;
/** An uploaded PDF to sign, up to this size. */
export const MAX_SIGN_PDF_BYTES = 10 * 1024 * 1024;

export const ESIGN_ERROR_CODES = [
  'TASK_NOT_FOUND',
  /** The document named is not a live PDF of the client's. */
  'DOCUMENT_NOT_FOUND',
  /** A signer named is not a contact of the client. */
  'SIGNER_NOT_CONTACT',
  /** The caller is not among the signers. */
  'NOT_A_SIGNER',
  'ALREADY_SIGNED',
  /** In an ordered signature, someone before the caller has not signed yet. */
  'NOT_YOUR_TURN',
  /** The task is with the firm or closed. */
  'TASK_NOT_EDITABLE',
  /** The password given again is not the signer's. */
  'PASSWORD_INCORRECT',
  /** A preview ("view as") session signs nothing. */
  'PREVIEW_CANNOT_SIGN',
  'REASON_REQUIRED',
  /** The PDF could not be sealed (damaged, encrypted): nothing was signed. */
  'SIGNING_FAILED',
] as const;
export type EsignErrorCode = (typeof ESIGN_ERROR_CODES)[number];

const SIGNER_STATES = ['pending', 'signed', 'declined'] as const;
export type SignerState = (typeof SIGNER_STATES)[number];

export const Signer = Type.Object({
  userId: Type.String(),
  name: Type.String(),
  email: Type.String(),
  state: Type.Union(SIGNER_STATES.map((s) => Type.Literal(s))),
  signedAt: Type.Union([IsoDateTime, Type.Null()]),
  declinedReason: Type.Union([Type.String(), Type.Null()]),
});
export const Signature = Type.Object({
  task: Task,
  documentName: Type.String(),
  /** SHA-256 (hex) of the PDF as the firm sent it. */
  sha256: Type.String(),
  inOrder: Type.Boolean(),
  signers: Type.Array(Signer),
  /** Once all have signed: the sealed copy in the client's documents. */
  signed: Type.Union([Type.Object({ documentId: Type.String(), name: Type.String(), sha256: Type.String() }), Type.Null()]),
  /** For the caller: may they sign now (a pending signer, their turn, the task with the client). */
  canSign: Type.Boolean(),
});

export const SignInput = Input({
  /** The signer's agreement to sign electronically (the screen's statement): nothing is signed without it. */
  consent: Type.Literal(true),
  typedName: NonBlankText(120),
  password: Type.String({ minLength: 1, maxLength: 200 }),
});
export const DeclineInput = Input({ reason: NonBlankText(500) });

export const SigningOptions = Type.Object({
  documents: Type.Array(Type.Object({ id: Type.String(), name: Type.String(), folder: Type.String() })),
  contacts: Type.Array(Type.Object({ id: Type.String(), name: Type.String(), email: Type.String() })),
});
const SignerIds = Type.Array(Id, { minItems: 1, maxItems: MAX_SIGNERS, uniqueItems: true });
export const NewSignature = Input({
  title: NonBlankText(200),
  dueDate: Type.Optional(IsoDate),
  documentId: Id,
  signerIds: SignerIds,
  inOrder: Type.Optional(Type.Boolean()),
});
export const NewSignatureUpload = Input({
  title: NonBlankText(200),
  dueDate: Type.Optional(IsoDate),
  signerIds: Type.String({ maxLength: 700, pattern: '^[A-Za-z0-9_-]{1,64}(,[A-Za-z0-9_-]{1,64}){0,9}$', description: 'Signers, comma-separated' }),
  inOrder: Type.Optional(Type.Boolean()),
});

export type Signature = Static<typeof Signature>;
export type SignerView = Static<typeof Signer>;
export type SigningOptions = Static<typeof SigningOptions>;
export type NewSignature = Static<typeof NewSignature>;

const TAGS = ['esign'];
const STAFF_TAGS = ['esign-staff'];

export const ENDPOINTS = defineEndpoints({
  getSignature: {
    method: 'GET', path: ESIGN_API.signature, access: 'session', tags: TAGS,
    summary: 'A document to sign: its signers and whether the caller may sign now', params: TaskParams,
    responses: { 200: Signature }, errors: ['TASK_NOT_FOUND'],
  },
  getSignatureDocument: {
    method: 'GET', path: ESIGN_API.document, access: 'session', tags: TAGS,
    summary: 'The PDF to sign, or the sealed copy once all have signed', params: TaskParams,
    responses: { 200: BinaryResponse }, errors: ['TASK_NOT_FOUND'],
  },
  postSignatureSign: {
    method: 'POST', path: ESIGN_API.sign, access: 'session', tags: TAGS,
    summary: "Sign: the consent, the typed name and the signer's password again; the last signature seals the PDF (PAdES) into the client's documents",
    params: TaskParams, body: SignInput, responses: { 200: Signature },
    errors: ['TASK_NOT_FOUND', 'NOT_A_SIGNER', 'ALREADY_SIGNED', 'NOT_YOUR_TURN', 'TASK_NOT_EDITABLE', 'PASSWORD_INCORRECT', 'PREVIEW_CANNOT_SIGN', 'SIGNING_FAILED'],
  },
  postSignatureDecline: {
    method: 'POST', path: ESIGN_API.decline, access: 'session', tags: TAGS,
    summary: 'Decline to sign, with the reason: the task goes to the firm (submitted)', params: TaskParams,
    body: DeclineInput, responses: { 200: Signature }, errors: ['TASK_NOT_FOUND', 'NOT_A_SIGNER', 'ALREADY_SIGNED', 'TASK_NOT_EDITABLE', 'PREVIEW_CANNOT_SIGN'],
  },
  getStaffSigningOptions: {
    method: 'GET', path: ESIGN_API.staffOptions, access: 'staff', tags: STAFF_TAGS,
    summary: "What the firm may send a client to sign: the client's PDFs and contacts", params: ClientParams,
    responses: { 200: SigningOptions },
  },
  postStaffSignature: {
    method: 'POST', path: ESIGN_API.staffSignatures, access: 'staff', tags: STAFF_TAGS,
    summary: "Ask a client's contacts to sign one of the client's PDFs (optionally in the order given)",
    params: ClientParams, body: NewSignature, responses: { 201: Signature }, errors: ['DOCUMENT_NOT_FOUND', 'SIGNER_NOT_CONTACT'],
  },
  postStaffSignatureUpload: {
    method: 'POST', path: ESIGN_API.staffUpload, access: 'staff', tags: STAFF_TAGS,
    summary: `Ask a client's contacts to sign an uploaded PDF (multipart "file" part, up to ${MAX_SIGN_PDF_BYTES} bytes)`,
    params: ClientParams, query: NewSignatureUpload, responses: { 201: Signature }, consumes: ['multipart/form-data'],
    errors: ['SIGNER_NOT_CONTACT', 'FILE_TOO_LARGE', 'FILE_TYPE_NOT_ALLOWED', 'FILE_CONTENT_MISMATCH'],
  },
  getStaffSignature: {
    method: 'GET', path: ESIGN_API.staffSignature, access: 'staff', tags: STAFF_TAGS,
    summary: 'A signature task of a client of the firm: who signed, when, and the sealed copy', params: TaskParams,
    responses: { 200: Signature }, errors: ['TASK_NOT_FOUND'],
  },
  getStaffSignatureDocument: {
    method: 'GET', path: ESIGN_API.staffDocument, access: 'staff', tags: STAFF_TAGS,
    summary: 'The PDF sent, or the sealed copy once all have signed', params: TaskParams,
    responses: { 200: BinaryResponse }, errors: ['TASK_NOT_FOUND'],
  },
});
