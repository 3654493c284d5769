import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { useKernel } from '@portico/kernel/react/kernel-context';
import { TOKENS } from '@portico/kernel/tokens';

/**
 * Linked-account selector (spec 000 §2; shown from 750 px by CSS, hidden in preview): the firms the user
 * belongs to; the current one matches the session's company. Choosing another enters it through the
 * company/{companyId} sign-in route.
 */
export function LinkedAccounts({ go = (path: string) => location.assign(path) }: { go?: (path: string) => void }) {
  const { t } = useTranslation('shell');
  const kernel = useKernel();
  const { accounts } = useSnapshot(kernel.get(TOKENS.Profile).state);
  useSnapshot(kernel.get(TOKENS.Session).state);
  const selectId = useId();
  const companyId = kernel.get(TOKENS.Session).info?.bindings.ApplicationConfiguration.CompanyId ?? null;
  // One account is the firm the brand beside it already names: nothing to choose, nothing to repeat.
  if (accounts.length <= 1) return null;
  const current = accounts.find((a) => a.companyId === companyId) ?? accounts[0]!;
  return (
    <div className="linked-accounts">
      <label htmlFor={selectId} className="linked-accounts-label">
        {t('accounts.label')}
      </label>
      <select
        id={selectId}
        value={String(current.companyId)}
        onChange={(event) => {
          if (Number(event.target.value) !== current.companyId) go(`/company/${event.target.value}`);
        }}
      >
        {accounts.map((account) => (
          <option key={account.companyId} value={String(account.companyId)}>
            {account.companyName}
          </option>
        ))}
      </select>
    </div>
  );
}
