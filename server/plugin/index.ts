/**
 * @portico/plugin-server, the server's front door for feature code: the only server module a feature's server
 * module imports (besides the contract's modules and the toolkit's isomorphic doors, docs/plugins.md#front-doors).
 * What is here is the server plugin API; what is not is the server's to change. Test support is in ./testing.
 */

// The feature definition and the database as a feature sees it.
export {
  coreDb,
  defineServerFeature,
  featureDb,
  ServerFeatureError,
  type FeatureDb,
  type Housekeeping,
  type HousekeepingContext,
  type ServerFeature,
  type ServerFeatureDefinition,
  type SomeDb,
} from '../kit/feature';
export { contribute, contributionPoint, type Contributed, type Contribution, type ContributionPoint } from '../kit/contributions';
export type { Database, Flag01 } from '../db/schema';
// A hot query built once and run with new values (the session check, a page's version read).
export { preparedQuery } from '../db/prepared-query';

// Routes: their context, the caller, access checks, errors, paging and filters.
export { principalOf, staffOf, type AppContext, type RouteAccess, type RouteModule, type StaffMember } from '../http/context';
export type { App } from '../http/type-provider';
export { serve, type EndpointHandler, type ServeOptions } from '../http/serve';
export type { Principal } from '../auth/session-service';
export { accessibleClientIds, assertClientAccess, firmOf, requirePermission } from '../kit/access';
export { disableUser, getUser, infrastructureControlsOf, permissionsOf } from '../auth/users';
// Accounts a feature creates: no usable password until the person sets one through the link.
export { passwordIsSet, unsetPasswordHash } from '../identity/password-reset';
// A password a feature keeps (a share link's): scrypt-hashed, compared in constant time.
export { hashPassword, verifyPassword } from '../auth/passwords';
export { INVITATION_TTL_MS, passwordSetLink } from '../identity/password-link';
export { AppError, badRequest, forbidden, notFound, unauthenticated } from '../http/errors';
export { featureErrors } from '../kit/errors';
export {
  decodeCursor, encodeCursor, likePattern, pagedResponse, pageOf, pageOfRows, textContains, type CursorValue, type Page, type PageRequest,
} from '../kit/paging';
export { readFilter, type ListFilter } from '../kit/filter';
export { loadPortalConfig } from '../http/portal-config';
export type { ServerConfig } from '../config';
// Work outside requests: a feature defines its job kinds when its routes register (docs/jobs.md).
export { DAY_MS, defineJob, scheduleRun, type JobKind, type JobRun } from '../jobs/queue';

// Files: stored files, blobs, downloads, zips and printables.
export { binaryColumnType } from '../kit/binary-column';
export { BlobTooLargeError, type BlobStore, type StagedBlob } from '../storage/blob-store';
export { attachmentDisposition, sendAttachment } from '../storage/content-disposition';
export { storedZipBytes, streamZip, zipChunks, type ZipEntry } from '../kit/zip';
export { zipEntryName, type ZipEntryName } from '../kit/zip-entry-name';
export { renderTextPdf, type PdfLine } from '../kit/pdf';
// The firm's clock: the variant's default and the check of a zone a firm sets.
export { variantTimeZone } from '../routes/theme';
export { isTimeZone } from '../../core/kernel/registry-file';

// E-mail the portal sends for its users: their limits, and texts that reach a header or quote the sender.
export { MailRateLimited } from '../mail/quota';
export { headerText } from '../mail/mailer';
export { quoteLines } from '../mail/quote';

// Server-rendered pages and e-mails: their language and texts.
export { featureTexts, pluralText } from '../kit/texts';
export { escapeHtml, interpolate, pageLanguage, pickLanguage } from '../identity/page-text';
export { formatDate, formatFirmDateTime, formatMonth } from '../../core/i18n/format-date';
export { SUPPORTED_LANGUAGES, type LanguageTag } from '../../core/i18n/languages';

// Seed steps and the demo data they build on.
export { demoPdf, type SeedContext, type SeedStep } from '../seed/seed-context';
export { DEMO_USERS } from '../seed/demo-core';
export { daysBefore, isoDay } from '../kit/demo-dates';
