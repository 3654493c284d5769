/**
 * The tasks' tables (migration 0310_common_tasks). Conventions of server/db/schema.ts: camelCase here, snake_case
 * columns, ISO-8601 text timestamps, calendar dates as yyyy-MM-dd text.
 */
import { featureDb, type FeatureDb } from '@portico/plugin-server';
import type { DocumentTables } from '../../documents/server';
import type { ItemState, TaskState } from '../contract';

export interface CommonTaskTable {
  id: string;
  clientId: string;
  kind: string;
  title: string;
  dueDate: string | null;
  state: TaskState;
  sentBackReason: string | null;
  /** The bulk send that created it (migration 0372), or null. */
  batchId: string | null;
  createdBy: string;
  createdAt: string;
  updatedAt: string;
}
export interface CommonTaskRequestItemTable {
  id: string;
  taskId: string;
  position: number;
  description: string;
  dueDate: string | null;
  containerId: string;
  state: ItemState;
  notApplicableReason: string | null;
  rejectedReason: string | null;
  templateName: string | null;
  templateContent: Buffer | null;
  updatedAt: string;
}
export interface CommonTaskRequestFileTable {
  itemId: string;
  documentId: string;
  addedAt: string;
}

/** A task template of a firm (migration 0371_common_task_templates); `body` is JSON text. */
export interface CommonTaskTemplateTable {
  id: string;
  firmId: number;
  kind: string;
  name: string;
  body: string;
  createdBy: string;
  createdAt: string;
  updatedAt: string;
}

export interface CommonTaskBatchTable {
  id: string;
  firmId: number;
  templateId: string | null;
  name: string;
  kind: string;
  title: string;
  body: string;
  tag: string | null;
  createdBy: string;
  createdAt: string;
  finishedAt: string | null;
}
export interface CommonTaskBatchClientTable {
  batchId: string;
  clientId: string;
  taskId: string | null;
  error: string | null;
}

export interface TaskTables extends Pick<DocumentTables, 'documents' | 'documentMetadata' | 'containers'> {
  commonTasks: CommonTaskTable;
  commonTaskRequestItems: CommonTaskRequestItemTable;
  commonTaskRequestFiles: CommonTaskRequestFileTable;
  commonTaskTemplates: CommonTaskTemplateTable;
  commonTaskBatches: CommonTaskBatchTable;
  commonTaskBatchClients: CommonTaskBatchClientTable;
}

export const tasksDb = featureDb<TaskTables>();
export type TasksDb = FeatureDb<TaskTables>;
