import { definePlugin } from '@portico/plugin';

/** The firm's NF-e manifest deadlines, for its administrators, in the firm's workspace (/staff/manifest-deadlines). */
export default definePlugin({
  id: 'br.manifest/deadline-settings',
  kind: 'area',
  audience: 'staff',
  route: 'manifest-deadlines',
  nav: true,
  order: 91,
  icon: 'lock',
  titleKey: 'deadlineSettings.title',
  permissions: ['Firm.Administration'],
  load: () => import('./DeadlineSettings'),
});
