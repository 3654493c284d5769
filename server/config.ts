import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { S3Settings } from './storage/s3-blob-store';

export interface ServerConfig {
  /** Holds the SQLite file, blobs, the file outbox and, outside production without configured ones, generated keys. */
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
  /** The operator's sender address (PORTICO_MAIL_FROM), for firms that set none of their own (firms.mail_from). */
  mailFrom: string | undefined;
  /**
   * How often each instance looks for jobs and due scheduled runs (PORTICO_JOB_POLL_SECONDS, 2; at least 0.5).
   * A job queued on SQLite starts at once; on PostgreSQL within this time.
   */
  jobPollMs: number;
  logger: boolean;
  /** Time to receive a whole request body, from its headers on (JSON, forms): a slow sender is cut off. */
  bodyTimeoutMs: number;
  /** The same for an authenticated upload (multipart/form-data): large files over slow links need minutes. */
  uploadTimeoutMs: number;
  /**
   * Time limit of one generated printable (a DANFE, a DACTE…), made in a worker thread: past it the worker is
   * stopped and the request answered 503 with the feature's timeout code.
   */
  printableTimeoutMs: number;
  /** Open connections the server accepts at once; further ones are closed on arrival. */
  maxConnections: number;
  /** Portal log batches one person (all their sessions) may send a minute; more answer 429 LOG_RATE_LIMITED. */
  logBatchesPerMinute: number;
  /** Portal log bytes one person may store an hour; more answer 429 LOG_VOLUME_EXCEEDED. */
  logBytesPerHour: number;
  /** Days portal log entries are kept; housekeeping deletes older ones. */
  logRetentionDays: number;
  /**
   * The reverse proxies in front of the server (PORTICO_TRUST_PROXY: their addresses or ranges, comma-separated,
   * e.g. "10.0.0.5" or "loopback, 10.0.0.0/8"; none by default). A client's address is its socket's, or, when that
   * is a trusted proxy, the address that proxy saw (X-Forwarded-For read from the right, up to the first
   * untrusted hop): never what a client writes into X-Forwarded-For itself.
   */
  trustedProxies: string[];
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
  /**
   * This instance's name among those sharing a database and a file store (PORTICO_INSTANCE_ID, default
   * <host name>-<port>): it stages uploads under it, and at start clears only its own leftovers.
   */
  instanceId: string;
  /**
   * Load the demo firm, its clients and accounts on a database that lacks them (PORTICO_DEMO_DATA: 1 or 0; by
   * default in development only). Production refuses to start with demo accounts unless this is set.
   */
  demoData: boolean;
  /** Files in an S3-compatible bucket when PORTICO_S3_BUCKET is set; in <dataDir>/blobs otherwise. */
  s3: S3Settings | undefined;
  /** Outgoing e-mail the portal's users make it send (server/mail/quota.ts); see mailSettings for the defaults. */
  mail: MailSettings;
  /**
   * The bearer token a Prometheus scraper sends to GET /metrics (PORTICO_METRICS_TOKEN); without it the metrics
   * are not served at all.
   */
  metricsToken: string | undefined;
  /** PostgreSQL connections this instance opens at most (PORTICO_DB_POOL_MAX, default 10). */
  dbPoolMax: number;
  /** How long a request waits for a free PostgreSQL connection before failing (PORTICO_DB_CONNECT_TIMEOUT_MS, 10 s). */
  dbConnectTimeoutMs: number;
  /**
   * The embedded database's commits (PORTICO_SQLITE_SYNCHRONOUS): FULL (the default) syncs the disk at each, NORMAL
   * only at checkpoints, so a power cut may lose the last commits but never corrupts the file (SQLite's WAL mode).
   * The test suites use NORMAL: their data is thrown away, and a sync costs up to 10 ms on a shared disk.
   */
  sqliteSynchronous: 'FULL' | 'NORMAL';
  /**
   * The key set that signs sessions, sign-in tokens and download links (PORTICO_SIGNING_KEYS: `{"keys":[…]}`, ES256
   * private JWKs with a `kid`, or the path of a file holding it). Checked by server/auth/signing-key.ts; outside
   * production, absent means keys generated into the data directory.
   */
  signingKeys: unknown;
  /** The sign-in layer's secrets (PORTICO_IDENTITY_SECRETS, JSON or a file path; server/identity/secrets.ts). */
  identitySecrets: unknown;
}

