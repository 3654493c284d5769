import { definePlugin } from '@portico/plugin';

/** Firm settings: the administrators' screen at /staff/settings (theme, sign-in page, support, help links). */
export default definePlugin({
  id: 'common.firm-settings/area',
  kind: 'area',
  audience: 'staff',
  route: 'settings',
  nav: true,
  order: 90,
  icon: 'actions',
  titleKey: 'area.title',
  permissions: ['Firm.Administration'],
  load: () => import('./SettingsArea'),
});
