import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { useKernel } from '@portico/kernel/react/kernel-context';
import { TOKENS } from '@portico/kernel/tokens';

/**
 * Linked-account selector (spec 000 §2; shown from 750 px by CSS, hidden in preview): the firms the user
 * belongs to; the current one matches the session's contact. Choosing another enters it through the
 * company/{companyId} sign-in route.
 */
export function LinkedAccounts({ go = (path: string) => location.assign(path) }: { go?: (path: string) => void }) {
  const { t } = useTranslation('shell');
  const kernel = useKernel();
  const { accounts } = useSnapshot(kernel.get(TOKENS.Profile).state);
  useSnapshot(kernel.get(TOKENS.Session).state);
  const selectId = useId();
  const { CompanyId, ContactId } = kernel.get(TOKENS.Session).info?.bindings.ApplicationConfiguration ?? { CompanyId: null, ContactId: null };
  // One account is the firm the brand beside it already names: nothing to choose, nothing to repeat.
  if (accounts.length <= 1) return null;
  // The current account is the one matching the session's contact (spec 000 §5), else its company. Options are
  // told apart by position: one company may hold two of the user's contacts.
  const byContact = accounts.findIndex((a) => ContactId !== null && a.contactId === ContactId);
  const current = byContact >= 0 ? byContact : Math.max(0, accounts.findIndex((a) => a.companyId === CompanyId));
  return (
    <div className="linked-accounts">
      <label htmlFor={selectId} className="linked-accounts-label">
        {t('accounts.label')}
      </label>
      <select
        id={selectId}
        value={String(current)}
        onChange={(event) => {
          const chosen = accounts[Number(event.target.value)];
          if (chosen && Number(event.target.value) !== current) go(`/company/${chosen.companyId}`);
        }}
      >
        {accounts.map((account, index) => (
          <option key={`${account.companyId}:${account.contactId}`} value={String(index)}>
            {account.companyName}
          </option>
        ))}
      </select>
    </div>
  );
}
