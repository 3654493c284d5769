import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'wouter';
import { isMobileDevice } from '../device';
import { AuthScreen } from './AuthScreen';

/** /mobile: only on a mobile device; elsewhere the browser goes back. */
export function MobilePage() {
  const { t } = useTranslation('auth');
  const mobile = isMobileDevice();
  useEffect(() => {
    if (!mobile) history.back();
  }, [mobile]);
  if (!mobile) return null;
  return (
    <AuthScreen title={t('mobile.title')}>
      <p>{t('mobile.body')}</p>
    </AuthScreen>
  );
}

/** /.well-known/{link}: the mobile links page. */
export function WellKnownPage() {
  const { t } = useTranslation('auth');
  const { link } = useParams<{ link: string }>();
  return (
    <AuthScreen title={t('wellKnown.title')}>
      <p>{t('wellKnown.body')}</p>
      <p>{t('wellKnown.link', { link })}</p>
    </AuthScreen>
  );
}
