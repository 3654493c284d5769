/**
 * Box-E, the fiscal XML store (spec 001 §7): paths, schemas, kinds and error codes, shared by the feature's
 * server module and its screens. Browser-safe: TypeBox and plain TypeScript only.
 */
import { Type, type Static } from '@sinclair/typebox';
import { BinaryResponse, Cents, Id, Input, IsoDate, IsoDateTime, PageQueryProps } from '@portico/contract/common';
import { AccessKey, CnpjDigits } from '@portico/br-kit/contract';
import { defineEndpoints } from '@portico/contract/endpoint';
import { BOXE_API, BOXE_KINDS, type BoxeKind } from './names';

export { BOXE_API, BOXE_EXPORT_GRANT, BOXE_EXPORT_PERMISSION, BOXE_KIND_MODEL, BOXE_KINDS, type BoxeKind } from './names';

/** The printable form generated from each kind's XML; generic XML (NFS-e and other DF-e) has none. */
export const BOXE_PRINTABLE: Record<BoxeKind, 'danfe' | 'danfeNfce' | 'dacte' | 'cfeExtract' | null> = {
  nfe: 'danfe', nfce: 'danfeNfce', cte: 'dacte', cfe: 'cfeExtract', xml: null,
};

/** Document status (situação) at the tax authority. */
export const BOXE_STATUSES = ['authorised', 'cancelled', 'denied'] as const;
export type BoxeStatus = (typeof BOXE_STATUSES)[number];

/** The client's role in a document: it issued it, or it is the recipient (the ZIP layout's second level). */
export const BOXE_ROLES = ['issued', 'received'] as const;
export type BoxeRole = (typeof BOXE_ROLES)[number];

/** Columns the server sorts by. */
export const BOXE_SORTS = ['issuedAt', 'accessKey', 'number', 'series', 'emitterName', 'emitterCnpj', 'recipientName', 'amountCents', 'status', 'model'] as const;
export type BoxeSort = (typeof BOXE_SORTS)[number];

/** Response headers of the ZIP export: the documents in it and its size as planned (Content-Length too, when exact). */
export const BOXE_EXPORT_HEADERS = { count: 'x-boxe-documents', estimatedBytes: 'x-boxe-estimated-bytes' } as const;

/** Why a stored XML has no printable: too many bytes, too many elements or too deep, a field too long, or not well-formed (a DOCTYPE included). */
export const BOXE_XML_ERROR_CODES = ['BOXE_XML_TOO_LARGE', 'BOXE_XML_TOO_COMPLEX', 'BOXE_XML_FIELD_TOO_LONG', 'BOXE_XML_INVALID'] as const;
export type BoxeXmlErrorCode = (typeof BOXE_XML_ERROR_CODES)[number];

export const BOXE_ERROR_CODES = [
  'BOXE_NOT_ENABLED', 'BOXE_DOCUMENT_NOT_FOUND', 'BOXE_CURSOR_INVALID', 'BOXE_EXPORT_DENIED', 'BOXE_NO_PRINTABLE', ...BOXE_XML_ERROR_CODES,
  /** The printable took longer than its time limit (or waited too long for a free worker); nothing was kept. */
  'BOXE_PRINTABLE_TIMEOUT', 'BOXE_PRINTABLE_BUSY',
] as const;

/** Why the intake refused one file; each is answered per file, never as a failure of the whole request. */
export const BOXE_INTAKE_REFUSALS = [
  'BOXE_INTAKE_NOT_XML', 'BOXE_INTAKE_TOO_LARGE', 'BOXE_INTAKE_UNKNOWN_KIND', 'BOXE_INTAKE_KEY_INVALID', 'BOXE_INTAKE_KEY_MISMATCH',
  'BOXE_INTAKE_FIELD_MISSING', 'BOXE_INTAKE_NOT_AUTHORISED', 'BOXE_INTAKE_NOT_CLIENT_DOCUMENT', 'BOXE_INTAKE_DOCUMENT_NOT_STORED',
  'BOXE_INTAKE_EVENT_NOT_ACCEPTED', 'BOXE_INTAKE_ZIP_INVALID', 'BOXE_INTAKE_ZIP_BOMB', ...BOXE_XML_ERROR_CODES,
] as const;
export type BoxeIntakeRefusal = (typeof BOXE_INTAKE_REFUSALS)[number];
/** stored: a new document; duplicate: its key was in the store already (nothing changed); attached: an event joined its document. */
export const BOXE_INTAKE_OUTCOMES = ['stored', 'duplicate', 'attached', 'refused'] as const;

/** Files per intake request (a ZIP's entries included) and bytes per request part. */
export const BOXE_INTAKE_LIMITS = { files: 500, partBytes: 20 * 1024 * 1024, archiveBytes: 100 * 1024 * 1024 } as const;

const literals = <T extends string>(values: readonly T[]) => Type.Union(values.map((v) => Type.Literal(v)));
export const BoxeKindSchema = literals(BOXE_KINDS);
export const BoxeStatusSchema = literals(BOXE_STATUSES);

