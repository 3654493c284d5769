/**
 * Service requests and the employees they name (migrations 0106_br_service_requests, 0280_br_service_request_inbox).
 * Conventions of server/db/schema.ts: camelCase here, snake_case columns, 0/1 flags, ISO-8601 text timestamps,
 * calendar dates as yyyy-MM-dd text, money as integer cents.
 */
import { featureDb, type FeatureDb, type Flag01 } from '@portico/plugin-server';
import type { FileTables } from '@portico/br-kit/server';
import type { RequestStatus, RequestType } from '../contract';

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
  /** A staff member of the client's firm (migration 0280_br_service_request_inbox). */
  assigneeId: string | null;
  /** The client's last move: creation, edit, submit or message (null only before the migration's backfill). */
  clientMovedAt: string | null;
}
export interface BrServiceRequestMessageTable {
  id: string;
  requestId: string;
  authorName: string;
  fromFirm: Flag01;
  body: string;
  createdAt: string;
}

export interface BrServiceRequestAttachmentTable {
  id: string;
  messageId: string;
  fileId: string;
}

export interface ServiceRequestTables extends FileTables {
  brEmployees: BrEmployeeTable;
  brServiceRequests: BrServiceRequestTable;
  brServiceRequestMessages: BrServiceRequestMessageTable;
  brServiceRequestAttachments: BrServiceRequestAttachmentTable;
}

export const serviceRequestsDb = featureDb<ServiceRequestTables>();
export type ServiceRequestDb = FeatureDb<ServiceRequestTables>;