/**
 * How many e-mails one person (and one client) may make the portal send: counted from the outbox table over the
 * last hour and the last 24 hours, so every instance sharing the database counts the same. Over a limit the route
 * answers 429 MAIL_RATE_LIMITED with Retry-After. A client limit is absent where a route sends on nobody's behalf.
 */
export interface MailLimits {
  perUserHour: number;
  perUserDay: number;
  perClientHour?: number;
  perClientDay?: number;
}

export interface MailSettings {
  /** Recipients of one "send documents" message (PORTICO_MAIL_MAX_RECIPIENTS, 10; the API's own ceiling is 20). */
  maxRecipients: number;
  /**
   * "Send documents" e-mails (PORTICO_MAIL_SEND_PER_USER_HOUR 20, _PER_USER_DAY 100, _PER_CLIENT_HOUR 50,
   * _PER_CLIENT_DAY 200): a client's people together, per client, and each person alone.
   */
  documentSend: Required<MailLimits>;
  /** Upload notifications to the firm's staff per user (PORTICO_MAIL_UPLOAD_NOTICES_PER_USER_HOUR 10, _PER_USER_DAY 50). */
  uploadNotification: MailLimits;
  /** Only documents the user uploaded this recently are notified (PORTICO_MAIL_UPLOAD_NOTICE_WINDOW_MINUTES, 60). */
  uploadNotificationWindowMinutes: number;
  /** Issue-report confirmations per user (PORTICO_MAIL_ISSUE_CONFIRMATIONS_PER_USER_HOUR 10, _PER_USER_DAY 30). */
  issueConfirmation: MailLimits;
  /** Sending again after the SMTP server refused or was down (PORTICO_MAIL_RETRIES 5), the first retry after
   * PORTICO_MAIL_RETRY_DELAY_SECONDS (30), each next one twice as late; then the outbox row is marked failed. */
  retryLimit: number;
  retryDelaySeconds: number;
}

/** A count from the environment: a whole number of at least 1, else a clear error at start-up. */
function countFrom(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isSafeInteger(value) || value < 1) throw new Error(`${name} must be a whole number of at least 1: "${raw}"`);
  return value;
}

/** The mail limits of the environment, the defaults above for what it does not set. */
export function mailSettings(env: NodeJS.ProcessEnv = {}): MailSettings {
  const count = (name: string, fallback: number) => countFrom(env, `PORTICO_MAIL_${name}`, fallback);
  return {
    maxRecipients: count('MAX_RECIPIENTS', 10),
    documentSend: {
      perUserHour: count('SEND_PER_USER_HOUR', 20),
      perUserDay: count('SEND_PER_USER_DAY', 100),
      perClientHour: count('SEND_PER_CLIENT_HOUR', 50),
      perClientDay: count('SEND_PER_CLIENT_DAY', 200),
    },
    uploadNotification: { perUserHour: count('UPLOAD_NOTICES_PER_USER_HOUR', 10), perUserDay: count('UPLOAD_NOTICES_PER_USER_DAY', 50) },
    uploadNotificationWindowMinutes: count('UPLOAD_NOTICE_WINDOW_MINUTES', 60),
    issueConfirmation: { perUserHour: count('ISSUE_CONFIRMATIONS_PER_USER_HOUR', 10), perUserDay: count('ISSUE_CONFIRMATIONS_PER_USER_DAY', 30) },
    retryLimit: count('RETRIES', 5),
    retryDelaySeconds: count('RETRY_DELAY_SECONDS', 30),
  };
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

const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** PORTICO_TRUST_PROXY: addresses, ranges (CIDR) or proxy-addr's names; a mistake stops the start rather than trusting anyone. */
function trustedProxiesOf(value: string | undefined): string[] {
  const entries = (value ?? '').split(',').map((entry) => entry.trim()).filter(Boolean);
  for (const entry of entries) {
    const [address = '', prefix, ...rest] = entry.split('/');
    const valid = PROXY_NAMES.has(entry) || (net.isIP(address) !== 0 && !rest.length && (prefix === undefined || /^\d{1,3}$/.test(prefix)));
    if (!valid) {
      throw new Error(`PORTICO_TRUST_PROXY lists the reverse proxies' addresses or ranges (e.g. 10.0.0.5 or 10.0.0.0/8, loopback), not "${entry}"`);
    }
  }
  return entries;
}

/** A setting given as JSON text, or as the path of a file holding it (keeps secrets out of the environment). */
function jsonSetting(env: NodeJS.ProcessEnv, name: string): unknown {
  const value = env[name]?.trim();
  if (!value) return undefined;
  const text = value.startsWith('{') ? value : fs.readFileSync(value, 'utf8');
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new Error(`${name} is not valid JSON${value.startsWith('{') ? '' : ` (read from ${value})`}`);
  }
}

