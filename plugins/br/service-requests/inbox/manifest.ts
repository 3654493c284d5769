import { definePlugin } from '@portico/plugin';

/** The firm's requests inbox, a staff area at /staff/inbox (docs/plugins.md, "The firm's workspace"). */
export default definePlugin({
  id: 'br.service-requests/inbox',
  kind: 'area',
  audience: 'staff',
  route: 'inbox',
  nav: true,
  icon: 'entries',
  titleKey: 'inbox.title',
  load: () => import('./InboxArea'),
});
