import { useTranslation } from 'react-i18next';
import { useService } from '../kernel/react/kernel-context';
import { TOKENS } from '../kernel/tokens';
import { REPORT_ISSUE_MODAL } from './modals/modal-service';

/** In preview the help dropdown gives way to this button; the report-issue dialog registers by name. */
export function ReportIssueButton() {
  const { t } = useTranslation('shell');
  const modals = useService(TOKENS.Modals, 'ReportIssueButton');
  return (
    <button type="button" className="header-button report-issue" aria-haspopup="dialog" onClick={() => modals.openNamed(REPORT_ISSUE_MODAL)}>
      {t('reportIssue.button')}
    </button>
  );
}
