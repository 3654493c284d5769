import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldState } from './use-form';

/** Props a FormField hands to its input so screen readers get the label, error and invalid state. */
export interface FieldInputProps {
  id: string;
  name: string;
  value: string;
  onValueChange(value: string): void;
  'aria-invalid': boolean | undefined;
  'aria-describedby': string | undefined;
  'aria-required': boolean | undefined;
}

export interface FormFieldProps {
  label: string;
  field: FieldState;
  hint?: string;
  children: (input: FieldInputProps) => ReactNode;
}

/** Label (with "Optional" when the field is), the input, a hint and the translated error. */
export function FormField({ label, field, hint, children }: FormFieldProps) {
  const { t } = useTranslation('toolkit');
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = field.visibleError ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`portico-field${field.visibleError ? ' is-invalid' : ''}`}>
      <label htmlFor={id} className="portico-field__label">
        {label}
        {field.optional && <span className="portico-field__optional"> ({t('form.optional')})</span>}
      </label>
      {children({
        id,
        name: field.name,
        value: field.value,
        onValueChange: field.setValue,
        'aria-invalid': field.visibleError ? true : undefined,
        'aria-describedby': describedBy,
        'aria-required': field.optional ? undefined : true,
      })}
      {hint && (
        <p id={hintId} className="portico-field__hint">
          {hint}
        </p>
      )}
      {field.visibleError && (
        <p id={errorId} className="portico-field__error" role="alert">
          {t(field.visibleError)}
        </p>
      )}
    </div>
  );
}
