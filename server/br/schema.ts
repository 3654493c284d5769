/**
 * Tables of the Brazilian variant (migrations 01xx_br_*), merged into the Database type in server/db/schema.ts.
 * Same conventions as the core tables: camelCase here, snake_case columns, 0/1 flags, ISO-8601 text timestamps,
 * calendar dates as yyyy-MM-dd text, money as integer cents.
 */
import type { Flag01 } from '../db/schema';
import type {
  BoxeKind, CndIssuer, CndStatus, ManifestStatus, NfeEventCode, RequestStatus, RequestType,
} from '../../core/contract/br/constants';

/** Small files (XML, certificate PDFs, attachments) kept in the database, committed with the row that uses them. */
export interface BrFileTable {
  id: string;
  fileName: string;
  mimeType: string;
  size: number;
  sha256: string;
  content: Buffer;
  createdAt: string;
}
export interface BrClientLogTable {
  id: string;
  eventId: string;
  userId: string;
  subjectUserId: string;
  type: string;
  source: string;
  time: string;
  description: string;
  logs: string;
  receivedAt: string;
}
export interface BrBoxeSubscriptionTable {
  firmId: number;
  orderedAt: string;
}
export interface BrBoxeClientTable {
  clientId: string;
  lastToggle: Flag01;
  toggledAt: string;
}
export interface BrFiscalDocumentTable {
  id: string;
  clientId: string;
  kind: BoxeKind;
  accessKey: string | null;
  number: string;
  series: string;
  emitterCnpj: string;
  emitterName: string;
  recipientCnpj: string | null;
  issuedAt: string;
  amountCents: number;
  fileId: string;
  storedAt: string;
}
export interface BrCndAgencyTable {
  id: string;
  name: string;
  issuer: CndIssuer;
  jurisdiction: string | null;
  validityDays: number;
}
export interface BrCndClientAgencyTable {
  id: string;
  clientId: string;
  agencyId: string;
}
export interface BrCndHistoryTable {
  id: string;
  clientId: string;
  agencyId: string;
  crawledAt: string;
  status: CndStatus;
  certificateNumber: string;
  issuedAt: string;
  expiresAt: string;
  fileId: string;
}
export interface BrManifestCertificateTable {
  clientId: string;
  holder: string;
  cnpj: string;
  serialNumber: string;
  validFrom: string;
  validUntil: string;
}
export interface BrManifestDocumentTable {
  id: string;
  clientId: string;
  accessKey: string;
  number: string;
  series: string;
  emitterCnpj: string;
  emitterName: string;
  issuedAt: string;
  authorizedAt: string;
  amountCents: number;
  status: ManifestStatus;
  xml: string;
}
export interface BrManifestEventTable {
  id: string;
  documentId: string;
  code: NfeEventCode;
  sequence: number;
  justification: string | null;
  protocol: string;
  registeredAt: string;
  registeredBy: string;
}
export interface BrNewsArticleTable {
  id: string;
  firmId: number;
  title: string;
  summary: string;
  author: string;
  bodyHtml: string;
  publishedAt: string;
}
export interface BrNewsShareTable {
  articleId: string;
  contactId: string;
}
export interface BrNewsSeenTable {
  articleId: string;
  contactId: string;
  seenAt: string;
}
export interface BrNewsAttachmentTable {
  id: string;
  articleId: string;
  fileId: string;
}
export interface BrEmployeeTable {
  id: string;
  clientId: string;
  name: string;
  cpf: string;
  hireDate: string;
  jobPosition: string;
}
export interface BrServiceRequestTable {
  id: string;
  clientId: string;
  reference: string;
  type: RequestType;
  status: RequestStatus;
  title: string;
  payload: string;
  createdBy: string;
  createdAt: string;
  updatedAt: string;
  submittedAt: string | null;
}
export interface BrServiceRequestMessageTable {
  id: string;
  requestId: string;
  authorName: string;
  fromFirm: Flag01;
  body: string;
  createdAt: string;
}
export interface BrStoredDocumentTable {
  id: string;
  clientId: string;
  name: string;
  category: string;
  competence: string;
  storedAt: string;
  fileId: string;
}
export interface BrPayrollEntryTable {
  id: string;
  clientId: string;
  competence: string;
  employeeName: string;
  cpf: string;
  rubricCode: string;
  rubricDescription: string;
  kind: 'Earning' | 'Deduction';
  quantity: number | null;
  amountCents: number;
}
export interface BrPayrollRegistrationTable {
  id: string;
  clientId: string;
  employeeName: string;
  cpf: string;
  event: string;
  eventDate: string;
  jobPosition: string;
  salaryCents: number | null;
  esocialReceipt: string | null;
}
export interface BrProtocolTable {
  id: string;
  clientId: string;
  number: string;
  documentName: string;
  department: string;
  sentAt: string;
  sentBy: string;
  recipientEmail: string;
  readAt: string | null;
  fileId: string;
}

export interface BrDatabase {
  brFiles: BrFileTable;
  brClientLogs: BrClientLogTable;
  brBoxeSubscriptions: BrBoxeSubscriptionTable;
  brBoxeClients: BrBoxeClientTable;
  brFiscalDocuments: BrFiscalDocumentTable;
  brCndAgencies: BrCndAgencyTable;
  brCndClientAgencies: BrCndClientAgencyTable;
  brCndHistory: BrCndHistoryTable;
  brManifestCertificates: BrManifestCertificateTable;
  brManifestDocuments: BrManifestDocumentTable;
  brManifestEvents: BrManifestEventTable;
  brNewsArticles: BrNewsArticleTable;
  brNewsShares: BrNewsShareTable;
  brNewsSeen: BrNewsSeenTable;
  brNewsAttachments: BrNewsAttachmentTable;
  brEmployees: BrEmployeeTable;
  brServiceRequests: BrServiceRequestTable;
  brServiceRequestMessages: BrServiceRequestMessageTable;
  brStoredDocuments: BrStoredDocumentTable;
  brPayrollEntries: BrPayrollEntryTable;
  brPayrollRegistrations: BrPayrollRegistrationTable;
  brProtocols: BrProtocolTable;
}