/** "enabled" is true when the firm has ordered Box-E. */
export const BoxeCompanyResponse = Type.Object({ enabled: Type.Boolean(), orderedAt: Type.Union([IsoDateTime, Type.Null()]) });
/** Per-client switch: lastToggle is the client's latest on/off choice. */
export const BoxeClientResponse = Type.Object({
  clientId: Type.String(),
  lastToggle: Type.Boolean(),
  toggledAt: Type.Union([IsoDateTime, Type.Null()]),
});

export const BoxeClientParams = Input({ clientId: Id });
export const BoxeStorageParams = Input({ clientId: Id, kind: BoxeKindSchema });
export const BoxeDocumentParams = Input({ clientId: Id, kind: BoxeKindSchema, documentId: Id });

/** The filters a store screen offers; the list and the ZIP export take the same ones. */
const FilterProps = {
  from: Type.Optional(IsoDate),
  to: Type.Optional(IsoDate),
  /** Matches the emitter's or the recipient's CNPJ. */
  cnpj: Type.Optional(CnpjDigits),
  /** The issuer: part of its name, or its CNPJ (digits, masked or not). */
  issuer: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
  status: Type.Optional(BoxeStatusSchema),
  accessKey: Type.Optional(AccessKey),
  /** The toolbar's quick search: part of the key, the number, the issuer's or the recipient's name. */
  search: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
};

export const BoxeExportQuery = Input(FilterProps);
/** The export link's store, and its query: the client and the filters it was made for, and its token. */
export const BoxeExportDownloadParams = Input({ kind: BoxeKindSchema });
export const BoxeExportDownloadQuery = Input({ clientId: Id, ...FilterProps, token: Type.String({ minLength: 1, maxLength: 2000 }) });
/** The link works for a few minutes, for the filters it names (none may be added, removed or changed), and while its session lasts. */
export const BoxeExportLink = Type.Object({ url: Type.String(), expiresAt: IsoDateTime });
export type BoxeExportLink = Static<typeof BoxeExportLink>;
export const BoxeDocumentQuery = Input({
  ...PageQueryProps,
  ...FilterProps,
  sort: Type.Optional(literals(BOXE_SORTS)),
  direction: Type.Optional(literals(['asc', 'desc'] as const)),
  /**
   * A page's nextCursor: this page starts right after the row it names, found on an index however deep (the offset
   * is then not skipped; startIndex only says where the caller places the page). Only valid with the same sort and direction.
   */
  cursor: Type.Optional(Type.String({ minLength: 1, maxLength: 600 })),
});
export type BoxeFilters = Static<typeof BoxeExportQuery>;
export type BoxeDocumentQuery = Static<typeof BoxeDocumentQuery>;

export const BoxeDocument = Type.Object({
  id: Type.String(),
  kind: BoxeKindSchema,
  accessKey: Type.Union([AccessKey, Type.Null()]),
  model: Type.String(),
  number: Type.String(),
  series: Type.String(),
  emitterCnpj: Type.String(),
  emitterName: Type.String(),
  recipientCnpj: Type.Union([Type.String(), Type.Null()]),
  recipientName: Type.Union([Type.String(), Type.Null()]),
  issuedAt: IsoDate,
  amountCents: Cents,
  status: BoxeStatusSchema,
  role: literals(BOXE_ROLES),
  fileName: Type.String(),
  size: Type.Integer(),
  storedAt: IsoDateTime,
});
/** One page plus the figures of the whole filtered set (the footer's totals). */
export const BoxeDocumentPage = Type.Object({
  items: Type.Array(BoxeDocument),
  totalItems: Type.Integer({ minimum: 0 }),
  startIndex: Type.Integer({ minimum: 0 }),
  itemsPerPage: Type.Integer({ minimum: 1 }),
  totalAmountCents: Type.Integer({ minimum: 0 }),
  /** Asks for the next page by keyset (the query's `cursor`); null on the set's last page. */
  nextCursor: Type.Union([Type.String(), Type.Null()]),
});

/** One file's answer; a ZIP's entries are named `<archive>/<entry>`. */
export const BoxeIntakeResult = Type.Object({
  fileName: Type.String(),
  outcome: literals(BOXE_INTAKE_OUTCOMES),
  code: Type.Optional(literals(BOXE_INTAKE_REFUSALS)),
  kind: Type.Optional(BoxeKindSchema),
  documentId: Type.Optional(Type.String()),
  accessKey: Type.Optional(AccessKey),
  /** The event's type (tpEvento) when an event was attached. */
  event: Type.Optional(Type.String()),
});
export const BoxeIntakeAnswer = Type.Object({ results: Type.Array(BoxeIntakeResult) });
export type BoxeIntakeResult = Static<typeof BoxeIntakeResult>;
export type BoxeIntakeAnswer = Static<typeof BoxeIntakeAnswer>;

