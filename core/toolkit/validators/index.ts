export { VALIDATION_KEYS, type ValidationErrorKey, type Validator } from './error-keys';
export { required, minlengthTrim } from './text';
export { date, parseDisplayDate, displayDateToIso, type DateValue } from './date';
export { hourMinute } from './hour-minute';
export {
  decimal,
  decimalFor,
  parseCents,
  centsToDecimalString,
  localeDecimalSeparator,
  MAX_DECIMAL_CENTS,
  MAX_DECIMAL_LENGTH,
  type CentsResult,
  type DecimalSeparator,
} from './decimal';
