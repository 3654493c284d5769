import { useTranslation } from 'react-i18next';
import { daysBetween, todayInBrazil } from '@portico/br-kit/contract';
import { certificateState, type CertificateState, type CndIssuer, type CndStatus } from './contract';

/** Days until a certificate's last valid day, counted in Brasília's calendar; negative once expired. */
export const daysLeftUntil = (expiresAt: string, now = new Date()) => daysBetween(todayInBrazil(now), expiresAt);

export function certificateStateOf(issuer: CndIssuer, expiresAt: string): { daysLeft: number; state: CertificateState } {
  const daysLeft = daysLeftUntil(expiresAt);
  return { daysLeft, state: certificateState(issuer, daysLeft) };
}

/**
 * What a certificate asks of the client now: a positive one (the company has debts with the issuer) or an
 * expired one is not a certificate of good standing, whatever its dates say (BR-DOMAIN §4). "Positiva com
 * efeitos de negativa" (debts suspended) is valid for most purposes and asks nothing.
 */
export type Attention = 'positive' | 'expired' | null;
export const attentionOf = (status: CndStatus, state: CertificateState): Attention =>
  status === 'Positiva' ? 'positive' : state === 'expired' ? 'expired' : null;
export const attentionOfCertificate = (issuer: CndIssuer, certificate: { status: CndStatus; expiresAt: string }): Attention =>
  attentionOf(certificate.status, certificateStateOf(issuer, certificate.expiresAt).state);
/** Sort rank: positive first, then expired, then the rest (unknown ones with the rest). */
export const attentionRank = (attention: Attention | undefined) => (attention === 'positive' ? 0 : attention === 'expired' ? 1 : 2);

/** The result printed on the certificate: negativa, positiva com efeitos de negativa, positiva. */
export function StatusBadge({ status }: { status: CndStatus }) {
  const { t } = useTranslation('br.cnd');
  return <span className={`cnd-status cnd-status-${status}`}>{t(`statuses.${status}`)}</span>;
}

/**
 * "12 days left", "expires today" or "expired 3 days ago", coloured by how soon; a positive certificate's
 * days are never green ("valid" would contradict its debts).
 */
export function DaysLeft({ daysLeft, state, status }: { daysLeft: number; state: CertificateState; status: CndStatus }) {
  const { t } = useTranslation('br.cnd');
  const text = daysLeft > 0 ? t('certificate.daysLeft', { count: daysLeft })
    : daysLeft === 0 ? t('certificate.expiresToday') : t('certificate.expiredAgo', { count: -daysLeft });
  const tone = status === 'Positiva' && state === 'valid' ? 'neutral' : state;
  return <span className={`cnd-days cnd-${tone}`}>{text}</span>;
}

/** The line that says why a positive or expired certificate needs the client and, unless brief, what to do. */
export function AttentionNote({ attention, brief = false }: { attention: Attention; brief?: boolean }) {
  const { t } = useTranslation('br.cnd');
  if (!attention) return null;
  return (
    <p className={`cnd-attention cnd-attention-${attention}`}>
      <strong>{t(`attention.${attention}.title`)}</strong>{!brief && <> {t(`attention.${attention}.action`)}</>}
    </p>
  );
}
