import fs from 'node:fs';
import net from 'node:net';
import envSchema from 'env-schema';
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import type Ajv from 'ajv';
import { appLinksFromEnv } from './routes/well-known';

/**
 * Every environment variable the server reads, declared once: its type, default and description. loadConfig
 * (server/config.ts) validates the whole environment against it at start (env-schema: Ajv over this TypeBox
 * schema) and stops with one message naming every variable that is wrong; the README's table of variables is
 * generated from it (scripts/settings-table.ts, checked by server/settings.test.ts).
 *
 * Annotations besides type and description: `x-default` describes a default that is computed at start (the
 * table shows it; a plain `default` is applied by the schema itself), `x-expect` what a value must look like
 * where a pattern says it, `x-secret` keeps the value out of error messages, `x-group` heads the table's rows.
 */

const count = (fallback: number, description: string, extra: object = {}) =>
  Type.Optional(Type.Integer({ minimum: 1, default: fallback, description, ...extra }));
const text = (description: string, extra: object = {}) => Type.Optional(Type.String({ description, ...extra }));
/** On/off: 1 or true, 0 or false. */
const flag = (description: string, extra: object = {}) =>
  Type.Optional(Type.Unsafe<'0' | '1' | 'true' | 'false'>(Type.String({ enum: ['0', '1', 'true', 'false'], description, ...extra })));
const group = (name: string) => ({ 'x-group': name });

const JSON_OR_FILE = { 'x-expect': 'JSON text starting with "{", or the path of a file holding it' };

const SUPPORT_COUNTRIES = ['US', 'GB', 'CA', 'NL', 'AR', 'BR', 'IN', 'AU'] as const;

