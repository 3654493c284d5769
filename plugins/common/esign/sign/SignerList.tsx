import { useTranslation } from 'react-i18next';
import { formatDate } from '@portico/plugin';
import type { SignerView } from '../contract';

/** Who is asked to sign, in order, and where each stands. */
export function SignerList({ signers }: { signers: readonly SignerView[] }) {
  const { t, i18n } = useTranslation('common.esign');
  return (
    <ol className="esign-signers" aria-label={t('sign.signers', { count: signers.length })}>
      {signers.map((s) => (
        <li key={s.userId}>
          <span>{s.name}</span> <span className={`tasks-state esign-state--${s.state}`}>{t(`signerStates.${s.state}`)}</span>
          {s.signedAt && <span className="hint"> {t('sign.signedOn', { date: formatDate(s.signedAt.slice(0, 10), i18n.language) })}</span>}
          {s.declinedReason && <p className="hint">{t('sign.declinedBecause', { reason: s.declinedReason })}</p>}
        </li>
      ))}
    </ol>
  );
}
