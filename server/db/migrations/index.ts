import type { Migration } from 'kysely';
import * as core from './0001_core';
import * as documents from './0002_documents';
import * as brFilesLogging from './0101_br_files_logging';
import * as brBoxe from './0102_br_boxe';
import * as brCnd from './0103_br_cnd';
import * as brManifest from './0104_br_manifest';
import * as brNews from './0105_br_news';
import * as brServiceRequests from './0106_br_service_requests';
import * as brReportsProtocols from './0107_br_reports_protocols';
import * as documentsListVersion from './0108_documents_list_version';
import * as sessionFamilies from './0109_session_families';

/**
 * Every migration, in order, for SQLite and PostgreSQL alike. A new domain adds a file
 * "NNNN_domain.ts" exporting up/down and one line here; names sort in the order they run.
 */
export const migrations: Record<string, Migration> = {
  '0001_core': core,
  '0002_documents': documents,
  '0101_br_files_logging': brFilesLogging,
  '0102_br_boxe': brBoxe,
  '0103_br_cnd': brCnd,
  '0104_br_manifest': brManifest,
  '0105_br_news': brNews,
  '0106_br_service_requests': brServiceRequests,
  '0107_br_reports_protocols': brReportsProtocols,
  '0108_documents_list_version': documentsListVersion,
  '0109_session_families': sessionFamilies,
};
