import { defineServerFeature } from '@portico/plugin-server';
import * as brFilesLogging from './migrations/0101_br_files_logging';
import * as brSupportLogsMoved from './migrations/0122_br_support_logs_moved';

/**
 * br_files, the small-file table of the server kit (server/kit/files.ts) that other br features point at.
 * Its first migration also created the client log, which core.support now keeps (0122 moves it there).
 */
export default defineServerFeature({
  id: 'br.support',
  migrations: { '0101_br_files_logging': brFilesLogging, '0122_br_support_logs_moved': brSupportLogsMoved },
  tables: ['br_files'],
});
