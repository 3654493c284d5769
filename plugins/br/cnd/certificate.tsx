import { useTranslation } from 'react-i18next';
import { daysBetween, todayInBrazil } from '@portico/br-kit/contract';
import { certificateState, type CertificateState, type CndIssuer, type CndStatus } from './contract';

/** Days until a certificate's last valid day, counted in Brasília's calendar; negative once expired. */
export const daysLeftUntil = (expiresAt: string, now = new Date()) => daysBetween(todayInBrazil(now), expiresAt);

export function certificateStateOf(issuer: CndIssuer, expiresAt: string): { daysLeft: number; state: CertificateState } {
  const daysLeft = daysLeftUntil(expiresAt);
  return { daysLeft, state: certificateState(issuer, daysLeft) };
}

/** The result printed on the certificate: negativa, positiva com efeitos de negativa, positiva. */
export function StatusBadge({ status }: { status: CndStatus }) {
  const { t } = useTranslation('br.cnd');
  return <span className={`cnd-status cnd-status-${status}`}>{t(`statuses.${status}`)}</span>;
}

/** "12 days left", "expires today" or "expired 3 days ago", coloured by how soon. */
export function DaysLeft({ daysLeft, state }: { daysLeft: number; state: CertificateState }) {
  const { t } = useTranslation('br.cnd');
  const text = daysLeft > 0 ? t('certificate.daysLeft', { count: daysLeft })
    : daysLeft === 0 ? t('certificate.expiresToday') : t('certificate.expiredAgo', { count: -daysLeft });
  return <span className={`cnd-days cnd-${state}`}>{text}</span>;
}
