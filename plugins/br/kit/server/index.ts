import { defineServerFeature } from '@portico/plugin-server';
import * as brFilesLogging from './migrations/0101_br_files_logging';
import * as brSupportLogsMoved from './migrations/0122_br_support_logs_moved';

/**
 * The Brazilian kit's server door (@portico/br-kit/server), for br features' server modules only: br_files,
 * the small-file table they point at, and the demo data's owner, employees and valid identifiers.
 */
export { insertFile, MAX_BR_FILE_BYTES, sendFile, type FileTable, type FileTables } from './files';
export { BR_DEMO_BEFORE_SPLIT, BR_DEMO_CONTACT_EMAIL, brazilDemo, brazilDemoStep, DEMO_EMPLOYEES, type BrSeedContext } from './demo';
export { demoAccessKey, demoCnpj, demoCpf, type AccessKeyParts } from './demo-numbers';

/**
 * br_files' migration keeps the key it was released under (br.support's, which this feature was): the
 * migration table records names only, so a database that ran it does not run it again. Its first migration
 * also created the client log, which common.support now keeps (0122 moves it there).
 */
export default defineServerFeature({
  id: 'br.kit',
  migrations: { '0101_br_files_logging': brFilesLogging, '0122_br_support_logs_moved': brSupportLogsMoved },
  tables: ['br_files'],
});
