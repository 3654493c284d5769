/**
 * Table types, camelCase in TypeScript (CamelCasePlugin maps to snake_case columns).
 * Portable across SQLite and PostgreSQL: booleans are 0/1 integers, timestamps ISO-8601 UTC text.
 */
import type { ColumnType } from 'kysely';
import type { StaffRole } from '@portico/contract/profile';

export type Flag01 = 0 | 1;

export interface FirmTable {
  id: number;
  name: string;
  locked: Flag01;
  termsRequired: Flag01;
  theme: string;
  /** The From of the firm's e-mails, e.g. "Northwind <portal@northwind.example>" (0230); PORTICO_MAIL_FROM when null. */
  mailFrom: ColumnType<string | null, string | null | undefined, string | null>;
}
export interface UserTable {
  id: string;
  firmId: number;
  email: string;
  passwordHash: string;
  prefix: string;
  firstName: string;
  middleName: string;
  lastName: string;
  suffix: string;
  language: string;
  isStaff: Flag01;
  /** 'administrator' or 'staff' for firm staff (isStaff 1), null for a client contact. */
  staffRole: ColumnType<StaffRole | null, StaffRole | null | undefined, StaffRole | null>;
  mfaRequired: Flag01;
  contactId: string | null;
  createdAt: string;
  /** Set when the account is disabled: its sessions end on their next request and it cannot sign in. */
  disabledAt: ColumnType<string | null, string | null | undefined, string | null>;
}
export interface ContactTable {
  id: string;
  firmId: number;
  givenName: string;
  additionalName: string;
  familyName: string;
  email: string;
  secondaryEmail: string | null;
}
export interface ClientTable {
  id: string;
  firmId: number;
  name: string;
  nickname: string | null;
  initials: string;
  cnpj: string | null;
}
export interface UserClientTable {
  userId: string;
  clientId: string;
}
export interface SessionTable {
  id: string;
  userId: string;
  emulateeUserId: string | null;
  companyId: number | null;
  createdAt: string;
  expiresAt: string;
  revokedAt: string | null;
  /** The first sign-in's session: every session minted from it shares its absolute expiry and dies with it. */
  familyId: string;
  /** The family root's id, or the preview session that started this branch (ending a preview ends its branch). */
  branchId: string;
  /** A sign-in's address and user agent (0422); null for hand-overs, previews and older sessions. */
  signInIp: ColumnType<string | null, string | null | undefined, string | null>;
  signInUserAgent: ColumnType<string | null, string | null | undefined, string | null>;
}
/** Authorization codes already redeemed (SHA-256, never the code) and the session each one opened. */
export interface SignInCodeTable {
  codeHash: string;
  createdAt: string;
  sessionId: string | null;
  replayedAt: string | null;
  /** An external provider's ID token for this sign-in, until sign-out sends it as id_token_hint (0180). */
  idToken: ColumnType<string | null, string | null | undefined, string | null>;
}
/** Failed sign-ins from one source address (server/identity/source-throttle.ts). */
/** One record of the embedded identity provider (oidc-models.ts): an interaction, a code, a session, a grant… */
export interface OidcModelTable {
  model: string;
  id: string;
  /** The provider's payload, as JSON. */
  payload: string;
  grantId: string | null;
  userCode: string | null;
  uid: string | null;
  /** ISO time; null for records the provider keeps without expiry. */
  expiresAt: string | null;
  consumedAt: string | null;
}

/** A fixed-window counter (shared-counter.ts): rate limits and sign-in failures, counted by all instances. */
export interface RateCounterTable {
  key: string;
  hits: number;
  resetAt: string;
}

/** A single-use token's id, recorded when it is redeemed, until the token would have expired anyway. */
export interface UsedTokenTable {
  jti: string;
  expiresAt: string;
}

