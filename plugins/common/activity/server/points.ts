import { type AppContext, contributionPoint, type SomeDb, zipEntryName, type ZipEntry } from '@portico/plugin-server';
import type { ActivityEvent, FirmActionKind } from '../contract';

/** Whose trail is read: the client company, and the signed-in person (their own sign-ins). */
export interface ActivityScope {
  clientId: string;
  userId: string;
}

/**
 * A feature's share of the trail: its events of the scope, newest first, at most `take` of them, and how many
 * there are in all. The page merges every source's first `take` (offset plus page size), so each stays one query.
 */
export interface ActivitySource {
  list(db: SomeDb, scope: ActivityScope, take: number): Promise<{ events: ActivityEvent[]; total: number }>;
}
export const ACTIVITY_SOURCES = contributionPoint<ActivitySource>('common.activity/sources');

/**
 * The firm's writes a client hears of: a feature maps its staff routes, as the audit log names them
 * (`POST /api/tasks/v1/staff/clients/:clientId/tasks/:taskId/accept`), to the kind of action they are.
 */
export type FirmActionRoutes = Readonly<Record<string, FirmActionKind>>;
export const FIRM_ACTION_ROUTES = contributionPoint<FirmActionRoutes>('common.activity/firm-actions');

/**
 * A feature's part of the client's export: its files, under a folder of its own (`documents/…`, `tasks.json`).
 * Entries are read one at a time, so a big client's documents never sit in memory together.
 */
export interface ExportPart {
  entries(ctx: AppContext, clientId: string): AsyncIterable<ZipEntry>;
}
export const EXPORT_PARTS = contributionPoint<ExportPart>('common.activity/export-parts');

/** A JSON file of the export, indented for people who open it. */
export const jsonEntry = (parts: readonly string[], value: unknown): ZipEntry =>
  ({ name: zipEntryName(parts), content: Buffer.from(`${JSON.stringify(value, null, 2)}\n`, 'utf8') });
