/** Reports: documents the firm stored, payroll entries and registrations: paths, schemas, error codes. Browser-safe. */
import { Type, type Static } from '@sinclair/typebox';
import { BinaryResponse, Cents, Id, Input, IsoDate, IsoDateTime, PagedList, PageQueryProps } from '@portico/contract/common';
import { Competence, CpfDigits } from '@portico/br-kit/contract';
import { defineEndpoints } from '@portico/contract/endpoint';

export const REPORTS_API = {
  reportStoredDocuments: '/api/br-reports/v1/clients/:clientId/stored-documents',
  reportStoredDocumentContent: '/api/br-reports/v1/clients/:clientId/stored-documents/:documentId/content',
  reportPayrollEntries: '/api/br-reports/v1/clients/:clientId/payroll-entries',
  reportPayrollRegistrations: '/api/br-reports/v1/clients/:clientId/payroll-registrations',
  reportStoredDocumentsSummary: '/api/br-reports/v1/clients/:clientId/stored-documents-summary',
} as const;

export const REPORT_ERROR_CODES = ['REPORT_DOCUMENT_NOT_FOUND', 'REPORTS_PERMISSION_REQUIRED'] as const;

export { REPORTS_PERMISSION, REPORTS_PERMISSION_NAME } from './permission';

export const ReportClientParams = Input({ clientId: Id });
export const ReportDocumentParams = Input({ clientId: Id, documentId: Id });

export const STORED_DOCUMENT_CATEGORIES = ['Fiscal', 'Payroll', 'Accounting', 'Corporate', 'Tax'] as const;
export const StoredDocumentCategory = Type.Union(STORED_DOCUMENT_CATEGORIES.map((c) => Type.Literal(c)));

export const StoredDocumentsQuery = Input({
  ...PageQueryProps,
  from: Type.Optional(IsoDate),
  to: Type.Optional(IsoDate),
  category: Type.Optional(StoredDocumentCategory),
  competence: Type.Optional(Competence),
  search: Type.Optional(Type.String({ maxLength: 100 })),
});
export const StoredDocument = Type.Object({
  id: Type.String(),
  name: Type.String(),
  category: StoredDocumentCategory,
  competence: Competence,
  storedAt: IsoDateTime,
  fileName: Type.String(),
  mimeType: Type.String(),
  size: Type.Integer(),
});
export const StoredDocumentPage = PagedList(StoredDocument);

export const PayrollEntriesQuery = Input({
  ...PageQueryProps,
  /** Competences from the month of "from" to the month of "to". */
  from: Type.Optional(IsoDate),
  to: Type.Optional(IsoDate),
  competence: Type.Optional(Competence),
  cpf: Type.Optional(CpfDigits),
  search: Type.Optional(Type.String({ maxLength: 100 })),
});
export const PayrollEntryRow = Type.Object({
  id: Type.String(),
  competence: Competence,
  employeeName: Type.String(),
  cpf: CpfDigits,
  rubricCode: Type.String(),
  rubricDescription: Type.String(),
  kind: Type.Union([Type.Literal('Earning'), Type.Literal('Deduction')]),
  quantity: Type.Union([Type.Integer(), Type.Null()]),
  amountCents: Cents,
});
export const PayrollEntryPage = PagedList(PayrollEntryRow);

export const REGISTRATION_EVENTS = ['Admission', 'Termination', 'SalaryChange', 'PositionChange', 'Leave'] as const;
export const RegistrationEvent = Type.Union(REGISTRATION_EVENTS.map((e) => Type.Literal(e)));
export const PayrollRegistrationsQuery = Input({
  ...PageQueryProps,
  from: Type.Optional(IsoDate),
  to: Type.Optional(IsoDate),
  event: Type.Optional(RegistrationEvent),
  search: Type.Optional(Type.String({ maxLength: 100 })),
});
export const PayrollRegistrationRow = Type.Object({
  id: Type.String(),
  employeeName: Type.String(),
  cpf: CpfDigits,
  event: RegistrationEvent,
  eventDate: IsoDate,
  jobPosition: Type.String(),
  salaryCents: Type.Union([Cents, Type.Null()]),
  esocialReceipt: Type.Union([Type.String(), Type.Null()]),
});
export const PayrollRegistrationPage = PagedList(PayrollRegistrationRow);

/** Documents stored per competence and category within a period (by the day they were stored). */
export const StoredDocumentsSummaryQuery = Input({
  from: Type.Optional(IsoDate),
  to: Type.Optional(IsoDate),
});
export const StoredDocumentsSummaryRow = Type.Object({
  competence: Competence,
  category: StoredDocumentCategory,
  documents: Type.Integer({ minimum: 0 }),
  totalBytes: Type.Integer({ minimum: 0 }),
  lastStoredAt: IsoDateTime,
});
export const StoredDocumentsSummary = Type.Object({ items: Type.Array(StoredDocumentsSummaryRow) });

export type StoredDocument = Static<typeof StoredDocument>;
export type PayrollEntryRow = Static<typeof PayrollEntryRow>;
export type PayrollRegistrationRow = Static<typeof PayrollRegistrationRow>;
export type StoredDocumentsSummaryRow = Static<typeof StoredDocumentsSummaryRow>;

/** For the fake API of component tests. */
export const ENDPOINTS = defineEndpoints({
  getReportStoredDocuments: {
    method: 'GET', path: REPORTS_API.reportStoredDocuments, access: 'session', tags: ['br-reports'],
    summary: 'Documents the firm stored for the client, newest first; filters by period, category, competence, name',
    params: ReportClientParams, query: StoredDocumentsQuery, responses: { 200: StoredDocumentPage },
  },
  getReportStoredDocumentContent: {
    method: 'GET', path: REPORTS_API.reportStoredDocumentContent, access: 'session', tags: ['br-reports'],
    summary: 'Download one stored document',
    params: ReportDocumentParams, responses: { 200: BinaryResponse },
  },
  getReportPayrollEntries: {
    method: 'GET', path: REPORTS_API.reportPayrollEntries, access: 'session', tags: ['br-reports'],
    summary: 'Payroll entries (rubrics per employee and month); filters by competence, CPF, employee name',
    params: ReportClientParams, query: PayrollEntriesQuery, responses: { 200: PayrollEntryPage },
  },
  getReportPayrollRegistrations: {
    method: 'GET', path: REPORTS_API.reportPayrollRegistrations, access: 'session', tags: ['br-reports'],
    summary: 'Payroll registrations (admissions, terminations, changes) with the eSocial receipt; filters by period, event, name',
    params: ReportClientParams, query: PayrollRegistrationsQuery, responses: { 200: PayrollRegistrationPage },
  },
  getReportStoredDocumentsSummary: {
    method: 'GET', path: REPORTS_API.reportStoredDocumentsSummary, access: 'session', tags: ['br-reports'],
    summary: 'Documents stored per competence and category in a period (by the day stored): count, bytes, last stored',
    params: ReportClientParams, query: StoredDocumentsSummaryQuery, responses: { 200: StoredDocumentsSummary },
  },
});
