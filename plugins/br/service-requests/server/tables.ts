/**
 * Service requests and the employees they name (migration 0106_br_service_requests).
 * Conventions of server/db/schema.ts: camelCase here, snake_case columns, 0/1 flags, ISO-8601 text timestamps,
 * calendar dates as yyyy-MM-dd text, money as integer cents.
 */
import { featureDb, type FeatureDb, type Flag01 } from '@portico/plugin-server';
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
}
export interface BrServiceRequestMessageTable {
  id: string;
  requestId: string;
  authorName: string;
  fromFirm: Flag01;
  body: string;
  createdAt: string;
}

export interface ServiceRequestTables {
  brEmployees: BrEmployeeTable;
  brServiceRequests: BrServiceRequestTable;
  brServiceRequestMessages: BrServiceRequestMessageTable;
}

export const serviceRequestsDb = featureDb<ServiceRequestTables>();
export type ServiceRequestDb = FeatureDb<ServiceRequestTables>;
