import { defineFeature } from '@portico/plugin';
import dialog, { HIDE_WELCOME_MODAL } from './manifest';

/** The welcome dialog of a user's first visit (spec 000 §6 ClientCenterHideWelcomeModal). */
export default defineFeature({
  id: 'common.welcome',
  plugins: [dialog],
  permissions: [HIDE_WELCOME_MODAL],
});
