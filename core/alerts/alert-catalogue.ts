import { ALERT_TIMEOUTS, type AlertInput, type AlertType } from './alert-types';

/** How one catalogued alert behaves; its text is the translation "alerts.<key>" of namespace `ns`. */
export interface AlertRule {
  type: AlertType;
  /** Namespace holding the text and the details texts; DEFAULT_ALERT_NAMESPACE when absent. */
  ns?: string;
  closeable: boolean;
  /** Milliseconds, or null: stays until closed. */
  timeout: number | null;
  /** Clickable: the "more details" modal shows the message and item lists. */
  details?: boolean;
  /** Key (in `ns`) of the details modal's message above the items, unless the caller gives one. */
  detailsMsg?: string;
}

const standard = { closeable: true, timeout: ALERT_TIMEOUTS.standard } as const;
const sticky = { closeable: true, timeout: null } as const;
/** The documents plugin owns these texts (public/assets/documents/i18n). */
const documents = { ns: 'documents' } as const;

/** Every alert key of spec 000 §8 and spec 001 with its type, closeable and timeout rules. */
export const ALERT_CATALOGUE = {
  // Clients (spec 000 §8).
  clientListErrorMsg: { type: 'danger', ...sticky },
  clientListSearchError: { type: 'danger', ...standard },
  // Documents: load, delete, upload, select, send, folders (spec 000 §8, folder permission §5).
  documentsRetrieveErrorAlertMsg: { type: 'danger', ...standard, ...documents },
  documentsDeleteGenericError: { type: 'danger', ...sticky, ...documents },
  documentsDeleteErrorCount: { type: 'danger', ...sticky, details: true, detailsMsg: 'alerts.deleteDocumentsErrorMulti', ...documents },
  deleteDocumentsErrorPerms: { type: 'warning', ...sticky, details: true, detailsMsg: 'alerts.deleteDocumentsStaffUploadsModalMsg', ...documents },
  // The details text of documentsDeleteErrorCount; raised on its own it keeps these rules.
  deleteDocumentsErrorMulti: { type: 'danger', ...sticky, ...documents },
  deleteDocumentsSuccessAlertMsg: { type: 'success', closeable: true, timeout: ALERT_TIMEOUTS.deleteSuccess, ...documents },
  uploadDocumentSuccessAlert: { type: 'success', ...standard, ...documents },
  uploadDocumentsSuccessAlert: { type: 'success', ...standard, ...documents },
  // Info when some files made it, danger when none did; decided by uploadFailuresAlert.
  uploadDocumentsFailedWarning: { type: 'danger', ...sticky, details: true, detailsMsg: 'alerts.uploadDocumentsFailedModalMsg', ...documents },
  selectErrorAlertMsg: { type: 'danger', ...standard, ...documents },
  selectMultiDocsErrorAlertMsg: { type: 'danger', ...sticky, details: true, detailsMsg: 'alerts.selectMultiDocsErrorAlertModalMsg', ...documents },
  sendDocsSuccessMsg: { type: 'success', ...standard, ...documents },
  sendDocsErrorMsg: { type: 'danger', ...sticky, ...documents },
  uploadFolderSuccessAlert: { type: 'success', ...standard, ...documents },
  uploadFolderFailAlert: { type: 'danger', ...standard, ...documents },
  folderCreateNotPermitted: { type: 'warning', ...standard, ...documents },
  // Account (spec 000 §5): saving the language needs a PrismGuid.
  'bm.account.service.unableToLoadUser': { type: 'danger', ...sticky },
  profileSaveError: { type: 'danger', ...sticky },
  languageSaveError: { type: 'danger', ...sticky },
  profileSaveSuccess: { type: 'success', ...standard },
  // Report issue submit failure (spec 001 §8).
  servererror: { type: 'danger', ...sticky },
} as const satisfies Record<string, AlertRule>;

export type AlertKey = keyof typeof ALERT_CATALOGUE;

export const DEFAULT_ALERT_NAMESPACE = 'shell';

/** The namespace of a catalogued alert's texts. */
export const alertNamespace = (key: AlertKey): string => (ALERT_CATALOGUE[key] as AlertRule).ns ?? DEFAULT_ALERT_NAMESPACE;

export interface RaiseOptions {
  values?: Record<string, unknown>;
  /** Override of the catalogue type where the spec makes it depend on the outcome. */
  type?: AlertType;
  /** Keys in the alert's own namespace; modalMsg replaces the rule's detailsMsg. */
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
    ns: alertNamespace(key),
    values,
    closeable: rule.closeable,
    timeout: rule.timeout,
    ...(rule.details ? { clickAction: 'details' as const, modalMsg: rule.detailsMsg, ...modal } : {}),
  };
}

/**
 * uploadDocumentsFailedWarning: info when some files succeeded, else danger; lists the failed files.
 * Canceled files count in the total but did not succeed, so the caller may give the succeeded count.
 */
export function uploadFailuresAlert(failedNames: string[], totalCount: number, succeededCount = totalCount - failedNames.length): AlertInput {
  return catalogueAlert('uploadDocumentsFailedWarning', {
    type: succeededCount > 0 ? 'info' : 'danger',
    values: { failedCount: failedNames.length, totalCount },
    modalItems: failedNames,
  });
}
