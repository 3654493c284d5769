import { useTranslation } from 'react-i18next';
import { useParams } from 'wouter';
import { AuthScreen } from './AuthScreen';

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
