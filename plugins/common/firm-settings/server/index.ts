import { defineServerFeature } from '@portico/plugin-server';
import * as migration from './migrations/0300_firm_settings';
import { firmSettingsRoutes } from './routes';

/**
 * Firm settings's server module: its administrators' routes; its migration runs in every variant. Other
 * features read what a firm set through the exports below.
 */
export default defineServerFeature({
  id: 'common.firm-settings',
  routes: firmSettingsRoutes,
  migrations: { '0300_firm_settings': migration },
  tables: ['firm_settings', 'firm_settings_images'],
});

export { readSupport as firmSupportSettings } from './settings-store';
export { clientQuotaBytes } from './quota';
