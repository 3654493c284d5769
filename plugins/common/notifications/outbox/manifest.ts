import { definePlugin } from '@portico/plugin';

/** The firm's e-mails, sent, queued and failed, at /staff/outbox: its administrators'. */
export default definePlugin({
  id: 'common.notifications/outbox',
  kind: 'area',
  audience: 'staff',
  route: 'outbox',
  nav: true,
  order: 95,
  icon: 'actions',
  titleKey: 'outboxTitle',
  permissions: ['Firm.Administration'],
  load: () => import('./OutboxPage'),
});
