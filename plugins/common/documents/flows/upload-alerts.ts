import { alertInput, type AlertInput } from '@portico/plugin';
import { DOCUMENT_ALERTS, DOCUMENTS_FEATURE } from '../alerts';

/**
 * uploadDocumentsFailedWarning: info when some files succeeded, else danger; lists the failed files.
 * Canceled files count in the total but did not succeed, so the caller may give the succeeded count.
 */
export function uploadFailuresAlert(failedNames: string[], totalCount: number, succeededCount = totalCount - failedNames.length): AlertInput {
  return alertInput('uploadDocumentsFailedWarning', DOCUMENT_ALERTS.uploadDocumentsFailedWarning, DOCUMENTS_FEATURE, {
    type: succeededCount > 0 ? 'info' : 'danger',
    values: { failedCount: failedNames.length, totalCount, count: totalCount },
    modalItems: failedNames,
  });
}