/** PORTICO_JOB_POLL_SECONDS: how often each instance looks for due jobs; half a second at the least. */
function jobPollMsOf(value: string | undefined): number {
  const seconds = Number(value?.trim() || 2);
  if (!Number.isFinite(seconds) || seconds < 0.5) throw new Error(`PORTICO_JOB_POLL_SECONDS must be a number of at least 0.5: "${value}"`);
  return seconds * 1000;
}

/** Reads the environment once; tests pass overrides instead of touching process.env. */
function s3Settings(env: NodeJS.ProcessEnv): S3Settings | undefined {
  const bucket = env.PORTICO_S3_BUCKET?.trim();
  if (!bucket) return undefined;
  return {
    bucket,
    prefix: env.PORTICO_S3_PREFIX ?? '',
    endpoint: env.PORTICO_S3_ENDPOINT || undefined,
    region: env.PORTICO_S3_REGION || env.AWS_REGION || 'us-east-1',
    forcePathStyle: env.PORTICO_S3_FORCE_PATH_STYLE === '1' || env.PORTICO_S3_FORCE_PATH_STYLE === 'true',
  };
}

function sqliteSynchronousOf(value: string | undefined): 'FULL' | 'NORMAL' {
  const mode = (value || 'FULL').toUpperCase();
  if (mode !== 'FULL' && mode !== 'NORMAL') throw new Error(`PORTICO_SQLITE_SYNCHRONOUS must be FULL or NORMAL, not "${value}"`);
  return mode;
}

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
    mailFrom: env.PORTICO_MAIL_FROM?.trim() || undefined,
    jobPollMs: jobPollMsOf(env.PORTICO_JOB_POLL_SECONDS),
    logger: env.PORTICO_LOG !== '0',
    bodyTimeoutMs: Number(env.PORTICO_BODY_TIMEOUT_MS ?? 10_000),
    uploadTimeoutMs: Number(env.PORTICO_UPLOAD_TIMEOUT_MS ?? 15 * 60_000),
    printableTimeoutMs: Number(env.PORTICO_PRINTABLE_TIMEOUT_MS ?? 5_000),
    maxConnections: Number(env.PORTICO_MAX_CONNECTIONS ?? 1000),
    trustedProxies: trustedProxiesOf(env.PORTICO_TRUST_PROXY),
    logBatchesPerMinute: Number(env.PORTICO_LOG_BATCHES_PER_MINUTE ?? 30),
    logBytesPerHour: Number(env.PORTICO_LOG_BYTES_PER_HOUR ?? 4 * 1024 * 1024),
    logRetentionDays: Number(env.PORTICO_LOG_RETENTION_DAYS ?? 90),
    shutdownGraceMs: Number(env.PORTICO_SHUTDOWN_GRACE_SECONDS ?? 30) * 1000,
    tls,
    mail: mailSettings(env),
    instanceId: env.PORTICO_INSTANCE_ID || `${os.hostname()}-${port}`,
    s3: s3Settings(env),
    demoData: env.PORTICO_DEMO_DATA ? env.PORTICO_DEMO_DATA === '1' : !production,
    metricsToken: env.PORTICO_METRICS_TOKEN || undefined,
    dbPoolMax: Number(env.PORTICO_DB_POOL_MAX ?? 10),
    dbConnectTimeoutMs: Number(env.PORTICO_DB_CONNECT_TIMEOUT_MS ?? 10_000),
    sqliteSynchronous: sqliteSynchronousOf(env.PORTICO_SQLITE_SYNCHRONOUS),
    signingKeys: jsonSetting(env, 'PORTICO_SIGNING_KEYS'),
    identitySecrets: jsonSetting(env, 'PORTICO_IDENTITY_SECRETS'),
  };
  return { ...base, ...overrides, publicUrl };
}
