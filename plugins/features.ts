/**
 * Every feature this build knows, one line each: its id and its feature.ts, which loads only when the variant
 * enables the feature (`npm run new -- <ns>.<name> feature` adds its line). The export name is the id in
 * camelCase; the order of the lines does not matter.
 */
import { lazyFeature } from './feature-loader';

export const brBoxe = lazyFeature('br.boxe', () => import('./br/boxe/feature'));
export const brCnd = lazyFeature('br.cnd', () => import('./br/cnd/feature'));
export const brDashboard = lazyFeature('br.dashboard', () => import('./br/dashboard/feature'));
export const commonDashboard = lazyFeature('common.dashboard', () => import('./common/dashboard/feature'));
export const brManifest = lazyFeature('br.manifest', () => import('./br/manifest/feature'));
export const brNews = lazyFeature('br.news', () => import('./br/news/feature'));
export const brProtocols = lazyFeature('br.protocols', () => import('./br/protocols/feature'));
export const brReports = lazyFeature('br.reports', () => import('./br/reports/feature'));
export const brServiceRequests = lazyFeature('br.service-requests', () => import('./br/service-requests/feature'));
export const brKit = lazyFeature('br.kit', () => import('./br/kit/feature'));
export const brTaxCalendar = lazyFeature('br.tax-calendar', () => import('./br/tax-calendar/feature'));
export const commonActions = lazyFeature('common.actions', () => import('./common/actions/feature'));
export const commonApiKeys = lazyFeature('common.api-keys', () => import('./common/api-keys/feature'));
export const commonDiagnostics = lazyFeature('common.diagnostics', () => import('./common/diagnostics/feature'));
export const commonDocuments = lazyFeature('common.documents', () => import('./common/documents/feature'));
export const commonHelp = lazyFeature('common.help', () => import('./common/help/feature'));
export const commonHome = lazyFeature('common.home', () => import('./common/home/feature'));
export const commonSupport = lazyFeature('common.support', () => import('./common/support/feature'));
export const commonWelcome = lazyFeature('common.welcome', () => import('./common/welcome/feature'));
export const commonFirmClients = lazyFeature('common.firm-clients', () => import('./common/firm-clients/feature'));
export const commonFirmSettings = lazyFeature('common.firm-settings', () => import('./common/firm-settings/feature'));
export const commonTasks = lazyFeature('common.tasks', () => import('./common/tasks/feature'));
export const commonNotifications = lazyFeature('common.notifications', () => import('./common/notifications/feature'));
export const commonEsign = lazyFeature('common.esign', () => import('./common/esign/feature'));
export const commonInvoices = lazyFeature('common.invoices', () => import('./common/invoices/feature'));
export const commonQuestionnaires = lazyFeature('common.questionnaires', () => import('./common/questionnaires/feature'));
export const commonActivity = lazyFeature('common.activity', () => import('./common/activity/feature'));