export interface SignInSourceFailureTable {
  /** addressKey(): an IPv4 address, or an IPv6 /64. */
  sourceKey: string;
  failures: number;
  /** No password from this source is checked before this time. */
  blockedUntil: string | null;
  /** With no failure until then (and any wait over), the count starts again. */
  forgetAt: string;
}
export interface OutboxTable {
  id: string;
  recipients: string;
  subject: string;
  body: string;
  createdAt: string;
  sentAt: string | null;
  transport: string;
  /** What the message is for (server/mail/quota.ts MailPurpose), who made it go out and for which client (0190). */
  purpose: ColumnType<string | null, string | null | undefined, string | null>;
  senderUserId: ColumnType<string | null, string | null | undefined, string | null>;
  clientId: ColumnType<string | null, string | null | undefined, string | null>;
  /** The firm it is sent for (its sender address); when delivery gave up, and the last error (0230). */
  firmId: ColumnType<number | null, number | null | undefined, number | null>;
  failedAt: ColumnType<string | null, string | null | undefined, string | null>;
  lastError: ColumnType<string | null, string | null | undefined, string | null>;
  /** The HTML part, the one-click unsubscribe address and the key of the event it is about, unique (0340). */
  html: ColumnType<string | null, string | null | undefined, string | null>;
  unsubscribeUrl: ColumnType<string | null, string | null | undefined, string | null>;
  idempotencyKey: ColumnType<string | null, string | null | undefined, string | null>;
}
export interface JobScheduleTable {
  kind: string;
  nextRunAt: string;
}
export interface AuditLogTable {
  id: string;
  at: string;
  actorUserId: string | null;
  subjectUserId: string | null;
  clientId: string | null;
  action: string;
  outcome: 'success' | 'refused' | 'failed';
  statusCode: number;
  /** The firm API key the request came with, if any (the actor is then the key's maker). */
  apiKeyId: ColumnType<string | null, string | null | undefined, string | null>;
}
export interface FirmApiKeyTable {
  id: string;
  firmId: number;
  name: string;
  prefix: string;
  /** SHA-256 of the secret, hex: the secret is random and long, so a fast hash is enough. */
  secretHash: string;
  /** JSON array of ApiKeyScope. */
  scopes: string;
  createdByUserId: string;
  createdAt: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
}
export interface FeatureFlagTable {
  id: string;
  name: string;
  description: string;
  value: Flag01;
  lockedBy: string;
}
/** A firm's own value of a flag (migration 0390). */
export interface FirmFeatureFlagTable {
  firmId: number;
  flagId: string;
  value: Flag01;
  updatedAt: string;
}
export interface UserPermissionTable {
  userId: string;
  feature: string;
  resource: string;
  grant: 'Granted' | 'Denied';
}
export interface InfrastructureControlTable {
  firmId: number;
  name: string;
}
export interface TermsVersionTable {
  id: string;
  firmId: number;
  version: string;
  language: string;
  title: string;
  body: string;
  publishedAt: string;
}
export interface TermsAcceptanceTable {
  userId: string;
  firmId: number;
  version: string;
  acceptedAt: string;
}

export interface SeedRunTable {
  name: string;
  ranAt: string;
}

/**
 * The platform's tables. A feature's tables are typed in its own server/tables.ts and joined to these where
 * the feature queries (server/kit/feature.ts featureDb); this type names none of them.
 */
export interface Database {
  firms: FirmTable;
  users: UserTable;
  contacts: ContactTable;
  clients: ClientTable;
  userClients: UserClientTable;
  sessions: SessionTable;
  signInCodes: SignInCodeTable;
  signInSourceFailures: SignInSourceFailureTable;
  oidcModels: OidcModelTable;
  rateCounters: RateCounterTable;
  usedTokens: UsedTokenTable;
  outbox: OutboxTable;
  jobSchedules: JobScheduleTable;
  auditLog: AuditLogTable;
  firmApiKeys: FirmApiKeyTable;
  featureFlags: FeatureFlagTable;
  firmFeatureFlags: FirmFeatureFlagTable;
  userPermissions: UserPermissionTable;
  infrastructureControls: InfrastructureControlTable;
  termsVersions: TermsVersionTable;
  termsAcceptances: TermsAcceptanceTable;
  seedRuns: SeedRunTable;
}

