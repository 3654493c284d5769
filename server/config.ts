import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { S3Settings } from './storage/s3-blob-store';
import { checkPublicUrl, isOn, jsonSetting, listOf, readSettings, type Settings } from './settings';

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
  /** OTLP/HTTP traces (OTEL_EXPORTER_OTLP_ENDPOINT or _TRACES_ENDPOINT, OTEL_SERVICE_NAME); undefined: tracing off. */
  tracing: { url: string; serviceName: string } | undefined;
  /** Every variable of the environment as server/settings.ts validated it, for the modules that read their own. */
  settings: Settings;
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

/** The mail limits of the environment (server/settings.ts), its defaults for what it does not set. */
export function mailSettings(env: NodeJS.ProcessEnv = {}): MailSettings {
  return mailSettingsOf(readSettings(env));
}

function mailSettingsOf(s: Settings): MailSettings {
  return {
    maxRecipients: s.PORTICO_MAIL_MAX_RECIPIENTS!,
    documentSend: {
      perUserHour: s.PORTICO_MAIL_SEND_PER_USER_HOUR!,
      perUserDay: s.PORTICO_MAIL_SEND_PER_USER_DAY!,
      perClientHour: s.PORTICO_MAIL_SEND_PER_CLIENT_HOUR!,
      perClientDay: s.PORTICO_MAIL_SEND_PER_CLIENT_DAY!,
    },
    uploadNotification: { perUserHour: s.PORTICO_MAIL_UPLOAD_NOTICES_PER_USER_HOUR!, perUserDay: s.PORTICO_MAIL_UPLOAD_NOTICES_PER_USER_DAY! },
    uploadNotificationWindowMinutes: s.PORTICO_MAIL_UPLOAD_NOTICE_WINDOW_MINUTES!,
    issueConfirmation: { perUserHour: s.PORTICO_MAIL_ISSUE_CONFIRMATIONS_PER_USER_HOUR!, perUserDay: s.PORTICO_MAIL_ISSUE_CONFIRMATIONS_PER_USER_DAY! },
    retryLimit: s.PORTICO_MAIL_RETRIES!,
    retryDelaySeconds: s.PORTICO_MAIL_RETRY_DELAY_SECONDS!,
  };
}

const rootDir = path.resolve(import.meta.dirname, '..');

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

export { checkPublicUrl };

/** Files in a bucket when PORTICO_S3_BUCKET is set. */
function s3Settings(s: Settings): S3Settings | undefined {
  if (!s.PORTICO_S3_BUCKET) return undefined;
  return {
    bucket: s.PORTICO_S3_BUCKET,
    prefix: s.PORTICO_S3_PREFIX ?? '',
    endpoint: s.PORTICO_S3_ENDPOINT,
    region: s.PORTICO_S3_REGION ?? s.AWS_REGION ?? 'us-east-1',
    forcePathStyle: isOn(s.PORTICO_S3_FORCE_PATH_STYLE),
  };
}

/** OTLP/HTTP traces when an endpoint is configured (server/telemetry.ts); undefined: tracing off. */
function tracingOf(s: Settings): ServerConfig['tracing'] {
  const url = s.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT ?? (s.OTEL_EXPORTER_OTLP_ENDPOINT && `${s.OTEL_EXPORTER_OTLP_ENDPOINT.replace(/\/+$/, '')}/v1/traces`);
  return url ? { url, serviceName: s.OTEL_SERVICE_NAME! } : undefined;
}

/**
 * The server's configuration from the environment, validated as a whole against server/settings.ts: a wrong
 * variable (all of them at once) stops the start with a SettingsError naming each. Tests pass overrides instead
 * of touching process.env.
 */
