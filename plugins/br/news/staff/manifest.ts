import { definePlugin } from '@portico/plugin';

/**
 * The firm's publishing, /staff/news: its articles and their editor. The editor library comes with the area's
 * own chunk, so no client's page ever loads it.
 */
export default definePlugin({
  id: 'br.news/staff',
  kind: 'area',
  audience: 'staff',
  route: 'news',
  nav: true,
  titleKey: 'staff.title',
  load: () => import('./StaffNews'),
});
