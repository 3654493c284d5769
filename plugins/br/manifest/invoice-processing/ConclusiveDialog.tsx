import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@portico/plugin';
import {
  NFE_EVENTS, NFE_JUSTIFICATION_MAX, justificationError, type ManifestDocument, type NfeEventCode, type RegisterEventResponse,
} from '../contract';
import { errorCodeOf, type ManifestApi } from '../manifest-api';

interface Props {
  doc: ManifestDocument;
  code: NfeEventCode;
  /** A conclusive event is already registered: this one rectifies it. */
  correction: boolean;
  api: ManifestApi;
  onDone: (result: RegisterEventResponse) => void;
  onClose: () => void;
}

/**
 * One conclusive event (210200, 210220, 210240) on one NF-e, after a confirmation that it is registered with
 * the tax authority. 210240 takes a justification of 15–255 characters, checked here with the server's rule
 * and message, and again by the server.
 */
export function ConclusiveDialog({ doc, code, correction, api, onDone, onClose }: Props) {
  const { t } = useTranslation('br.manifest');
  const fieldId = useId();
  const needsText = code === NFE_EVENTS.notPerformed;
  const [text, setText] = useState('');
  const [touched, setTouched] = useState(false);
  const [sending, setSending] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const ruleError = needsText ? justificationError(text) : null;
  const shownError = (touched && ruleError) || serverError;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (ruleError) return;
    setSending(true);
    setServerError(null);
    try {
      onDone(await api.register(doc.accessKey, needsText ? { code, justification: text.trim() } : { code }));
      onClose();
    } catch (error) {
      setServerError(await errorCodeOf(error));
      setSending(false);
    }
  };

  const event = t(`invoiceProcessing.events.${code}`);
  return (
    <Dialog title={t('invoiceProcessing.conclusive.title', { event })} onClose={onClose} size="medium" className="manifest-dialog">
      <form onSubmit={submit} noValidate>
        <p>{t('invoiceProcessing.conclusive.text', { event, code, number: doc.number, issuer: doc.emitterName })}</p>
        {correction && <p className="manifest-note">{t('invoiceProcessing.conclusive.correction')}</p>}
        {needsText && (
          <div className="manifest-field">
            <label htmlFor={fieldId}>{t('invoiceProcessing.conclusive.justification')}</label>
            <textarea id={fieldId} value={text} rows={4} maxLength={NFE_JUSTIFICATION_MAX}
              aria-invalid={!!shownError} aria-describedby={`${fieldId}-count${shownError ? ` ${fieldId}-error` : ''}`}
              onChange={(e) => { setText(e.target.value); setServerError(null); }} onBlur={() => setTouched(true)} />
            <span id={`${fieldId}-count`} className="manifest-muted">
              {t('invoiceProcessing.conclusive.count', { count: text.trim().length, max: NFE_JUSTIFICATION_MAX })}
            </span>
          </div>
        )}
        {shownError && (
          <p id={`${fieldId}-error`} role="alert" className="manifest-error">
            {t(`invoiceProcessing.errors.${shownError}`, { defaultValue: t('invoiceProcessing.errors.UNKNOWN') })}
          </p>
        )}
        <div className="manifest-dialog__buttons">
          <button type="button" className="portico-button portico-button--secondary" onClick={onClose}>{t('invoiceProcessing.cancel')}</button>
          <button type="submit" className="portico-button" disabled={sending}>
            {sending ? t('invoiceProcessing.sending') : t('invoiceProcessing.conclusive.submit')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
