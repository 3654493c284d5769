import { definePlugin, REPORT_ISSUE_MODAL } from '@portico/plugin';

/** Spec 001 "Modals": description → confirmation (live chat or e-mail) → start-chat; the shell's button opens it. */
export const reportIssue = definePlugin({
  id: 'common.support/report-issue',
  kind: 'dialog',
  dialog: REPORT_ISSUE_MODAL,
  titleKey: 'reportIssue.title',
  load: () => import('./ReportIssueDialog'),
});