export const settingsSchema = Type.Object({
  // Server
  NODE_ENV: text('`production` for a production server: requires PORTICO_PUBLIC_URL and the keys, refuses demo accounts.', group('Server')),
  PORT: Type.Optional(Type.Integer({ minimum: 0, maximum: 65535, default: 8080, description: 'The port the portal and its API are served on (0: any free one).' })),
  HOST: text('The address to listen on: loopback unless told otherwise (`0.0.0.0` in a container or behind a proxy); the demo accounts share a published password.', { 'x-default': '127.0.0.1' }),
  PORTICO_PUBLIC_URL: text('The address users open the portal at, an http(s) origin (sign-in redirects, share links and e-mails are built from it). Required in production.', { 'x-default': 'http://localhost:{PORT} (https with TLS), outside production' }),
  PORTICO_TLS_CERT: text('PEM file of the server\'s certificate. With PORTICO_TLS_KEY the server speaks HTTPS with HTTP/2 (HTTP/1.1 to clients without it); set both or neither.'),
  PORTICO_TLS_KEY: text('PEM file of the certificate\'s key (with PORTICO_TLS_CERT).'),
  PORTICO_TRUST_PROXY: text('The reverse proxies in front of the server, comma-separated addresses, CIDR ranges or `loopback`, `linklocal`, `uniquelocal`. A client\'s address is then the one the outermost trusted proxy saw; none by default.'),
  PORTICO_INSTANCE_ID: text('This instance\'s name among those sharing a database and a file store: it stages uploads under it and at start clears only its own leftovers.', { 'x-default': '<host name>-<port>' }),
  PORTICO_VARIANT: Type.Optional(Type.String({ default: 'us', minLength: 1, description: 'The regional variant of registry.json to serve (its plugins and flag defaults).' })),
  PORTICO_DIST: Type.Optional(Type.String({ default: 'dist', minLength: 1, description: 'The built portal\'s folder, relative to the project (rollup writes where it points).' })),
  PORTICO_SKIP_BUILD: flag('`npm start` builds the portal when <dist>/index.html is missing, unless this is 1.', { default: '0' }),
  PORTICO_VERSION: text('The version the help menu shows.', { 'x-default': 'the build\'s (dist/build.json), else package.json\'s' }),
  PORTICO_DEMO_DATA: flag('Load the demo firm, its clients and accounts on a database that lacks them. A production server holding the demo accounts refuses to start.', { 'x-default': '1 outside production, 0 in production' }),
  PORTICO_SHUTDOWN_GRACE_SECONDS: Type.Optional(Type.Number({ minimum: 0, default: 30, description: 'On SIGTERM or SIGINT, the time requests in flight get to finish before their connections are cut; no new connection is accepted meanwhile.' })),
  PORTICO_LOG: flag('Request and server logs (JSON lines on standard output); 0 turns them off.', { default: '1' }),
  // Keys
  PORTICO_SIGNING_KEYS: text('The key set every instance signs sessions, sign-in tokens and download links with: `{"keys":[…]}` of ES256 private JWKs with a `kid`, or the path of a file holding it (`npm run keys` prints one). Required in production; elsewhere, absent means keys generated into the data directory.', { ...group('Keys and sign-in'), ...JSON_OR_FILE, 'x-secret': true }),
  PORTICO_IDENTITY_SECRETS: text('The sign-in layer\'s secrets, JSON or a file path (server/identity/README.md "Keys and secrets"). Required in production.', { ...JSON_OR_FILE, 'x-secret': true }),
  ISSUER_URL: text('The firm\'s OpenID Connect provider; without it the server embeds its own development provider under /oidc.', { format: 'http-url', 'x-expect': 'an http(s) URL' }),
  ISSUER_URL_NONPROD: text('The provider for non-production host names of the portal.', { format: 'http-url', 'x-expect': 'an http(s) URL', 'x-default': 'ISSUER_URL' }),
  CLIENT_ID: text('The portal\'s client id at ISSUER_URL (required with it).'),
  CLIENT_IDS: text('Client ids by regional domain and language (core/platform/identity-host.ts, docs/platform.md).'),
  CLIENT_SECRET: text('The portal\'s client secret at ISSUER_URL.', { 'x-secret': true }),
  IDENTITY_LANGUAGE: Type.Optional(Type.String({ default: 'en-us', minLength: 1, description: 'The language that picks a regional client id.' })),
  OIDC_PROMPT: text('The OpenID Connect prompt sent with every sign-in.', { 'x-default': '`login` with the embedded provider, none otherwise' }),
  MFA_SETUP_URL: text('Where a user who must set up multi-factor authentication is sent.', { 'x-default': 'the provider (the embedded one\'s /mfa-setup)' }),
  ID_TOKEN_ALG: Type.Optional(Type.String({ default: 'RS256', pattern: '^[A-Z]{2}[0-9]{3}$', 'x-expect': 'a JWS algorithm such as RS256 or ES256', description: 'The algorithm the provider signs ID tokens with.' })),
  PORTICO_SESSION_TTL_SECONDS: count(12 * 3600, 'How long a session lasts.'),
  // Data and files
  PORTICO_DATA_DIR: text('Holds the SQLite file, the blobs, the file outbox and, outside production without configured ones, generated keys.', { ...group('Data and files'), 'x-default': './data' }),
  DATABASE_URL: text('PostgreSQL (`postgres://…`) instead of the embedded SQLite. Each connection keeps the statements it runs again prepared (named): behind PgBouncer, use session pooling, or transaction pooling with `max_prepared_statements` set (PgBouncer 1.21 or later).', { pattern: '^postgres(ql)?://', 'x-expect': 'a postgres:// or postgresql:// URL', 'x-secret': true }),
  PORTICO_DB_POOL_MAX: count(10, 'PostgreSQL connections this instance opens at most.'),
  PORTICO_DB_CONNECT_TIMEOUT_MS: count(10_000, 'How long a request waits for a free PostgreSQL connection before failing.'),
  PORTICO_SQLITE_SYNCHRONOUS: Type.Optional(Type.Unsafe<'FULL' | 'NORMAL'>(Type.String({ enum: ['FULL', 'NORMAL'], default: 'FULL', description: 'When the embedded SQLite database syncs the disk: FULL at every commit; NORMAL only at checkpoints (a power cut may lose the last commits, never the file; the test suites run so).' }))),
  PORTICO_S3_BUCKET: text('Keep files in this S3-compatible bucket (AWS S3, MinIO, Ceph RGW, Cloudflare R2) instead of <data dir>/blobs. Credentials come from the AWS SDK\'s usual chain (AWS_ACCESS_KEY_ID/AWS_SECRET_ACCESS_KEY, a profile, a role).'),
  PORTICO_S3_ENDPOINT: text('The bucket\'s server (none for AWS).', { format: 'http-url', 'x-expect': 'an http(s) URL' }),
  PORTICO_S3_REGION: text('The bucket\'s region.', { 'x-default': 'AWS_REGION, else us-east-1' }),
  AWS_REGION: text('The AWS SDK\'s region, used for the bucket when PORTICO_S3_REGION is not set.'),
  PORTICO_S3_FORCE_PATH_STYLE: flag('Path-style bucket addresses (MinIO and most self-hosted servers).', { default: '0' }),
  PORTICO_S3_PREFIX: Type.Optional(Type.String({ default: '', description: 'Every object key starts with it.' })),
  // Limits
  PORTICO_BODY_TIMEOUT_MS: count(10_000, 'Time to receive a whole request body (JSON, forms) from its headers on: a slow sender is cut off.', group('Limits')),
  PORTICO_UPLOAD_TIMEOUT_MS: count(15 * 60_000, 'The same for an authenticated upload (multipart/form-data).'),
  PORTICO_MAX_CONNECTIONS: count(1000, 'Open connections accepted at once; further ones are closed on arrival.'),
  PORTICO_MAX_UPLOAD_BYTES: count(1024 ** 3, 'Size of one uploaded file (1 GiB).'),
  PORTICO_CLIENT_QUOTA_BYTES: count(10 * 1024 ** 3, 'Storage of each client company, its trash included (10 GiB); an upload past it stores nothing.'),
  PORTICO_PRINTABLE_TIMEOUT_MS: count(5_000, 'Time limit of one generated printable (DANFE, DACTE…) in its worker thread; past it the answer is 503 with the feature\'s timeout code.'),
  PORTICO_LOG_BATCHES_PER_MINUTE: count(30, 'Portal log batches one person may send a minute; more answer 429 LOG_RATE_LIMITED.'),
  PORTICO_LOG_BYTES_PER_HOUR: count(4 * 1024 ** 2, 'Portal log bytes one person may store an hour (4 MiB); more answer 429 LOG_VOLUME_EXCEEDED.'),
  PORTICO_LOG_RETENTION_DAYS: count(90, 'Days portal log entries are kept; housekeeping deletes older ones.'),
  // Mail and jobs
  SMTP_URL: text('The SMTP server mail goes out through (`smtp://` or `smtps://`, credentials in the URL); without it each message is written to <data dir>/outbox.', { ...group('Mail and jobs'), pattern: '^smtps?://', 'x-expect': 'an smtp:// or smtps:// URL', 'x-secret': true }),
  PORTICO_MAIL_FROM: text('The sender address for firms that set none of their own (firms.mail_from), e.g. `Firm <portal@firm.example>`; with neither, a message fails and is listed for an administrator.'),
  PORTICO_MAIL_RETRIES: count(5, 'Sending again after the SMTP server refused or was down; then the outbox row is marked failed.'),
  PORTICO_MAIL_RETRY_DELAY_SECONDS: count(30, 'The first retry\'s delay; each next one is twice as late.'),
  PORTICO_MAIL_MAX_RECIPIENTS: count(10, 'Recipients of one "send documents" message (the API\'s own ceiling is 20).'),
  PORTICO_MAIL_SEND_PER_USER_HOUR: count(20, '"Send documents" e-mails one person may send an hour (counted from the outbox, so every instance counts the same).'),
  PORTICO_MAIL_SEND_PER_USER_DAY: count(100, 'The same, per 24 hours.'),
  PORTICO_MAIL_SEND_PER_CLIENT_HOUR: count(50, '"Send documents" e-mails a client\'s people together may send an hour.'),
  PORTICO_MAIL_SEND_PER_CLIENT_DAY: count(200, 'The same, per 24 hours.'),
  PORTICO_MAIL_UPLOAD_NOTICES_PER_USER_HOUR: count(10, 'Upload notifications to the firm\'s staff per user an hour.'),
  PORTICO_MAIL_UPLOAD_NOTICES_PER_USER_DAY: count(50, 'The same, per 24 hours.'),
  PORTICO_MAIL_UPLOAD_NOTICE_WINDOW_MINUTES: count(60, 'Only documents the user uploaded this recently are notified.'),
  PORTICO_MAIL_ISSUE_CONFIRMATIONS_PER_USER_HOUR: count(10, 'Issue-report confirmations per user an hour.'),
  PORTICO_MAIL_ISSUE_CONFIRMATIONS_PER_USER_DAY: count(30, 'The same, per 24 hours.'),
  PORTICO_JOB_POLL_SECONDS: Type.Optional(Type.Number({ minimum: 0.5, default: 2, description: 'How often each instance looks for jobs and due scheduled runs (a job queued on SQLite starts at once; on PostgreSQL within this time).' })),
  // Operations
  PORTICO_METRICS_TOKEN: text('The bearer token a Prometheus scraper sends to GET /metrics; without it the metrics are not served.', { ...group('Operations'), 'x-secret': true }),
  OTEL_EXPORTER_OTLP_ENDPOINT: text('Traces: the OpenTelemetry collector\'s OTLP/HTTP address (spans are sent to its /v1/traces). Without it or the next, tracing is off and costs nothing.', { format: 'http-url', 'x-expect': 'an http(s) URL' }),
  OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: text('The full OTLP/HTTP traces URL, instead of the above.', { format: 'http-url', 'x-expect': 'an http(s) URL' }),
  OTEL_SERVICE_NAME: Type.Optional(Type.String({ default: 'portico', minLength: 1, description: 'The service name the spans carry.' })),
  PORTICO_IOS_APP_IDS: text('iOS apps that open portal links (`TEAMID.bundle.id`, comma-separated), for /.well-known/apple-app-site-association.'),
  PORTICO_ANDROID_APPS: text('Android apps that open portal links (`package=FP1|FP2`, SHA-256 certificate fingerprints; entries comma-separated), for /.well-known/assetlinks.json.'),
  PORTICO_SUPPORT_CHAT_URL: text('The support chat the portal links to for firms that set none of their own (plugin common.firm-settings).', { format: 'http-url', 'x-expect': 'an http(s) URL', 'x-default': 'none: no live chat is offered' }),
  ...Object.fromEntries(SUPPORT_COUNTRIES.map((country) => [`PORTICO_SUPPORT_EMAIL_${country}`,
    text(`The support mailbox of clients in ${country} for firms that set none of their own (plugin common.firm-settings); clients of a country without one write to the US mailbox.`, { 'x-default': 'none: the e-mail option is hidden' })])) as Record<`PORTICO_SUPPORT_EMAIL_${typeof SUPPORT_COUNTRIES[number]}`, ReturnType<typeof text>>,
  // Brazil's tax authority (plugin br.manifest)
  PORTICO_CERTIFICATE_KEY: text('The key client companies\' A1 certificates are sealed with at rest (AES-256-GCM): 32 bytes in base64 (`openssl rand -base64 32`). Required in production for uploads; elsewhere, absent means a key generated into the data directory.', { ...group('Brazil: tax authority'), pattern: '^[A-Za-z0-9+/]{43}=$', 'x-expect': '32 bytes in base64', 'x-secret': true }),
  PORTICO_SEFAZ: flag('1 sends the NF-e recipient events to SEFAZ (signed with each client\'s A1); 0 sends nothing and the screens say so.', { default: '0' }),
  PORTICO_SEFAZ_ENVIRONMENT: Type.Optional(Type.Union([Type.Literal('homologation'), Type.Literal('production')], { default: 'homologation', description: 'SEFAZ\'s environment: `homologation` (tpAmb 2, no legal effect) or `production` (tpAmb 1).' })),
  PORTICO_SEFAZ_EVENT_URL: text('The NFeRecepcaoEvento4 endpoint, instead of the environment\'s Ambiente Nacional address.', { format: 'http-url', 'x-expect': 'an https URL', 'x-default': 'hom1.nfe.fazenda.gov.br or www.nfe.fazenda.gov.br' }),
  PORTICO_SEFAZ_DISTRIBUTION: flag('With PORTICO_SEFAZ=1, 1 asks SEFAZ\'s distribution every 15 minutes for each client\'s new NF-e and CT-e; 0 leaves it to other software (all software asking for one CNPJ root shares one NSU sequence).', { default: '1' }),
  PORTICO_SEFAZ_DISTRIBUTION_URL: text('The NFeDistribuicaoDFe endpoint (received NF-e by NSU), instead of the environment\'s Ambiente Nacional address.', { format: 'http-url', 'x-expect': 'an https URL', 'x-default': 'hom1.nfe.fazenda.gov.br or www1.nfe.fazenda.gov.br' }),
  PORTICO_SEFAZ_CTE_DISTRIBUTION_URL: text('The CTeDistribuicaoDFe endpoint (CT-e by NSU), instead of the environment\'s address.', { format: 'http-url', 'x-expect': 'an https URL', 'x-default': 'hom1.cte.fazenda.gov.br or www1.cte.fazenda.gov.br' }),
  PORTICO_SEFAZ_CA_FILE: text('PEM file of the authorities SEFAZ\'s server certificate chains to (ICP-Brasil\'s roots are not among Node\'s).'),
  PORTICO_SEFAZ_TIMEOUT_MS: count(30_000, 'Time for one call to SEFAZ, from connecting to the whole answer; past it the call is retried later.'),
  // E-signatures and invoices (plugins common.esign, common.invoices)
  PORTICO_SIGNING_P12: text('PKCS#12 file of the certificate the portal seals signed PDFs with (PAdES). Absent: one is made at first start in the data directory.', { ...group('Tasks: e-signatures and invoices'), 'x-expect': 'a file path' }),
  PORTICO_SIGNING_P12_PASSPHRASE: text('The passphrase of PORTICO_SIGNING_P12.', { 'x-secret': true, 'x-default': 'empty' }),
  PORTICO_PAYMENT_WEBHOOK_SECRET: text('The secret the payment provider signs its webhook calls with (HMAC-SHA256 of the raw body). Absent: the webhook refuses every call and invoices are marked paid only by the firm.', { 'x-secret': true }),
});

