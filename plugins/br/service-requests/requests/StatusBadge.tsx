import { useTranslation } from 'react-i18next';
import type { RequestStatus } from '../contract';

/** The request's status as the client reads it ("Aguardando o escritório", "Rascunho" …). */
export function StatusBadge({ status }: { status: RequestStatus }) {
  const { t } = useTranslation('br.service-requests');
  return <span className={`sr-badge sr-badge--${status}`}>{t(`status.${status}`)}</span>;
}
