import { definePlugin } from '@portico/plugin';

/** /staff/api-keys, for the firm's administrators only (the server refuses anyone else too). */
export default definePlugin({
  id: 'common.api-keys/area',
  kind: 'area',
  audience: 'staff',
  route: 'api-keys',
  nav: true,
  order: 90,
  titleKey: 'title',
  permissions: ['Firm.Administration'],
  load: () => import('./ApiKeysPage'),
});
