import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import { useKernel } from '@portico/kernel/react/kernel-context';
import { TOKENS } from '@portico/kernel/tokens';
import { BootSplash } from '../../platform/screens/BootSplash';
import { useAuth } from '../use-auth';
import { AUTH_KEYS } from '../auth-storage';
import { useSiteName } from '../../platform/document-meta';
import { AuthScreen } from './AuthScreen';

/**
 * /auth: without code and state it starts the sign-in at the identity provider (r is kept for the way back);
 * with them it finishes the sign-in and lands on r or '/'. Reached again while signed in (Back, Forward, a
 * bookmark), it goes to the portal: a provider's answer is never used twice (that would end the session).
 */
export function SignInPage() {
  const { t } = useTranslation('auth');
  const auth = useAuth();
  const params = new URLSearchParams(useSearch());
  const code = params.get('code');
  const state = params.get('state');
  const [failed, setFailed] = useState(false);
  const ran = useRef(false);
  const signedIn = Boolean(useKernel().get(TOKENS.Tokens).longToken);
  const site = useSiteName();

  const start = () => {
    setFailed(false);
    auth.startSignIn(params.get('r') ?? sessionStorage.getItem(AUTH_KEYS.returnTo)).catch(() => setFailed(true));
  };

  useEffect(() => {
    if (ran.current) return;
    ran.current = true;
    if (signedIn) {
      location.replace('/');
    } else if (code && state) {
      auth.completeAuthCode({ code, state, iss: params.get('iss') }).catch(() => setFailed(true));
    } else {
      start();
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (failed) {
    return (
      <AuthScreen title={t('signIn.title', { site })}>
        <p role="alert">{t('signIn.startFailed')}</p>
        <button type="button" className="auth-button" onClick={start}>
          {t('signIn.button')}
        </button>
      </AuthScreen>
    );
  }
  return <BootSplash label={code ? t('signIn.completing') : t('signIn.starting')} />;
}
