import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SaveState } from './use-save';

/** The rules the server applies too (contract.ts), so a person learns of a mistake at the field. */
export const HEX_COLOUR = /^#[0-9A-Fa-f]{6}$/;
export const HTTPS_URL = /^https:\/\/[^\s<>"]+$/;
export const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange'> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  hint?: string | undefined;
  error?: string | null | undefined;
}

/** A labelled input with its hint and its error, tied to it for screen readers. */
export function TextField({ label, value, onChange, hint, error, ...input }: TextFieldProps) {
  const id = useId();
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <div className="settings-field">
      <label htmlFor={id}>{label}</label>
      <input id={id} value={value} onChange={(e) => onChange(e.target.value)} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...input} />
      {hint && <small id={`${id}-hint`}>{hint}</small>}
      {error && <small id={`${id}-error`} className="settings-field-error">{error}</small>}
    </div>
  );
}

/** A colour: the browser's picker and its #RRGGBB text, which stay in step. */
export function ColourField({ label, value, onChange, error }: { label: string; value: string; onChange: (v: string) => void; error?: string | null }) {
  const { t } = useTranslation('common.firm-settings');
  const id = useId();
  return (
    <div className="settings-field settings-colour">
      <label htmlFor={id}>{label}</label>
      <span className="settings-colour-inputs">
        <input type="color" aria-label={t('theme.pick', { name: label.toLowerCase() })} value={HEX_COLOUR.test(value) ? value : '#000000'} onChange={(e) => onChange(e.target.value.toUpperCase())} />
        <input id={id} value={value} onChange={(e) => onChange(e.target.value)} maxLength={7} spellCheck={false}
          aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} />
      </span>
      {error && <small id={`${id}-error`} className="settings-field-error">{error}</small>}
    </div>
  );
}

/** A form of one section: its fields, a save button and the line that says how the save went. */
export function SectionForm({ title, id, state, onSubmit, children }: {
  title: string; id: string; state: SaveState; onSubmit: () => void; children: ReactNode;
}) {
  const { t } = useTranslation('common.firm-settings');
  return (
    <section className="settings-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      <form noValidate onSubmit={(e) => { e.preventDefault(); onSubmit(); }}>
        {children}
        <div className="settings-actions">
          <button type="submit" disabled={state.status === 'saving'}>{t(state.status === 'saving' ? 'save.saving' : 'save.save')}</button>
          <p role="status" className={`settings-save-${state.status}`}>
            {state.status === 'saved' && t('save.saved')}
            {state.status === 'failed' && t(`errors.${state.code ?? 'generic'}`, { defaultValue: t('errors.generic') })}
          </p>
        </div>
      </form>
    </section>
  );
}