export function loadConfig(overrides: Partial<ServerConfig> = {}, env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const settings = readSettings(env, (s) => {
    const production = overrides.production ?? s.NODE_ENV === 'production';
    // Guessing the address in production would send every sign-in and share link to the wrong place.
    return production && !(overrides.publicUrl ?? s.PORTICO_PUBLIC_URL)
      ? ['PORTICO_PUBLIC_URL is required in production (NODE_ENV=production): set it to the address users '
        + 'open the portal at, e.g. PORTICO_PUBLIC_URL=https://portal.example.com']
      : [];
  });
  const port = settings.PORT!;
  // Loopback unless told otherwise: the development server ships demo accounts with a published password.
  const host = settings.HOST ?? '127.0.0.1';
  const production = overrides.production ?? settings.NODE_ENV === 'production';
  const tls = overrides.tls ?? (settings.PORTICO_TLS_CERT && settings.PORTICO_TLS_KEY
    ? { certFile: path.resolve(settings.PORTICO_TLS_CERT), keyFile: path.resolve(settings.PORTICO_TLS_KEY) }
    : undefined);
  const publicUrl = checkPublicUrl(overrides.publicUrl ?? settings.PORTICO_PUBLIC_URL ?? `${tls ? 'https' : 'http'}://localhost:${port}`);
  // The build's output (rollup reads the same variable), so parallel builds need not share one folder.
  const distDir = path.resolve(rootDir, settings.PORTICO_DIST!);
  const base: ServerConfig = {
    dataDir: path.resolve(settings.PORTICO_DATA_DIR ?? path.join(rootDir, 'data')),
    databaseUrl: settings.DATABASE_URL,
    port,
    host,
    publicUrl,
    variant: settings.PORTICO_VARIANT!,
    rootDir,
    distDir,
    registryFile: path.join(rootDir, 'registry.json'),
    version: settings.PORTICO_VERSION ?? buildVersion(distDir, rootDir),
    production,
    maxUploadBytes: settings.PORTICO_MAX_UPLOAD_BYTES!,
    clientQuotaBytes: settings.PORTICO_CLIENT_QUOTA_BYTES!,
    sessionTtlSeconds: settings.PORTICO_SESSION_TTL_SECONDS!,
    storageTokenTtlSeconds: 300,
    smtpUrl: settings.SMTP_URL,
    mailFrom: settings.PORTICO_MAIL_FROM,
    jobPollMs: settings.PORTICO_JOB_POLL_SECONDS! * 1000,
    logger: settings.PORTICO_LOG !== '0' && settings.PORTICO_LOG !== 'false',
    bodyTimeoutMs: settings.PORTICO_BODY_TIMEOUT_MS!,
    uploadTimeoutMs: settings.PORTICO_UPLOAD_TIMEOUT_MS!,
    printableTimeoutMs: settings.PORTICO_PRINTABLE_TIMEOUT_MS!,
    maxConnections: settings.PORTICO_MAX_CONNECTIONS!,
    trustedProxies: listOf(settings.PORTICO_TRUST_PROXY),
    logBatchesPerMinute: settings.PORTICO_LOG_BATCHES_PER_MINUTE!,
    logBytesPerHour: settings.PORTICO_LOG_BYTES_PER_HOUR!,
    logRetentionDays: settings.PORTICO_LOG_RETENTION_DAYS!,
    shutdownGraceMs: settings.PORTICO_SHUTDOWN_GRACE_SECONDS! * 1000,
    tls,
    mail: mailSettingsOf(settings),
    instanceId: settings.PORTICO_INSTANCE_ID ?? `${os.hostname()}-${port}`,
    s3: s3Settings(settings),
    demoData: settings.PORTICO_DEMO_DATA ? isOn(settings.PORTICO_DEMO_DATA) : !production,
    metricsToken: settings.PORTICO_METRICS_TOKEN,
    dbPoolMax: settings.PORTICO_DB_POOL_MAX!,
    dbConnectTimeoutMs: settings.PORTICO_DB_CONNECT_TIMEOUT_MS!,
    signingKeys: jsonSetting('PORTICO_SIGNING_KEYS', settings.PORTICO_SIGNING_KEYS),
    identitySecrets: jsonSetting('PORTICO_IDENTITY_SECRETS', settings.PORTICO_IDENTITY_SECRETS),
    sqliteSynchronous: settings.PORTICO_SQLITE_SYNCHRONOUS!,
    tracing: tracingOf(settings),
    settings,
  };
  return { ...base, ...overrides, publicUrl };
}
