import { definePlugin } from '@portico/plugin';

/** The firm records its clients' certificates of good standing: the staff workspace at /staff/certificates. */
export default definePlugin({
  id: 'br.cnd/staff',
  kind: 'area',
  audience: 'staff',
  route: 'certificates',
  nav: true,
  order: 41,
  titleKey: 'staff.title',
  load: () => import('./StaffCertificates'),
});
