import { useTranslation } from 'react-i18next';
import { useFirmDateTime } from '@portico/plugin';
import type { ActivityEvent } from '../contract';

/** One line of the trail: when (in the firm's time zone, named, as its receipts are), who, and what. */
export function EventItem({ event }: { event: ActivityEvent }) {
  const { t } = useTranslation('common.activity');
  const when = useFirmDateTime()(event.at);
  let text: string;
  let detail: string | null = null;
  if (event.kind === 'documentAccess') {
    text = t(`event.document.${event.action}`, { name: event.actor.name, document: event.document.name });
    if (event.actor.viaApiKey) detail = t('event.viaApiKey');
  } else if (event.kind === 'firmAction') {
    text = t(`event.firm.${event.action}`, { name: event.actor.name });
    if (event.actor.viaApiKey) detail = t('event.viaApiKey');
  } else {
    const device = [event.device.browser, event.device.os].filter(Boolean).join(t('event.signIn.on'));
    text = t('event.signIn.text', { device: device || t('event.signIn.unknownDevice') });
    detail = event.network ? t('event.signIn.network', { network: event.network }) : t('event.signIn.noNetwork');
  }
  return (
    <li className={`activity-event activity-event-${event.kind}`}>
      <time dateTime={event.at}>{when}</time>
      <span className="activity-event-text">{text}</span>
      {detail && <span className="activity-event-detail">{detail}</span>}
    </li>
  );
}
