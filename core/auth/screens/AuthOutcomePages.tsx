import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useHistoryState } from 'wouter/use-browser-location';
import { useAuth } from '../use-auth';
import { AuthScreen } from './AuthScreen';

/** /auth/mfa-required: the provider's location (navigation state) is where the second factor is set up. */
export function MfaRequiredPage() {
  const { t } = useTranslation('auth');
  const location = (useHistoryState<{ location?: string | null } | null>() ?? {}).location;
  return (
    <AuthScreen title={t('mfaRequired.title')}>
      <p>{t('mfaRequired.body')}</p>
      {location && (
        <a className="auth-button" href={location}>
          {t('mfaRequired.continue')}
        </a>
      )}
      <Link className="auth-link" href="/auth">
        {t('mfaRequired.back')}
      </Link>
    </AuthScreen>
  );
}

export function FirmLockedPage() {
  const { t } = useTranslation('auth');
  return (
    <AuthScreen title={t('firmLocked.title')}>
      <p>{t('firmLocked.body')}</p>
      <Link className="auth-link" href="/auth">
        {t('firmLocked.back')}
      </Link>
    </AuthScreen>
  );
}

export function SignInErrorPage() {
  const { t } = useTranslation('auth');
  return (
    <AuthScreen title={t('signinError.title')}>
      <p>{t('signinError.body')}</p>
      <Link className="auth-button" href="/auth">
        {t('signinError.retry')}
      </Link>
    </AuthScreen>
  );
}

export function NotAuthorizedPage() {
  const { t } = useTranslation('auth');
  const auth = useAuth();
  return (
    <AuthScreen title={t('notAuthorized.title')}>
      <p>{t('notAuthorized.body')}</p>
      <button type="button" className="auth-button" onClick={() => void auth.logout()}>
        {t('notAuthorized.signOut')}
      </button>
    </AuthScreen>
  );
}

/** /auth/logout and the regional logout paths. */
export function LogoutPage() {
  const { t } = useTranslation('auth');
  const auth = useAuth();
  const ran = useRef(false);
  useEffect(() => {
    if (ran.current) return;
    ran.current = true;
    void auth.logout({ returnTo: new URLSearchParams(location.search).get('r') });
  }, [auth]);
  return (
    <AuthScreen title={t('logout.inProgress')} busy>
      <p role="status">{t('logout.inProgress')}</p>
    </AuthScreen>
  );
}

/** /auth/signed-out: where a sign-out ends (every tab of the portal comes here); signing in again is one click. */
export function SignedOutPage() {
  const { t } = useTranslation('auth');
  const auth = useAuth();
  const [failed, setFailed] = useState(false);
  const signIn = () => {
    setFailed(false);
    auth.startSignIn(null).catch(() => setFailed(true));
  };
  return (
    <AuthScreen title={t('signedOut.title')}>
      <p>{t('signedOut.body')}</p>
      {failed && <p role="alert" className="auth-error">{t('signIn.startFailed')}</p>}
      <button type="button" className="auth-button" onClick={signIn}>
        {t('signedOut.signIn')}
      </button>
    </AuthScreen>
  );
}
