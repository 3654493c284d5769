import { featureDb, type FeatureDb } from '@portico/plugin-server';
import type { DocumentTables } from '../../../common/documents/server';

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
