import { useTranslation } from 'react-i18next';
import { useService } from '@portico/kernel/react/kernel-context';
import { TOKENS } from '@portico/kernel/tokens';
import { Icon } from '@portico/toolkit/icons/icons';
import { REPORT_ISSUE_MODAL } from '../modals/modal-service';
import { useDialogAvailable } from '../modals/use-dialog';

/**
 * In preview the help dropdown gives way to this button; it shows only when a report-issue dialog exists. Under
 * 601 px it is its icon, named by its hidden text, so the firm's name keeps its room in the header.
 */
export function ReportIssueButton() {
  const { t } = useTranslation('shell');
  const modals = useService(TOKENS.Modals, 'ReportIssueButton');
  if (!useDialogAvailable(REPORT_ISSUE_MODAL)) return null;
  return (
    <button type="button" className="header-button report-issue" aria-haspopup="dialog" onClick={() => modals.openNamed(REPORT_ISSUE_MODAL)}>
      <Icon name="warn" className="header-button-icon" />
      <span className="header-button-label">{t('reportIssue.button')}</span>
    </button>
  );
}
