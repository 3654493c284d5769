import { definePlugin } from '@portico/plugin';
import { TASK_SWITCHES } from '../switches';

/** The document request, the first task kind: the firm names items, the client uploads into each or says why not. */
export default definePlugin({
  id: 'common.tasks/document-request',
  kind: 'task',
  taskKind: 'document-request',
  route: 'document-request',
  icon: 'documents',
  titleKey: 'documentRequest.title',
  // ClientCenterHideDocRequestTask hides them from clients; the firm's staff keep asking for documents.
  authorize: ({ permissions }) => permissions.isStaff || !permissions.hasControl(TASK_SWITCHES.hideDocRequest),
  load: () => import('./DocumentRequestView'),
  staff: () => import('./DocumentRequestStaff'),
});
