/**
 * @portico/plugin, the browser's front door for feature code: the only core module a feature's browser code
 * imports (besides the toolkit's doors and the contract's modules, docs/plugins.md#front-doors). What is here is
 * the plugin API; what is not is core's to change. Test helpers are in ./testing, so no bundle pulls them in.
 *
 * Re-exports only: the build resolves each name to its module (scripts/front-doors.mjs), so a manifest that
 * imports definePlugin from here gets definePlugin's module and nothing else in its chunk.
 */

// Features and plugins: their definitions, and the errors the kernel names them with.
export {
  defineFeature,
  provide,
  type DashboardContribution,
  type DashboardSectionContribution,
  type Feature,
  type FeatureDefinition,
  type FlagContribution,
  type SectionContribution,
  type ServiceProvision,
} from '../kernel/feature';
export {
  definePlugin,
  widgetPageManifest,
  type ActionManifest,
  type AreaHeadStart,
  type AreaManifest,
  type AreaStart,
  type AuthorizeContext,
  type DialogManifest,
  type DialogProps,
  type PagePropsWithParams,
  type PluginKind,
  type PluginManifest,
  type PluginModule,
  type PluginProps,
  type TaskKindManifest,
  type TaskStaffProps,
  type TaskViewProps,
  type ToolManifest,
  type WidgetManifest,
  type WidgetPage,
  taskStaffManifest,
} from '../kernel/plugin';
export type { Section } from '../kernel/plugin-registry';
export {
  ConflictingContributionError,
  DuplicatePluginError,
  InvalidFeatureError,
  InvalidManifestError,
  MissingLoaderError,
  MissingServiceError,
  MissingTranslationError,
  PluginLoadError,
  UnknownAlertError,
  UnknownFlagError,
  UnknownPermissionError,
  UnknownPluginError,
  UnknownSectionError,
} from '../kernel/errors';

// The kernel's services: their tokens and the types a feature holds them by.
export type { Kernel } from '../kernel/kernel';
export { TOKENS, createToken, type Token } from '../kernel/tokens';
export { rememberedUnlessFailed } from '../kernel/settled';
export { buildQuery, withQuery, type HttpClient } from '../http/http-client';
export { call, type CallInput } from '../http/call';
export { apiErrorCode } from '../http/api-error';
export { alertInput, STANDARD_ALERT, STICKY_ALERT, type AlertRule, type AlertRules, type RaiseOptions } from '../alerts/alert-catalogue';
export { ALERT_TIMEOUTS, type AlertInput, type AlertType } from '../alerts/alert-types';
export { AlertService } from '../alerts/alert-service';
export { Logger, type LogEntry } from '../logging/logger';
export type { ClientsStore } from '../clients/clients-store';
export { CLIENT_TAX_ID, type ClientTaxIdLabel } from '../kernel/tokens';
export type { FeatureFlags } from '../flags/feature-flags';
export type { ProfileService } from '../profile/profile-service';
export type { SessionStore } from '../session/session-store';
export { STORAGE_KEYS, type TokenStore } from '../session/token-store';

// React bindings: the kernel in a plugin's slot, other plugins' slots, authorisation and titles.
export { KernelProvider, useKernel, useService } from '../kernel/react/kernel-context';
export { PluginSkeleton, PluginSlot, usePluginPrepared } from '../kernel/react/plugin-slot';
export { useAuthorized } from '../kernel/react/use-authorized';
export { useTitles } from '../kernel/react/use-titles';

// Reading data: through the portal's query cache, one client company's data keyed by that client.
export { useClientQuery, type ClientQueryOptions } from '../query/use-client-query';
export {
  useClientInfiniteQuery, useClientPageQueries, type ClientPageReads, type ClientPages, type ClientPagesOptions,
} from '../query/use-client-pages';
export { useSerialWrite, type SerialWrite } from '../query/use-serial-write';
export { useRemoteQuery, type ReadOptions, type Remote, type RemoteState } from '../query/remote-query';

// Pieces a screen uses: the toolkit's dialog frame, core's named dialogs and routes, layout, the client switcher.
export { Dialog } from '../toolkit/dialog/Dialog';
export { FEEDBACK_MODAL, REPORT_ISSUE_MODAL } from '../modals/modal-service';
export { DIAGNOSTICS_ROUTE, WELCOME_DIALOG } from '../platform/names';
export { STICKY_AFTER_PX, useMediaQuery } from '../shell/use-layout';
export { ClientSwitcher } from '../shell/client-switcher/ClientSwitcher';
export { nextTask } from '../kernel/next-task';

// The mobile-app host: where it finds a task, and what a screen tells it (nothing while the host flag is off).
export { MOBILE_TASKS, type MobileTaskLocator } from '../mobile/task-locator';
export { notifyMobileHost } from '../mobile/host-notice';
export { MOBILE_PREFIX } from '../mobile/host-navigation';
export type { OutboundMessages } from '../mobile/messages';

// Formats and languages.
export { formatDate, formatFirmDateTime, formatMonth } from '../i18n/format-date';
export { useFirmDateTime, useFirmTimeZone } from '../theme/use-firm-date-time';
export { SUPPORTED_LANGUAGES, type LanguageTag } from '../i18n/languages';
export { languageEndonym } from '../i18n/language-names';
