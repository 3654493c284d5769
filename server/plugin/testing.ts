/**
 * @portico/plugin-server/testing, the front door for a feature's server tests: a real server on its own
 * database with the demo seed, the demo accounts, and the lower-level parts a test of crashes, caches or seeds
 * starts by hand.
 */
export { auditRows, EQUIPE, JOAO, MARIA, previewHeaders, STAFF, startDemoTestServer, type DemoTestServer } from '../kit/test-support';
export { multipartBody, startTestServer, type TestServer } from '../testing/test-server';
export { createTestDatabase } from '../testing/test-database';
export { eventually } from '../testing/eventually';
export { startTestSmtpServer, type TestSmtpServer } from '../testing/smtp-server';
export { createTestData, type TestData } from '../testing/test-data';
export { migrateToLatest, openDatabase, type DatabaseHandle } from '../db/database';
export { buildApp, type BuiltApp } from '../app';
export { mailSettings } from '../config';
export { loadOrCreateSigningKeys } from '../auth/signing-key';
export { SessionService } from '../auth/session-service';
export { runSeeds } from '../seed/index';
export { FsBlobStore } from '../storage/fs-blob-store';
export { freePort } from '../../test/support/free-port';
export { EXTERNAL_CLIENT_ID, signInThroughProvider, startExternalProvider, type ExternalProvider } from '../testing/external-provider';
