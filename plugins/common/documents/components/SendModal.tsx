import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import type { SendFlow } from '../flows/send-flow';
import { MAX_MESSAGE_LENGTH } from '../model/send-machine';
import './documents-change.css';
import { Dialog } from '@portico/plugin';

/** The send-documents dialog: recipients (validated), a message, Send and Cancel. */
export function SendModal({ flow }: { flow: SendFlow }) {
  const { t } = useTranslation('common.documents');
  const { machine } = useSnapshot(flow.state);
  const recipientsId = useId();
  const messageId = useId();
  const errorId = useId();
  if (machine.status !== 'composing' && machine.status !== 'sending') return null;
  const busy = machine.status === 'sending';
  const error = machine.status === 'composing' ? machine.error : null;
  return (
    <Dialog
      title={t('sendModalTitle')}
      closeOnEscape={!busy}
      onClose={() => flow.cancel()}
      className="documents-modal--send"
      footer={
        <div className="documents-dialog-buttons">
          <button type="submit" form={`${recipientsId}-form`} className="documents-button documents-button--primary" disabled={busy}>
            {busy ? t('sending') : t('send')}
          </button>
          <button type="button" className="documents-button" disabled={busy} onClick={() => flow.cancel()}>
            {t('cancel')}
          </button>
        </div>
      }
    >
      <form
        id={`${recipientsId}-form`}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void flow.send();
        }}
      >
        <p>{t('sendModalDocuments', { count: machine.docs.length })}</p>
        <ul className="documents-modal__list">
          {machine.docs.map((d) => <li key={d.id}>{d.name}</li>)}
        </ul>
        <label htmlFor={recipientsId}>{t('sendRecipients')}</label>
        <input
          id={recipientsId}
          type="text"
          inputMode="email"
          autoComplete="email"
          value={machine.status === 'composing' ? machine.recipients : machine.recipients.join(', ')}
          disabled={busy}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? errorId : undefined}
          placeholder={t('sendRecipientsHint')}
          onChange={(e) => flow.dispatch({ type: 'edit', recipients: e.target.value })}
        />
        {error && (
          <p id={errorId} role="alert" className="documents-field-error">
            {t(error.error, { addresses: error.invalid.join(', ') })}
          </p>
        )}
        <label htmlFor={messageId}>{t('sendMessage')}</label>
        <textarea
          id={messageId}
          rows={4}
          maxLength={MAX_MESSAGE_LENGTH}
          value={machine.message}
          disabled={busy}
          onChange={(e) => flow.dispatch({ type: 'edit', message: e.target.value })}
        />
      </form>
    </Dialog>
  );
}