export type Settings = Static<typeof settingsSchema>;
export type SettingName = keyof Settings & string;

/** One variable as the README's table shows it. */
export interface SettingDoc {
  name: SettingName;
  group: string;
  type: string;
  default: string | undefined;
  description: string;
}

/** What a value must look like, from its schema: the message's second half and the table's type column. */
function expected(schema: Record<string, any>): string {
  if (schema['x-expect']) return schema['x-expect'] as string;
  if (schema.enum) return `one of ${(schema.enum as string[]).join(', ')}`;
  if (schema.type === 'integer' || schema.type === 'number') {
    const kind = schema.type === 'integer' ? 'a whole number' : 'a number';
    if (schema.minimum !== undefined && schema.maximum !== undefined) return `${kind} from ${schema.minimum} to ${schema.maximum}`;
    if (schema.minimum !== undefined) return `${kind} of at least ${schema.minimum}`;
    return kind;
  }
  return schema.minLength ? 'a text, not empty' : 'a text';
}

const properties = settingsSchema.properties as unknown as Record<SettingName, Record<string, any>>;

/** Every variable in declaration order with its group (the last `x-group` seen), for the README's table. */
export function settingDocs(): SettingDoc[] {
  let current = '';
  return (Object.keys(properties) as SettingName[]).map((name) => {
    const schema = properties[name];
    current = (schema['x-group'] as string | undefined) ?? current;
    const fallback = schema.default !== undefined ? String(schema.default) : schema['x-default'] as string | undefined;
    return { name, group: current, type: expected(schema), default: fallback === '' ? '(empty)' : fallback, description: schema.description as string };
  });
}

