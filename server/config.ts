import path from 'node:path';

export interface ServerConfig {
  /** Holds the SQLite file, the signing key, blobs and the file outbox. */
  dataDir: string;
  /** PostgreSQL when set, SQLite in dataDir otherwise. */
  databaseUrl: string | undefined;
  port: number;
  host: string;
  /** Public origin used in share links and e-mails. */
  publicUrl: string;
  variant: string;
  rootDir: string;
  distDir: string;
  registryFile: string;
  version: string;
  production: boolean;
  maxUploadBytes: number;
  /** Storage quota of each client (all its documents, the trash included); an upload past it stores nothing. */
  clientQuotaBytes: number;
  sessionTtlSeconds: number;
  storageTokenTtlSeconds: number;
  smtpUrl: string | undefined;
  logger: boolean;
}

const rootDir = path.resolve(import.meta.dirname, '..');

/** Reads the environment once; tests pass overrides instead of touching process.env. */
export function loadConfig(overrides: Partial<ServerConfig> = {}, env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT ?? 8080);
  const host = env.HOST ?? '0.0.0.0';
  const base: ServerConfig = {
    dataDir: path.resolve(env.PORTICO_DATA_DIR ?? path.join(rootDir, 'data')),
    databaseUrl: env.DATABASE_URL || undefined,
    port,
    host,
    publicUrl: env.PORTICO_PUBLIC_URL ?? `http://localhost:${port}`,
    variant: env.PORTICO_VARIANT ?? 'us',
    rootDir,
    distDir: path.join(rootDir, 'dist'),
    registryFile: path.join(rootDir, 'registry.json'),
    version: env.PORTICO_VERSION ?? '2025.05.15.13',
    production: env.NODE_ENV === 'production',
    maxUploadBytes: Number(env.PORTICO_MAX_UPLOAD_BYTES ?? 1024 * 1024 * 1024),
    clientQuotaBytes: Number(env.PORTICO_CLIENT_QUOTA_BYTES ?? 10 * 1024 * 1024 * 1024),
    sessionTtlSeconds: Number(env.PORTICO_SESSION_TTL_SECONDS ?? 12 * 3600),
    storageTokenTtlSeconds: 300,
    smtpUrl: env.SMTP_URL || undefined,
    logger: env.PORTICO_LOG !== '0',
  };
  return { ...base, ...overrides };
}
