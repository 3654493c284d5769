import type { FormEvent, ReactNode } from 'react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { type FieldInputProps, FormField, SavingIndicator } from '@portico/toolkit/forms';
import type { ServiceRequest } from '../contract';
import { LIST_ROUTE } from './routes';
import { StatusBadge } from './StatusBadge';
import type { RequestDraft } from './use-request-draft';
import './requests.css';

/**
 * The frame every request form renders in: title, reference and status, the saving indicator, the read-only
 * notice, the fields, server errors, and "send to the firm".
 */
export function RequestForm<F extends string>({ draft, title, children }: { draft: RequestDraft<F>; title: string; children: ReactNode }) {
  const { t } = useTranslation('br.service-requests');
  const [sent, setSent] = useState(false);
  const [refusals, setRefusals] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const errorRef = useRef<HTMLParagraphElement>(null);
  const { request, status } = draft;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const done = await draft.submit();
    setSent(done);
    if (!done) setRefusals((n) => n + 1);
  };
  // A refused submit takes the person to what to fix: the first field in error, else the message saying why.
  useEffect(() => {
    if (!refusals) return;
    const invalid = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    (invalid ?? errorRef.current)?.focus();
  }, [refusals]);

  return (
    <div className="sr-form">
      <header className="sr-form__header">
        <h1>{title}</h1>
        <div className="sr-form__meta">
          {request && <span className="sr-form__reference">{request.reference}</span>}
          {request && <StatusBadge status={request.status} />}
          <SavingIndicator saving={draft.saving} />
          <Link href={`/${LIST_ROUTE}`} className="sr-form__list-link">{t('list.title')}</Link>
        </div>
      </header>
      {status === 'loading' && <p role="status">{t('form.loading')}</p>}
      {status === 'loadFailed' && (
        <div className="sr-form__error" role="alert">
          <p>{t(`errors.${draft.error ?? 'INTERNAL_ERROR'}`, { defaultValue: t('errors.INTERNAL_ERROR') })}</p>
          <button type="button" onClick={draft.retry}>{t('form.retry')}</button>
        </div>
      )}
      {status === 'ready' && (
        <form ref={formRef} onSubmit={onSubmit} noValidate>
          {draft.readOnly && !sent && <p className="sr-form__notice" role="note">{t('form.readOnly')}</p>}
          {request && !sent && <FirmAsks request={request} />}
          <fieldset className="sr-form__fields" disabled={draft.readOnly}>
            <legend className="sr-visually-hidden">{title}</legend>
            {children}
          </fieldset>
          {draft.error && (
            <p className="sr-form__error" role="alert" ref={errorRef} tabIndex={-1}>
              {t(`errors.${draft.error}`, { defaultValue: t('errors.INTERNAL_ERROR') })}
            </p>
          )}
          {sent && request ? (
            <p className="sr-form__sent" role="status">
              {t('form.sent', { reference: request.reference })}{' '}
              <Link href={`/${LIST_ROUTE}?id=${request.id}`}>{t('form.openRequest')}</Link>
            </p>
          ) : (
            !draft.readOnly && (
              <div className="sr-form__actions">
                <button type="submit" className="sr-button sr-button--primary">{t('form.submit')}</button>
              </div>
            )
          )}
        </form>
      )}
    </div>
  );
}

/** What the firm asked when it sent the request back (for correction, or for information): the client edits, then sends again. */
function FirmAsks({ request }: { request: ServiceRequest }) {
  const { t } = useTranslation('br.service-requests');
  if (request.status !== 'WaitingForCorrection' && request.status !== 'WaitingForClient') return null;
  const asked = request.messages.findLast((m) => m.fromFirm);
  return (
    <div className="sr-form__notice" role="note">
      <p>{t(`form.sentBack.${request.status}`)}</p>
      {asked && <blockquote>{asked.body}</blockquote>}
    </div>
  );
}

/**
 * One field of a request form: the toolkit's FormField with the frame's messages (validators, then rules).
 * `required` marks a field its form shows only when the domain needs it (a rule then asks for it): optional while
 * hidden, so the form can be valid without it, but never labelled "optional" where it shows.
 */
export function RequestField<F extends string>({ draft, name, label, hint, required, children }: {
  draft: RequestDraft<F>; name: F; label: string; hint?: string; required?: boolean; children: (input: FieldInputProps) => ReactNode;
}) {
  const field = draft.field(name);
  return <FormField label={label} hint={hint} field={required ? { ...field, optional: false } : field}>{children}</FormField>;
}

/** A select of fixed choices whose labels are feature texts (`<prefix>.<value>`). */
export function ChoiceSelect({ choices, labelPrefix, input }: { choices: readonly string[]; labelPrefix: string; input: FieldInputProps }) {
  const { t } = useTranslation('br.service-requests');
  const { onValueChange, ...rest } = input;
  return (
    <select {...rest} className="portico-input" onChange={(event) => onValueChange(event.target.value)}>
      <option value="">{t('form.choose')}</option>
      {choices.map((choice) => <option key={choice} value={choice}>{t(`${labelPrefix}.${choice}`)}</option>)}
    </select>
  );
}

/** Yes / no as a select (value "yes" | "no", see booleanCodec). */
export function YesNoSelect({ input }: { input: FieldInputProps }) {
  return <ChoiceSelect choices={['yes', 'no']} labelPrefix="form.yesNo" input={input} />;
}
