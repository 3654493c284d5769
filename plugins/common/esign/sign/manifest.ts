import { definePlugin } from '@portico/plugin';

/**
 * Spec 000's "show preview before viewer" grant: with it, a signer must open the document before the form to
 * sign it unlocks (docs/switches.md); without it they may sign what the firm's message describes.
 */
export const OPEN_BEFORE_SIGNING_GRANT = 'ClientCenter.ShowPreviewB4CCViewer';

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
