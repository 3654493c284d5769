import { definePlugin, WELCOME_DIALOG } from '@portico/plugin';
import { WELCOME_API, type WelcomeStateBody } from './names';

/** Spec 000 §6 switch that turns the welcome dialog off for a firm. */
export const HIDE_WELCOME_MODAL = 'ClientCenterHideWelcomeModal';

/**
 * The welcome dialog, opened by the shell on a client user's first visit: not in a staff preview (the staff
 * member is not the person being welcomed), not when the switch hides it, not once the user has dismissed it
 * (remembered on the server, so on any device).
 */
export default definePlugin({
  id: 'common.welcome/dialog',
  kind: 'dialog',
  dialog: WELCOME_DIALOG,
  titleKey: 'title',
  authorize: async ({ permissions, session, http }) => {
    await session.whenSettled();
    if (!permissions.isClient || session.isEmulated || permissions.hasControl(HIDE_WELCOME_MODAL)) return false;
    return (await http.get<WelcomeStateBody>(WELCOME_API.me)).seenAt === null;
  },
  load: () => import('./WelcomeDialog'),
});
