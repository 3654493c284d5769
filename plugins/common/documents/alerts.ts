import { ALERT_TIMEOUTS, type AlertRules, STANDARD_ALERT, STICKY_ALERT } from '@portico/plugin';

/** The documents feature's id, which is also its translation namespace (texts at "alerts.<key>"). */
export const DOCUMENTS_FEATURE = 'common.documents';

/** The documents alerts of spec 000 §8 (load, delete, upload, select, send, folders; folder permission §5). */
export const DOCUMENT_ALERTS = {
  documentsRetrieveErrorAlertMsg: { type: 'danger', ...STANDARD_ALERT },
  documentsDeleteGenericError: { type: 'danger', ...STICKY_ALERT },
  documentsDeleteErrorCount: { type: 'danger', ...STICKY_ALERT, details: true, detailsMsg: 'alerts.deleteDocumentsErrorMulti' },
  deleteDocumentsErrorPerms: { type: 'warning', ...STICKY_ALERT, details: true, detailsMsg: 'alerts.deleteDocumentsStaffUploadsModalMsg' },
  // The details text of documentsDeleteErrorCount; raised on its own it keeps these rules.
  deleteDocumentsErrorMulti: { type: 'danger', ...STICKY_ALERT },
  deleteDocumentsSuccessAlertMsg: { type: 'success', closeable: true, timeout: ALERT_TIMEOUTS.deleteSuccess },
  uploadDocumentSuccessAlert: { type: 'success', ...STANDARD_ALERT },
  uploadDocumentsSuccessAlert: { type: 'success', ...STANDARD_ALERT },
  // Info when some files made it, danger when none did; decided by uploadFailuresAlert.
  uploadDocumentsFailedWarning: { type: 'danger', ...STICKY_ALERT, details: true, detailsMsg: 'alerts.uploadDocumentsFailedModalMsg' },
  selectErrorAlertMsg: { type: 'danger', ...STANDARD_ALERT },
  selectMultiDocsErrorAlertMsg: { type: 'danger', ...STICKY_ALERT, details: true, detailsMsg: 'alerts.selectMultiDocsErrorAlertModalMsg' },
  // One message per reason a file is refused before sending (issue 16): counted, kept until read, the files listed.
  uploadRefusedEmpty: { type: 'danger', ...STICKY_ALERT, details: true, detailsMsg: 'alerts.uploadRefusedListTitle' },
  uploadRefusedLarge: { type: 'danger', ...STICKY_ALERT, details: true, detailsMsg: 'alerts.uploadRefusedListTitle' },
  uploadRefusedType: { type: 'danger', ...STICKY_ALERT, details: true, detailsMsg: 'alerts.uploadRefusedListTitle' },
  restoreDocumentsSuccess: { type: 'success', ...STANDARD_ALERT },
  restoreDocumentsError: { type: 'danger', ...STICKY_ALERT },
  folderRenameSuccess: { type: 'success', ...STANDARD_ALERT },
  folderDeleteSuccess: { type: 'success', ...STANDARD_ALERT },
  sendDocsSuccessMsg: { type: 'success', ...STANDARD_ALERT },
  sendDocsErrorMsg: { type: 'danger', ...STICKY_ALERT },
  uploadFolderSuccessAlert: { type: 'success', ...STANDARD_ALERT },
  uploadFolderFailAlert: { type: 'danger', ...STANDARD_ALERT },
  folderCreateNotPermitted: { type: 'warning', ...STANDARD_ALERT },
} as const satisfies AlertRules;

export type DocumentAlertKey = keyof typeof DOCUMENT_ALERTS;
