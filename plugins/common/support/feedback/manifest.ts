import { definePlugin, FEEDBACK_MODAL } from '@portico/plugin';

/** Spec 001 "Modals": happy or sad and a message; the help menu opens it when feedbackRequest is on. */
export const feedback = definePlugin({
  id: 'common.support/feedback',
  kind: 'dialog',
  dialog: FEEDBACK_MODAL,
  titleKey: 'feedback.title',
  flags: ['feedbackRequest'],
  load: () => import('./FeedbackDialog'),
});
