import { definePlugin } from '@portico/plugin';

/** The firm's documents, in the staff workspace at /staff/client-documents (the route is unique across the catalog, the client area being /documents). */
export default definePlugin({
  id: 'common.documents/staff',
  kind: 'area',
  audience: 'staff',
  route: 'client-documents',
  nav: true,
  order: 20,
  icon: 'documents',
  titleKey: 'staff.title',
  load: () => import('./StaffDocuments'),
});
