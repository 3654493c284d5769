import { definePlugin } from '@portico/plugin';

/** The client companies' A1 certificates, uploaded by the firm's staff in its workspace (/staff/client-certificates). */
export default definePlugin({
  id: 'br.manifest/certificates',
  kind: 'area',
  audience: 'staff',
  route: 'client-certificates',
  nav: true,
  order: 90,
  icon: 'lock',
  titleKey: 'certificates.title',
  load: () => import('./ClientCertificates'),
});
