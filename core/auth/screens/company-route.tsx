import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Redirect, useParams } from 'wouter';
import type { Kernel } from '@portico/kernel/kernel';
import { useKernel } from '@portico/kernel/react/kernel-context';
import { TOKENS } from '@portico/kernel/tokens';

/** The company route's guard (spec 000 §5): the id must contain a digit. */
export const isCompanyId = (value: string | undefined): value is string => value !== undefined && /\d/.test(value);

/**
 * /company/{companyId}: enters that linked account (spec 000 §2): the session's company and contact become
 * the account's, its theme and clients load, then '/'. An id that is not one of the user's accounts, or has
 * no digit, goes to '/' and changes nothing.
 */
export function CompanyRoute() {
  const { t } = useTranslation('auth');
  const { companyId } = useParams<{ companyId: string }>();
  const kernel = useKernel();
  const valid = isCompanyId(companyId);
  const [done, setDone] = useState(!valid);

  useEffect(() => {
    if (!valid) return;
    let live = true;
    void enterCompany(kernel, Number(companyId.replace(/\D/g, '')))
      .catch((error: unknown) => kernel.get(TOKENS.Logger).warn('auth', 'Company load failed', error))
      .finally(() => live && setDone(true));
    return () => { live = false; };
  }, [kernel, companyId, valid]);

  if (done) return <Redirect to="/" replace />;
  return <p role="status">{t('company.loading')}</p>;
}

async function enterCompany(kernel: Kernel, id: number): Promise<void> {
  const profile = kernel.get(TOKENS.Profile);
  if (!profile.state.accounts.length) await profile.loadAccounts();
  const account = profile.state.accounts.find((a) => a.companyId === id);
  if (!account) {
    kernel.get(TOKENS.Logger).warn('auth', `Company ${id} is not one of this user's accounts`);
    return;
  }
  kernel.get(TOKENS.Session).enterAccount(account.companyId, account.contactId);
  const includeNickname = kernel.get(TOKENS.Permissions).hasControl('ClientCenterShowClientNickname');
  await Promise.all([
    kernel.get(TOKENS.Theme).load(id),
    kernel.get(TOKENS.Clients).load({ companyId: id, includeNickname }),
  ]);
}
