import { definePlugin } from '@portico/plugin';

/** The firm publishes its clients' filing receipts: the staff workspace at /staff/protocols. */
export default definePlugin({
  id: 'br.protocols/staff',
  kind: 'area',
  audience: 'staff',
  route: 'protocols',
  nav: true,
  order: 40,
  icon: 'storedDocumentsProtocols',
  titleKey: 'staff.title',
  load: () => import('./StaffProtocols'),
});