export type BoxeDocument = Static<typeof BoxeDocument>;
export type BoxeDocumentPage = Static<typeof BoxeDocumentPage>;
export type BoxeCompanyResponse = Static<typeof BoxeCompanyResponse>;
export type BoxeClientResponse = Static<typeof BoxeClientResponse>;

export const ENDPOINTS = defineEndpoints({
  getBoxeCompany: {
    method: 'GET', path: BOXE_API.boxeCompany, access: 'session', tags: ['box-e'],
    summary: "Whether the caller's firm has ordered Box-E",
    responses: { 200: BoxeCompanyResponse },
  },
  getBoxeClient: {
    method: 'GET', path: BOXE_API.boxeClient, access: 'session', tags: ['box-e'],
    summary: "The client's Box-E switch (lastToggle)",
    params: BoxeClientParams, responses: { 200: BoxeClientResponse },
  },
  getBoxeDocuments: {
    method: 'GET', path: BOXE_API.boxeDocuments, access: 'session', tags: ['box-e'],
    summary: 'Stored fiscal documents of one kind: one page, sorted (newest first by default) and filtered, with the total of the filtered set',
    params: BoxeStorageParams, query: BoxeDocumentQuery, responses: { 200: BoxeDocumentPage },
  },
  getBoxeDocumentXml: {
    method: 'GET', path: BOXE_API.boxeDocumentXml, access: 'session', tags: ['box-e'],
    summary: 'Download one stored XML document (the stored bytes)',
    params: BoxeDocumentParams, responses: { 200: BinaryResponse },
  },
  getBoxeDocumentPdf: {
    method: 'GET', path: BOXE_API.boxeDocumentPdf, access: 'session', tags: ['box-e'],
    summary: 'The printable form generated from the stored XML: DANFE (NF-e), DANFE NFC-e, DACTE (CT-e) or the CF-e SAT extract',
    description: 'Made off the event loop within a time limit (503 BOXE_PRINTABLE_TIMEOUT past it) and kept per document and generator '
      + 'version; an XML past the size, element, depth or field limits, not well-formed or with a DOCTYPE answers 422 with its BOXE_XML_* code.',
    params: BoxeDocumentParams, responses: { 200: BinaryResponse },
    errors: ['BOXE_DOCUMENT_NOT_FOUND', 'BOXE_NO_PRINTABLE', 'BOXE_PRINTABLE_TIMEOUT'],
  },
  postBoxeIntake: {
    method: 'POST', path: BOXE_API.boxeIntake, access: 'staff', apiKeyScope: 'documents', tags: ['box-e'],
    summary: "Staff: put fiscal XML files, or ZIP archives of them, into the client's Box-E stores (multipart/form-data, \"file\" parts)",
    description: 'Each file is read for what it is (NF-e, NFC-e, CT-e, CT-e OS, CF-e SAT, their events) and answered on its own: stored, '
      + 'duplicate (its key is stored already), attached (an event joined its document; a cancellation marks it cancelled) or refused '
      + 'with a BOXE_INTAKE_* or BOXE_XML_* code. The row is read from the document; the stored bytes are the file as sent. '
      + '400 NO_FILES without a file.',
    params: BoxeClientParams, responses: { 200: BoxeIntakeAnswer }, consumes: ['multipart/form-data'], errors: ['NO_FILES'],
  },
  getBoxeExportLink: {
    method: 'GET', path: BOXE_API.boxeExportLink, access: 'session', tags: ['box-e'],
    summary: "A short-lived link to the filtered set's ZIP, for the browser to download itself (needs BoxE.Export)",
    description: 'The link (getBoxeExport) takes no session header, so a browser saves the archive as it arrives, never holding it '
      + 'in the page. Its token covers this client, store and exact filters; 403 BOXE_EXPORT_DENIED without BoxE.Export, '
      + '403 BOXE_NOT_ENABLED when Box-E is off for the client.',
    params: BoxeStorageParams, query: BoxeExportQuery, responses: { 200: BoxeExportLink },
    errors: ['BOXE_EXPORT_DENIED', 'BOXE_NOT_ENABLED'],
  },
  getBoxeExport: {
    method: 'GET', path: BOXE_API.boxeExport, access: 'public', tags: ['box-e'],
    summary: 'The filtered set as a ZIP streamed while it is read, laid out <month>/<role>/<key>.xml, with the token of getBoxeExportLink',
    description: 'The client and filters must be the link\'s own: a token for other filters, another client or store, an expired one or one whose '
      + 'session has ended answers 401. The link\'s user must still hold BoxE.Export (403 BOXE_EXPORT_DENIED), reach the client '
      + '(404) and have Box-E on for it (403 BOXE_NOT_ENABLED). Content-Length is exact below 4 GiB; the x-boxe-documents and '
      + 'x-boxe-estimated-bytes headers give the count and the planned size.',
    params: BoxeExportDownloadParams, query: BoxeExportDownloadQuery, responses: { 200: BinaryResponse },
    errors: ['BOXE_EXPORT_DENIED', 'BOXE_NOT_ENABLED'],
  },
});
