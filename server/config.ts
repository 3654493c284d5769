import fs from 'node:fs';
import path from 'node:path';

export interface ServerConfig {
  /** Holds the SQLite file, the signing key, blobs and the file outbox. */
  dataDir: string;
  /** PostgreSQL when set, SQLite in dataDir otherwise. */
  databaseUrl: string | undefined;
  port: number;
  host: string;
  /**
   * The address users open the portal at (PORTICO_PUBLIC_URL): sign-in redirects, share links and e-mails are
   * built from it. Required in production; in development it defaults to http://localhost:{PORT}.
   */
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
  /** Time to receive a whole request body, from its headers on (JSON, forms): a slow sender is cut off. */
  bodyTimeoutMs: number;
  /** The same for an authenticated upload (multipart/form-data): large files over slow links need minutes. */
  uploadTimeoutMs: number;
  /** Open connections the server accepts at once; further ones are closed on arrival. */
  maxConnections: number;
  /**
   * On SIGTERM or SIGINT, how long requests in flight may take to finish (PORTICO_SHUTDOWN_GRACE_SECONDS,
   * default 30 s) before their connections are cut; no new connection is accepted meanwhile.
   */
  shutdownGraceMs: number;
  /**
   * PEM files of the server's certificate and key (PORTICO_TLS_CERT, PORTICO_TLS_KEY): given both, the server
   * speaks HTTPS with HTTP/2 (server/http/transport.ts); without, plain HTTP/1.1.
   */
  tls: { certFile: string; keyFile: string } | undefined;
}

const rootDir = path.resolve(import.meta.dirname, '..');

/** The public URL as an origin (scheme, host, port; no path, no trailing slash); a clear error otherwise. */
/**
 * The version the help menu shows: the build's (package version and commit, dist/build.json), else the
 * package's when the portal is not built yet.
 */
export function buildVersion(distDir: string, rootDir: string): string {
  try {
    const { version } = JSON.parse(fs.readFileSync(path.join(distDir, 'build.json'), 'utf8')) as { version?: string };
    if (version) return version;
  } catch {
    // not built: the package's version below
  }
  return (JSON.parse(fs.readFileSync(path.join(rootDir, 'package.json'), 'utf8')) as { version: string }).version;
}

export function checkPublicUrl(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`PORTICO_PUBLIC_URL is not a URL: "${value}" (expected e.g. https://portal.example.com)`);
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.username || url.password
    || (url.pathname !== '/' && url.pathname !== '') || url.search || url.hash) {
    throw new Error(`PORTICO_PUBLIC_URL must be an http(s) origin without path, query or credentials: "${value}"`);
  }
  return url.origin;
}

/** Both TLS files or neither: one alone is a mistake that would otherwise serve plain HTTP unnoticed. */
function tlsFiles(env: NodeJS.ProcessEnv): ServerConfig['tls'] {
  const certFile = env.PORTICO_TLS_CERT?.trim() || undefined;
  const keyFile = env.PORTICO_TLS_KEY?.trim() || undefined;
  if (!certFile && !keyFile) return undefined;
  if (!certFile || !keyFile) {
    throw new Error('PORTICO_TLS_CERT and PORTICO_TLS_KEY go together: set both (the PEM files of the certificate and its key) or neither');
  }
  return { certFile: path.resolve(certFile), keyFile: path.resolve(keyFile) };
}

/** Reads the environment once; tests pass overrides instead of touching process.env. */
export function loadConfig(overrides: Partial<ServerConfig> = {}, env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT ?? 8080);
  // Loopback unless told otherwise: the development server ships demo accounts with a published password.
  const host = env.HOST || '127.0.0.1';
  const production = overrides.production ?? env.NODE_ENV === 'production';
  const configuredUrl = overrides.publicUrl ?? (env.PORTICO_PUBLIC_URL?.trim() || undefined);
  // Guessing the address in production would send every sign-in and share link to the wrong place.
  if (production && !configuredUrl) {
    throw new Error('PORTICO_PUBLIC_URL is required in production (NODE_ENV=production): set it to the address users '
      + 'open the portal at, e.g. PORTICO_PUBLIC_URL=https://portal.example.com');
  }
  const tls = overrides.tls ?? tlsFiles(env);
  const publicUrl = checkPublicUrl(configuredUrl ?? `${tls ? 'https' : 'http'}://localhost:${port}`);
  const base: ServerConfig = {
    dataDir: path.resolve(env.PORTICO_DATA_DIR ?? path.join(rootDir, 'data')),
    databaseUrl: env.DATABASE_URL || undefined,
    port,
    host,
    publicUrl,
    variant: env.PORTICO_VARIANT ?? 'us',
    rootDir,
    // The build's output (rollup reads the same variable), so parallel builds need not share one folder.
    distDir: path.resolve(rootDir, env.PORTICO_DIST ?? 'dist'),
    registryFile: path.join(rootDir, 'registry.json'),
    version: env.PORTICO_VERSION ?? buildVersion(path.resolve(rootDir, env.PORTICO_DIST ?? 'dist'), rootDir),
    production,
    maxUploadBytes: Number(env.PORTICO_MAX_UPLOAD_BYTES ?? 1024 * 1024 * 1024),
    clientQuotaBytes: Number(env.PORTICO_CLIENT_QUOTA_BYTES ?? 10 * 1024 * 1024 * 1024),
    sessionTtlSeconds: Number(env.PORTICO_SESSION_TTL_SECONDS ?? 12 * 3600),
    storageTokenTtlSeconds: 300,
    smtpUrl: env.SMTP_URL || undefined,
    logger: env.PORTICO_LOG !== '0',
    bodyTimeoutMs: Number(env.PORTICO_BODY_TIMEOUT_MS ?? 10_000),
    uploadTimeoutMs: Number(env.PORTICO_UPLOAD_TIMEOUT_MS ?? 15 * 60_000),
    maxConnections: Number(env.PORTICO_MAX_CONNECTIONS ?? 1000),
    shutdownGraceMs: Number(env.PORTICO_SHUTDOWN_GRACE_SECONDS ?? 30) * 1000,
    tls,
  };
  return { ...base, ...overrides, publicUrl };
}
