import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Redirect, useSearch } from 'wouter';
import { CORE_ROUTES as ROUTES } from '@portico/contract/routes';
import type { TermsCheckResponse } from '@portico/contract/terms';
import { useKernel } from '@portico/kernel/react/kernel-context';
import { useSettled } from '@portico/kernel/react/use-settled';
import { TOKENS } from '@portico/kernel/tokens';
import { call } from '../../http/call';
import { useSiteName } from '../../platform/document-meta';
import { TERMS_PAGE } from '../../platform/names';
import { BootSplash } from '../../platform/screens/BootSplash';
import { useRemoteQuery } from '../../query/remote-query';
import { AUTH_EVENTS, safeReturnPath } from '../auth-storage';
import { isMobileDevice, raiseNativeEvent } from '../device';
import { termsApply, termsCheck } from '../terms-check';

/** Terms are due when the firm intercepts, terms exist, and this user has not signed them. */
export const termsDue = (check: TermsCheckResponse) => check.intercepted && check.terms && !check.signatory;

/**
 * Terms guard (spec 000 §4): a due signature redirects to /terms-and-conditions?r=…; on a mobile device the
 * native terms-required event is raised instead and navigation stays blocked. The terms are the clients': the
 * firm's staff (not previewing a client) are never sent through them.
 */
export function TermsGuard({ children }: { children: ReactNode }) {
  const { t } = useTranslation('auth');
  const kernel = useKernel();
  const epoch = kernel.get(TOKENS.Session).state.epoch;
  // A preview shows the portal as the client sees it, terms included.
  const client = termsApply(kernel);
  // The entry asked for the check when the session arrived: an answer already here shows in this render.
  const check = useMemo(() => (client ? termsCheck(kernel) : undefined), [kernel, epoch, client]);
  const outcome = useSettled(check);

  const due = outcome?.status === 'fulfilled' && termsDue(outcome.value);
  const mobile = due && isMobileDevice();
  useEffect(() => {
    if (mobile) raiseNativeEvent(AUTH_EVENTS.termsRequired);
  }, [mobile]);

  if (!client) return <>{children}</>;
  if (!outcome) return <BootSplash label={t('terms.loading')} />;
  if (!due) return <>{children}</>;
  if (mobile) return <p role="status" className="terms-blocked">{t('terms.intro')}</p>;
  const r = `${location.pathname}${location.search}`;
  return <Redirect to={`${TERMS_PAGE}?${new URLSearchParams({ r })}`} replace />;
}

/**
 * /terms-and-conditions: the firm's current terms and the acceptance, then back to r; or the decline, which signs
 * out (nothing is recorded: the terms are asked again at the next sign-in).
 */
export function TermsPage() {
  const { t, i18n } = useTranslation('auth');
  const kernel = useKernel();
  const http = kernel.get(TOKENS.Http);
  const site = useSiteName();
  const r = safeReturnPath(new URLSearchParams(useSearch()).get('r')) ?? '/';
  const text = useRemoteQuery(['core.terms', 'text', i18n.language], (signal) => call(http, ROUTES.getTermsText, { query: { language: i18n.language } }, { signal }));
  const terms = text.status === 'loaded' ? text.data : text.status === 'failed' ? 'failed' : null;
  const [acceptFailed, setAcceptFailed] = useState(false);

  const accept = async (version: string) => {
    setAcceptFailed(false);
    try {
      await call(http, ROUTES.postTermsAccept, { body: { version } });
      location.assign(r);
    } catch {
      setAcceptFailed(true);
    }
  };

  return (
    <section className="terms-page">
      <h1>{t('terms.title')}</h1>
      {terms === null && <p role="status">{t('terms.loading')}</p>}
      {terms === 'failed' && <p role="alert" className="auth-error">{t('terms.loadError')}</p>}
      {terms && terms !== 'failed' && (
        <>
          <p>{t('terms.intro')}</p>
          <article className="terms-text" aria-label={terms.title}>
            <h2>{terms.title}</h2>
            <p className="terms-version">{t('terms.version', { version: terms.version })}</p>
            {terms.body.split(/\n{2,}/).map((paragraph, i) => <p key={i}>{paragraph}</p>)}
          </article>
          {acceptFailed && <p role="alert" className="auth-error">{t('terms.acceptError')}</p>}
          <p className="terms-decline-note" id="terms-decline-note">{t('terms.declineNote', { site })}</p>
          <div className="terms-actions">
            <button type="button" className="auth-button" onClick={() => void accept(terms.version)}>
              {t('terms.accept')}
            </button>
            <button type="button" className="auth-button secondary" aria-describedby="terms-decline-note"
              onClick={() => void kernel.get(TOKENS.SignOut).signOut()}>
              {t('terms.decline')}
            </button>
          </div>
        </>
      )}
    </section>
  );
}
