import { useTranslation } from 'react-i18next';
import { useFirmDateTime } from '@portico/plugin';
import type { RequestAttachment, ServiceRequest } from '../contract';

/** A request's messages, oldest first, with the files the firm attached (downloaded through `onDownload`). */
export function Thread({ messages, onDownload }: { messages: ServiceRequest['messages']; onDownload: (attachment: RequestAttachment) => void }) {
  const { t, i18n } = useTranslation('br.service-requests');
  const dateTime = useFirmDateTime();
  const size = new Intl.NumberFormat(i18n.language, { style: 'unit', unit: 'kilobyte', maximumFractionDigits: 0 });
  if (messages.length === 0) return <p className="empty-state">{t('detail.noMessages')}</p>;
  return (
    <ol className="sr-thread">
      {messages.map((m) => (
        <li key={m.id} className={m.fromFirm ? 'from-firm' : undefined}>
          <span className="sr-thread__author">{m.fromFirm ? t('detail.firm', { name: m.author }) : m.author}</span>
          <time dateTime={m.createdAt} className="sr-list__sub">{dateTime(m.createdAt)}</time>
          <p>{m.body}</p>
          {m.attachments.length > 0 && (
            <ul className="sr-thread__files" aria-label={t('detail.attachments')}>
              {m.attachments.map((a) => (
                <li key={a.id}>
                  <button type="button" className="sr-link-button" onClick={() => onDownload(a)}>
                    {t('detail.download', { name: a.fileName, size: size.format(Math.max(1, Math.round(a.size / 1024))) })}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ol>
  );
}
