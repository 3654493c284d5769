import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Redirect, useParams } from 'wouter';
import { useKernel } from '@portico/kernel/react/kernel-context';
import { TOKENS } from '@portico/kernel/tokens';

/** The company route's guard (spec 000 §5): the id must contain a digit. */
export const isCompanyId = (value: string | undefined): value is string => value !== undefined && /\d/.test(value);

/** /company/{companyId}: sets the company, waits for its clients to load, then goes to '/'; a bad id goes to '/'. */
export function CompanyRoute() {
  const { t } = useTranslation('auth');
  const { companyId } = useParams<{ companyId: string }>();
  const kernel = useKernel();
  const valid = isCompanyId(companyId);
  const [done, setDone] = useState(!valid);

  useEffect(() => {
    if (!valid) return;
    let live = true;
    const clients = kernel.get(TOKENS.Clients);
    const includeNickname = kernel.get(TOKENS.Permissions).hasControl('ClientCenterShowClientNickname');
    clients.load({ companyId: Number(companyId.replace(/\D/g, '')), includeNickname })
      .catch((error: unknown) => kernel.get(TOKENS.Logger).warn('auth', 'Company load failed', error))
      .finally(() => live && setDone(true));
    return () => { live = false; };
  }, [kernel, companyId, valid]);

  if (done) return <Redirect to="/" replace />;
  return <p role="status">{t('company.loading')}</p>;
}
