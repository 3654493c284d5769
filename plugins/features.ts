/**
 * Every feature this build knows, one line each (`npm run new -- <ns>.<name> feature` adds its line here).
 * The export name is the feature id in camelCase; the order of the lines does not matter.
 */
export { default as brBoxe } from './br/boxe/feature';
export { default as brCnd } from './br/cnd/feature';
export { default as brDashboard } from './br/dashboard/feature';
export { default as brManifest } from './br/manifest/feature';
export { default as brNews } from './br/news/feature';
export { default as brProtocols } from './br/protocols/feature';
export { default as brReports } from './br/reports/feature';
export { default as brServiceRequests } from './br/service-requests/feature';
export { default as brSupport } from './br/support/feature';
export { default as brTaxCalendar } from './br/tax-calendar/feature';
export { default as coreActions } from './core/actions/feature';
export { default as coreDiagnostics } from './core/diagnostics/feature';
export { default as coreDocuments } from './core/documents/feature';
export { default as coreHelp } from './core/help/feature';
export { default as coreHome } from './core/home/feature';
export { default as coreSupport } from './core/support/feature';
export { default as coreWelcome } from './core/welcome/feature';
