import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@portico/plugin';
import type { ServiceRequestSummary } from '../contract';
import type { RequestApiError } from './api';
import { useRequestsApi } from './use-requests-api';

type Draft = Pick<ServiceRequestSummary, 'id' | 'reference' | 'type'>;

/**
 * "Discard draft": asks first (the draft is deleted for good), then deletes it on the server. Focus starts on
 * Cancel, so Enter on an opened confirmation deletes nothing; a refusal is told inside the dialog.
 */
export function DiscardDraft({ draft, named = false, onDiscarded }: {
  draft: Draft;
  /** The button's accessible name carries the reference (a list holds many drafts). */
  named?: boolean;
  onDiscarded(): void;
}) {
  const { t } = useTranslation('br.service-requests');
  const api = useRequestsApi();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const cancel = useRef<HTMLButtonElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const { reference } = draft;

  const close = () => {
    setAsking(false);
    setError(null);
    opener.current?.focus();
  };
  const confirm = async () => {
    if (!api) return;
    setBusy(true);
    try {
      await api.discard(draft.id);
      setAsking(false);
      onDiscarded();
    } catch (failure) {
      setError((failure as RequestApiError).code);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <button type="button" ref={opener} className="sr-button" aria-label={named ? t('discard.buttonNamed', { reference }) : undefined}
        onClick={() => setAsking(true)}>
        {t('discard.button')}
      </button>
      {asking && (
        <Dialog title={t('discard.title')} onClose={close} size="small" initialFocus={cancel}
          footer={(
            <div className="sr-form__actions">
              <button type="button" ref={cancel} className="sr-button" onClick={close}>{t('discard.cancel')}</button>
              <button type="button" className="sr-button sr-button--primary" disabled={busy} onClick={() => void confirm()}>{t('discard.confirm')}</button>
            </div>
          )}>
          <p>{t('discard.body', { reference, type: t(`types.${draft.type}`) })}</p>
          {error && <p className="sr-form__error" role="alert">{t(`errors.${error}`, { defaultValue: t('errors.INTERNAL_ERROR') })}</p>}
        </Dialog>
      )}
    </>
  );
}
