import { featureDb, type FeatureDb } from '@portico/server/kit/feature';
import type { DocumentTables } from '../../../core/documents/server/tables';

export interface BrDashboardDocumentReadTable {
  userId: string;
  documentId: string;
  clientId: string;
  readAt: string;
}

export interface DashboardTables extends Pick<DocumentTables, 'documents'> {
  brDashboardDocumentReads: BrDashboardDocumentReadTable;
}

export const dashboardDb = featureDb<DashboardTables>();
export type DashboardDb = FeatureDb<DashboardTables>;
