import { definePlugin } from '@portico/plugin';

/** The name the no-access-permission dialog opens by; props: `{ actionType }`. */
export const NO_ACCESS_PERMISSION_DIALOG = 'no-access-permission';
/** The name the small action-type dialog opens by; props: `{ actionType, returnTo? }`. */
export const ACTION_MODAL_DIALOG = 'action-modal';

/** Spec 001 "Modals": title, a description per action type, OK. */
export const noAccessPermission = definePlugin({
  id: 'common.actions/no-access-permission',
  kind: 'dialog',
  dialog: NO_ACCESS_PERMISSION_DIALOG,
  titleKey: 'noAccess.title',
  load: () => import('./NoAccessPermissionDialog'),
});

/** Spec 001 "Modals": a small, scrollable modal with a backdrop showing the action a caller names; closing returns to /actions. */
export const actionModal = definePlugin({
  id: 'common.actions/action-modal',
  kind: 'dialog',
  dialog: ACTION_MODAL_DIALOG,
  titleKey: 'actionModal.title',
  load: () => import('./ActionModal'),
});
