import { useEffect, useState, type InputHTMLAttributes } from 'react';
import { IMaskInput } from 'react-imask';
import { useTranslation } from 'react-i18next';
import type { FactoryArg } from 'imask';
import { formatDate, formatMonth, isMonthFirst } from '../../i18n/format-date';
import { formatDateDigits, formatDateTimeDigits, formatMonthDigits, isoOfTypedDate, isoOfTypedDateTime, isoOfTypedMonth } from './masks';

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

/** How one kind of typed ISO field writes, reads and shows its value in a language. */
interface TypedIso {
  maxLength: number;
  /** The toolkit key of its placeholder, month first or not. */
  placeholder: (monthFirst: boolean) => string;
  /** Digits typed so far, with their separators. */
  format: (text: string) => string;
  /** A whole typed value as ISO, else null. */
  parse: (text: string, monthFirst: boolean) => string | null;
  /** An ISO value as the reader reads it. */
  show: (value: string, language: string) => string;
}

/** A field typed in the reader's order and kept as ISO: what the three Iso*Input share. */
function TypedIsoInput({ kind, value, onValueChange, className, placeholder, ...rest }: TextInputProps & { kind: TypedIso }) {
  const { t, i18n } = useTranslation('toolkit');
  const language = i18n.language;
  const monthFirst = isMonthFirst(language);
  const [text, setText] = useState(() => kind.show(value, language));
  // A value set from outside (a reset, another language) shows; what the person is typing stays as typed.
  useEffect(() => {
    setText((typed) => (kind.parse(typed, monthFirst) === value && value ? typed : kind.show(value, language)));
  }, [kind, value, language, monthFirst]);
  return (
    <input
      {...rest}
      {...DATE_TEXT}
      maxLength={kind.maxLength}
      className={className ?? 'portico-input'}
      placeholder={placeholder ?? t(kind.placeholder(monthFirst))}
      value={text}
      onChange={(event) => {
        const typed = kind.format(event.target.value);
        setText(typed);
        const iso = kind.parse(typed, monthFirst);
        if (iso) onValueChange(iso);
        else if (typed === '' && value !== '') onValueChange('');
      }}
    />
  );
}

const DAY: TypedIso = {
  maxLength: 10,
  placeholder: (monthFirst) => (monthFirst ? 'form.datePlaceholderMonthFirst' : 'form.datePlaceholder'),
  format: formatDateDigits,
  parse: isoOfTypedDate,
  show: formatDate,
};

const MONTH: TypedIso = {
  maxLength: 7,
  placeholder: () => 'form.monthPlaceholder',
  format: formatMonthDigits,
  parse: isoOfTypedMonth,
  show: formatMonth,
};

const DAY_AND_TIME: TypedIso = {
  maxLength: 16,
  placeholder: (monthFirst) => (monthFirst ? 'form.dateTimePlaceholderMonthFirst' : 'form.dateTimePlaceholder'),
  format: formatDateTimeDigits,
  parse: isoOfTypedDateTime,
  show: (value, language) => (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value) ? `${formatDate(value.slice(0, 10), language)} ${value.slice(11, 16)}` : ''),
};

/**
 * A calendar day kept as ISO yyyy-MM-dd and typed in the reader's order (dd/mm/aaaa in pt-BR, mm/dd/yyyy in US
 * English), whatever the browser's own locale: a native date field shows the browser's order, so an en-US
 * Chromium showed a Brazilian reader mm/dd/yyyy. `onValueChange` hears a whole valid day, or '' once cleared.
 */
export const IsoDateInput = (props: TextInputProps) => <TypedIsoInput {...props} kind={DAY} />;

/** A month (a competência, an issue month) kept as yyyy-MM and typed mm/aaaa, in place of a native month field. */
export const IsoMonthInput = (props: TextInputProps) => <TypedIsoInput {...props} kind={MONTH} />;

/**
 * A day and a 24-hour time kept as a datetime-local value (yyyy-MM-ddTHH:mm, the reader's clock) and typed
 * dd/mm/aaaa hh:mm in the reader's order, in place of a native datetime-local field.
 */
export const IsoDateTimeInput = (props: TextInputProps) => <TypedIsoInput {...props} kind={DAY_AND_TIME} />;
