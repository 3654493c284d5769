import { definePlugin } from '@portico/plugin';

/** The e-signature task kind: the client's contacts read a PDF the firm sent and sign it, or decline with a reason. */
export default definePlugin({
  id: 'common.esign/sign',
  kind: 'task',
  taskKind: 'e-signature',
  route: 'e-signature',
  icon: 'documents',
  titleKey: 'sign.title',
  // ClientCenterHideEsignTask (declared by common.tasks) hides them from clients; the firm's staff keep sending documents to sign.
  authorize: ({ permissions }) => permissions.isStaff || !permissions.hasControl('ClientCenterHideEsignTask'),
  load: () => import('./SignView'),
  staff: () => import('./SignStaff'),
});
