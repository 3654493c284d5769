import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@portico/plugin';
import { NFE_EVENTS, type ManifestDocument, type RegisterEventResponse } from '../contract';
import { errorCodeOf, type ManifestApi } from '../manifest-api';

interface Props {
  docs: readonly ManifestDocument[];
  api: ManifestApi;
  onDone: (results: RegisterEventResponse[]) => void;
  onClose: () => void;
}

/**
 * Ciência da Operação for one or many NF-e: registered with the tax authority only after the user ticks the
 * acknowledgement; each NF-e is sent on its own and a refused one says why, the others go through.
 */
export function AwarenessDialog({ docs, api, onDone, onClose }: Props) {
  const { t } = useTranslation('br.manifest');
  const [acknowledged, setAcknowledged] = useState(false);
  const [sending, setSending] = useState(false);
  const [refused, setRefused] = useState<Array<{ doc: ManifestDocument; code: string }>>([]);

  const send = async () => {
    setSending(true);
    const done: RegisterEventResponse[] = [];
    const failed: Array<{ doc: ManifestDocument; code: string }> = [];
    for (const doc of docs) {
      try {
        done.push(await api.register(doc.accessKey, { code: NFE_EVENTS.awareness }));
      } catch (error) {
        failed.push({ doc, code: await errorCodeOf(error) });
      }
    }
    setSending(false);
    setRefused(failed);
    onDone(done);
    if (!failed.length) onClose();
  };

  return (
    <Dialog title={t('invoiceProcessing.awareness.title')} onClose={onClose} size="medium" className="manifest-dialog"
      footer={(
        <>
          <button type="button" className="portico-button portico-button--secondary" onClick={onClose}>{t('invoiceProcessing.cancel')}</button>
          <button type="button" className="portico-button" disabled={!acknowledged || sending || !!refused.length} onClick={send}>
            {sending ? t('invoiceProcessing.sending') : t('invoiceProcessing.awareness.submit', { count: docs.length })}
          </button>
        </>
      )}>
      <p>{t('invoiceProcessing.awareness.text', { count: docs.length })}</p>
      <ul className="manifest-dialog__docs">
        {docs.map((d) => <li key={d.accessKey}>{t('invoiceProcessing.numberSeries', { number: d.number, series: d.series })} · {d.emitterName}</li>)}
      </ul>
      <label className="manifest-check">
        <input type="checkbox" checked={acknowledged} onChange={(e) => setAcknowledged(e.target.checked)} disabled={!!refused.length} />
        {t('invoiceProcessing.awareness.acknowledge')}
      </label>
      {refused.length > 0 && (
        <div role="alert" className="manifest-error">
          <p>{t('invoiceProcessing.awareness.refused', { count: refused.length })}</p>
          <ul>
            {refused.map(({ doc, code }) => (
              <li key={doc.accessKey}>{t('invoiceProcessing.numberSeries', { number: doc.number, series: doc.series })}: {t(`invoiceProcessing.errors.${code}`, { defaultValue: t('invoiceProcessing.errors.UNKNOWN') })}</li>
            ))}
          </ul>
        </div>
      )}
    </Dialog>
  );
}
