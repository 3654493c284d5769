import { featureDb, type FeatureDb } from '@portico/plugin-server';
import type { DocumentTables } from '../../documents/server';

export interface DashboardDocumentReadTable {
  userId: string;
  documentId: string;
  clientId: string;
  readAt: string;
}

export interface DashboardTables extends Pick<DocumentTables, 'documents'> {
  commonDashboardDocumentReads: DashboardDocumentReadTable;
}

export const dashboardDb = featureDb<DashboardTables>();
export type DashboardDb = FeatureDb<DashboardTables>;
