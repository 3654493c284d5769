import { ALERT_TIMEOUTS, type AlertInput, type AlertType } from './alert-types';

/** How one catalogued alert behaves; the text is the translation "alerts.<key>" of the "shell" namespace. */
export interface AlertRule {
  type: AlertType;
  closeable: boolean;
  /** Milliseconds, or null: stays until closed. */
  timeout: number | null;
  /** Clickable: the "more details" modal shows the message and item lists. */
  details?: boolean;
}

const standard = { closeable: true, timeout: ALERT_TIMEOUTS.standard } as const;
const sticky = { closeable: true, timeout: null } as const;

/** Every alert key of spec 000 §8 and spec 001 with its type, closeable and timeout rules. */
export const ALERT_CATALOGUE = {
  // Clients (spec 000 §8).
  clientListErrorMsg: { type: 'danger', ...sticky },
  clientListSearchError: { type: 'danger', ...standard },
  // Documents: load, delete, upload, select, send, folders (spec 000 §8).
  documentsRetrieveErrorAlertMsg: { type: 'danger', ...standard },
  documentsDeleteGenericError: { type: 'danger', ...sticky },
  documentsDeleteErrorCount: { type: 'danger', ...sticky },
  deleteDocumentsErrorPerms: { type: 'warning', ...sticky },
  deleteDocumentsErrorMulti: { type: 'danger', ...sticky },
  deleteDocumentsSuccessAlertMsg: { type: 'success', closeable: true, timeout: ALERT_TIMEOUTS.deleteSuccess },
  uploadDocumentSuccessAlert: { type: 'success', ...standard },
  uploadDocumentsSuccessAlert: { type: 'success', ...standard },
  // Info when some files made it, danger when none did; decided by raiseUploadFailures.
  uploadDocumentsFailedWarning: { type: 'danger', ...sticky, details: true },
  selectErrorAlertMsg: { type: 'danger', ...standard },
  selectMultiDocsErrorAlertMsg: { type: 'danger', ...sticky, details: true },
  sendDocsSuccessMsg: { type: 'success', ...standard },
  sendDocsErrorMsg: { type: 'danger', ...sticky },
  uploadFolderSuccessAlert: { type: 'success', ...standard },
  uploadFolderFailAlert: { type: 'danger', ...standard },
  folderCreateNotPermitted: { type: 'warning', ...standard },
  // Account (spec 000 §5): saving the language needs a PrismGuid.
  'bm.account.service.unableToLoadUser': { type: 'danger', ...sticky },
  profileSaveError: { type: 'danger', ...sticky },
  languageSaveError: { type: 'danger', ...sticky },
  profileSaveSuccess: { type: 'success', ...standard },
  // Report issue submit failure (spec 001 §8).
  servererror: { type: 'danger', ...sticky },
} as const satisfies Record<string, AlertRule>;

export type AlertKey = keyof typeof ALERT_CATALOGUE;

export const ALERT_NAMESPACE = 'shell';

export interface RaiseOptions {
  values?: Record<string, unknown>;
  /** Override of the catalogue type where the spec makes it depend on the outcome. */
  type?: AlertType;
  modalMsg?: string;
  modalItems?: string[];
  modalMsgLower?: string;
  modalItemsLower?: string[];
}

/** Builds the AlertService input of a catalogued alert. */
export function catalogueAlert(key: AlertKey, options: RaiseOptions = {}): AlertInput {
  const rule: AlertRule = ALERT_CATALOGUE[key];
  const { values, type, ...modal } = options;
  return {
    type: type ?? rule.type,
    msg: `alerts.${key}`,
    ns: ALERT_NAMESPACE,
    values,
    closeable: rule.closeable,
    timeout: rule.timeout,
    ...(rule.details ? { clickAction: 'details' as const, ...modal } : {}),
  };
}

/** uploadDocumentsFailedWarning: info when some files succeeded, else danger; lists the failed names. */
export function uploadFailuresAlert(failedNames: string[], totalCount: number): AlertInput {
  return catalogueAlert('uploadDocumentsFailedWarning', {
    type: failedNames.length < totalCount ? 'info' : 'danger',
    values: { failedCount: failedNames.length, totalCount },
    modalMsg: 'alerts.uploadDocumentsFailedModalMsg',
    modalItems: failedNames,
  });
}
