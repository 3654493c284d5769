import { useEffect, useState, type InputHTMLAttributes } from 'react';
import { IMaskInput } from 'react-imask';
import { useTranslation } from 'react-i18next';
import type { FactoryArg } from 'imask';
import { formatDate, isMonthFirst } from '../../i18n/format-date';
import { formatDateDigits, isoOfTypedDate } from './masks';

type NativeProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'defaultValue' | 'type'>;

export interface TextInputProps extends NativeProps {
  value: string;
  onValueChange: (value: string) => void;
}

export function TextInput({ value, onValueChange, className, ...rest }: TextInputProps) {
  return (
    <input {...rest} type="text" className={className ?? 'portico-input'} value={value} onChange={(event) => onValueChange(event.target.value)} />
  );
}

export interface MaskedInputProps extends TextInputProps {
  /** A mask string such as CPF_MASK, or full imask options such as CNPJ_ALPHANUMERIC_MASK. */
  mask: string | FactoryArg;
}

/** Text input formatted by an imask pattern; the value passed around keeps the mask characters. */
export function MaskedInput({ mask, value, onValueChange, className, ...rest }: MaskedInputProps) {
  const options = (typeof mask === 'string' ? { mask } : mask) as { mask: string };
  return (
    <IMaskInput
      {...rest}
      {...options}
      className={className ?? 'portico-input'}
      value={value}
      unmask={false}
      inputMode={rest.inputMode ?? 'text'}
      onAccept={(next: string) => next !== value && onValueChange(next)}
    />
  );
}

/** What a typed date's field is: digits on a phone's keypad, no browser suggestions, 10 characters with the slashes. */
const DATE_TEXT = { type: 'text', inputMode: 'numeric', autoComplete: 'off', maxLength: 10 } as const;

/** DD/MM/YYYY text input: digits only, slashes added while typing, at most 10 characters. */
export function DateInput({ value, onValueChange, className, placeholder, ...rest }: TextInputProps) {
  const { t } = useTranslation('toolkit');
  return (
    <input
      {...rest}
      {...DATE_TEXT}
      className={className ?? 'portico-input'}
      placeholder={placeholder ?? t('form.datePlaceholder')}
      value={value}
      onChange={(event) => onValueChange(formatDateDigits(event.target.value))}
    />
  );
}

/**
 * A calendar day kept as ISO yyyy-MM-dd and typed in the reader's order (dd/mm/aaaa in pt-BR, mm/dd/yyyy in US
 * English), whatever the browser's own locale: a native date field shows the browser's order, so an en-US
 * Chromium showed a Brazilian reader mm/dd/yyyy. `onValueChange` hears a whole valid day, or '' once cleared.
 */
export function IsoDateInput({ value, onValueChange, className, placeholder, ...rest }: TextInputProps) {
  const { t, i18n } = useTranslation('toolkit');
  const language = i18n.language;
  const monthFirst = isMonthFirst(language);
  const [text, setText] = useState(() => formatDate(value, language));
  // A value set from outside (a reset, another language) shows; what the person is typing stays as typed.
  useEffect(() => {
    setText((typed) => (isoOfTypedDate(typed, monthFirst) === value && value ? typed : formatDate(value, language)));
  }, [value, language, monthFirst]);
  return (
    <input
      {...rest}
      {...DATE_TEXT}
      className={className ?? 'portico-input'}
      placeholder={placeholder ?? t(monthFirst ? 'form.datePlaceholderMonthFirst' : 'form.datePlaceholder')}
      value={text}
      onChange={(event) => {
        const typed = formatDateDigits(event.target.value);
        setText(typed);
        const iso = isoOfTypedDate(typed, monthFirst);
        if (iso) onValueChange(iso);
        else if (typed === '' && value !== '') onValueChange('');
      }}
    />
  );
}