const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** Splits a comma-separated list: entries trimmed, empty ones dropped. */
export const listOf = (value: string | undefined) => (value ?? '').split(',').map((entry) => entry.trim()).filter(Boolean);

/** A setting given as JSON text, or as the path of a file holding it (keeps secrets out of the environment). */
export function jsonSetting(name: string, value: string | undefined): unknown {
  if (!value) return undefined;
  let json = value;
  if (!value.startsWith('{')) {
    try {
      json = fs.readFileSync(value, 'utf8');
    } catch {
      throw new Error(`${name} is neither JSON nor the path of a readable file: ${value}`);
    }
  }
  try {
    return JSON.parse(json) as unknown;
  } catch {
    throw new Error(`${name} is not valid JSON${value.startsWith('{') ? '' : ` (read from ${value})`}`);
  }
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

/**
 * The checks a schema cannot say: each throws its message (naming the variable) for a wrong value. They run on
 * the values the schema accepted, so every problem of the environment is reported at once.
 */
const CHECKS: Partial<Record<SettingName, (value: string, settings: Settings) => void>> = {
  PORTICO_PUBLIC_URL: (value) => void checkPublicUrl(value),
  PORTICO_TRUST_PROXY: (value) => {
    for (const entry of listOf(value)) {
      const [address = '', prefix, ...rest] = entry.split('/');
      const valid = PROXY_NAMES.has(entry) || (net.isIP(address) !== 0 && !rest.length && (prefix === undefined || /^\d{1,3}$/.test(prefix)));
      if (!valid) {
        throw new Error(`PORTICO_TRUST_PROXY lists the reverse proxies' addresses or ranges (e.g. 10.0.0.5 or 10.0.0.0/8, loopback), not "${entry}"`);
      }
    }
  },
  PORTICO_TLS_CERT: (_value, settings) => {
    if (!settings.PORTICO_TLS_KEY) throw tlsPair();
  },
  PORTICO_TLS_KEY: (_value, settings) => {
    if (!settings.PORTICO_TLS_CERT) throw tlsPair();
  },
  PORTICO_SIGNING_KEYS: (value) => void jsonSetting('PORTICO_SIGNING_KEYS', value),
  PORTICO_IDENTITY_SECRETS: (value) => void jsonSetting('PORTICO_IDENTITY_SECRETS', value),
  ISSUER_URL: (_value, settings) => {
    if (!settings.CLIENT_ID) throw new Error('ISSUER_URL is set but CLIENT_ID is not');
  },
  PORTICO_IOS_APP_IDS: (value) => void appLinksFromEnv({ PORTICO_IOS_APP_IDS: value }),
  PORTICO_ANDROID_APPS: (value) => void appLinksFromEnv({ PORTICO_ANDROID_APPS: value }),
};

const tlsPair = () => new Error('PORTICO_TLS_CERT and PORTICO_TLS_KEY go together: set both (the PEM files of the certificate and its key) or neither');

/** The configuration is wrong: `problems` has one line per wrong variable. */
export class SettingsError extends Error {
  constructor(readonly problems: string[]) {
    super(problems.length === 1 ? problems[0] : `${problems.length} settings are wrong:\n  ${problems.join('\n  ')}`);
    this.name = 'SettingsError';
  }
}

type AjvError = { instancePath: string; keyword: string; params: Record<string, unknown> };

/** The schema's own keywords besides JSON Schema's, so Ajv's strict mode accepts them. */
let ajv: Ajv | undefined;
/** env-schema's Ajv with the schema's own keywords, made once (Ajv then keeps the compiled schema). */
const withAnnotations = (fresh: Ajv) => (ajv ??= fresh.addVocabulary(['x-group', 'x-default', 'x-expect', 'x-secret'])
  .addFormat('http-url', (value: string) => /^https?:\/\//i.test(value) && URL.canParse(value)));

/**
 * The environment read against the schema: values trimmed, an empty one taken as unset, numbers and flags
 * converted, defaults applied. Every wrong variable is named in one SettingsError (a secret's value is not
 * repeated); `more` adds a caller's own problems to the same message (loadConfig's production requirements).
 */
export function readSettings(env: NodeJS.ProcessEnv, more?: (settings: Settings) => string[]): Settings {
  const problems: string[] = [];
  const data: Record<string, string> = {};
  for (const name of Object.keys(properties)) {
    const value = env[name]?.trim();
    if (value) data[name] = value;
  }
  let settings: Settings;
  try {
    settings = envSchema<Settings>({ schema: settingsSchema as TSchema, data, env: false, dotenv: false, ajv: ajv ?? { customOptions: withAnnotations } });
  } catch (error) {
    const errors = (error as { errors?: AjvError[] }).errors;
    if (!errors) throw error;
    const wrong = new Set(errors.map((e) => e.instancePath.replace(/^\//, '')).filter(Boolean) as SettingName[]);
    for (const name of wrong) {
      const schema = properties[name];
      problems.push(`${name} must be ${expected(schema)}${schema['x-secret'] ? '' : `: "${data[name]}"`}`);
    }
    // The rest is checked further as far as the schema accepted it.
    const rest = Object.fromEntries(Object.entries(data).filter(([name]) => !wrong.has(name as SettingName)));
    settings = envSchema<Settings>({ schema: settingsSchema as TSchema, data: rest, env: false, dotenv: false, ajv: ajv ?? { customOptions: withAnnotations } });
  }
  for (const [name, check] of Object.entries(CHECKS) as Array<[SettingName, (value: string, settings: Settings) => void]>) {
    const value = settings[name];
    if (typeof value !== 'string' || !value) continue;
    try {
      check(value, settings);
    } catch (error) {
      problems.push((error as Error).message);
    }
  }
  if (more) problems.push(...more(settings));
  if (problems.length) throw new SettingsError([...new Set(problems)]);
  return settings;
}

/** A flag's value: 1 and true are on. */
export const isOn = (value: string | undefined) => value === '1' || value === 'true';
