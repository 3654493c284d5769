import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { SHARE_LINK_DEFAULT_DAYS, SHARE_PASSWORD_MAX_LENGTH, SHARE_PASSWORD_MIN_LENGTH } from '@portico/contract/documents';
import { Dialog, formatDate } from '@portico/plugin';
import { IsoDateInput } from '@portico/toolkit/forms';
import { localToday, type SendFlow } from '../flows/send-flow';
import { linkDayRange, MAX_MESSAGE_LENGTH } from '../model/send-machine';
import './documents-change.css';

/**
 * The send-documents dialog: recipients (validated, and focused first), a message, and the link's optional last day
 * and password; Send and Cancel.
 */
export function SendModal({ flow }: { flow: SendFlow }) {
  const { t, i18n } = useTranslation('common.documents');
  const { machine } = useSnapshot(flow.state);
  const recipientsField = useRef<HTMLInputElement>(null);
  const recipientsId = useId();
  const messageId = useId();
  const errorId = useId();
  const expiresId = useId();
  const passwordId = useId();
  if (machine.status !== 'composing' && machine.status !== 'sending') return null;
  const busy = machine.status === 'sending';
  const error = machine.status === 'composing' ? machine.error : null;
  const wrong = (field: 'expiresOn' | 'password') => machine.status === 'composing' && machine.linkErrors.includes(field);
  const link = machine.status === 'composing' ? machine.link : { expiresOn: machine.expiresOn ?? '', password: machine.password ?? '' };
  const days = linkDayRange(localToday());
  const described = (hint: string, field: 'expiresOn' | 'password') => (wrong(field) ? `${hint}-error ${hint}-hint` : `${hint}-hint`);
  return (
    <Dialog
      title={t('sendModalTitle')}
      closeOnEscape={!busy}
      onClose={() => flow.cancel()}
      initialFocus={recipientsField}
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
          ref={recipientsField}
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
        <label htmlFor={expiresId}>{t('sendExpiresOn')}</label>
        <IsoDateInput
          id={expiresId}
          value={link.expiresOn}
          disabled={busy}
          aria-invalid={wrong('expiresOn')}
          aria-describedby={described(expiresId, 'expiresOn')}
          onValueChange={(expiresOn) => flow.dispatch({ type: 'edit', expiresOn })}
        />
        <p id={`${expiresId}-hint`} className="documents-field-hint">{t('sendExpiresOnHint', { days: SHARE_LINK_DEFAULT_DAYS })}</p>
        {wrong('expiresOn') && (
          <p id={`${expiresId}-error`} role="alert" className="documents-field-error">
            {t('sendExpiryInvalid', { first: formatDate(days.first, i18n.language), last: formatDate(days.last, i18n.language) })}
          </p>
        )}
        <label htmlFor={passwordId}>{t('sendPassword')}</label>
        <input
          id={passwordId}
          type="password"
          autoComplete="new-password"
          maxLength={SHARE_PASSWORD_MAX_LENGTH}
          value={link.password}
          disabled={busy}
          aria-invalid={wrong('password')}
          aria-describedby={described(passwordId, 'password')}
          onChange={(e) => flow.dispatch({ type: 'edit', password: e.target.value })}
        />
        <p id={`${passwordId}-hint`} className="documents-field-hint">{t('sendPasswordHint', { min: SHARE_PASSWORD_MIN_LENGTH })}</p>
        {wrong('password') && (
          <p id={`${passwordId}-error`} role="alert" className="documents-field-error">
            {t('sendPasswordTooShort', { min: SHARE_PASSWORD_MIN_LENGTH })}
          </p>
        )}
      </form>
    </Dialog>
  );
}
