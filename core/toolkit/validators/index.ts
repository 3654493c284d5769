export { VALIDATION_KEYS, type ValidationErrorKey, type Validator } from './error-keys';
export { charValues, mod11CheckDigit } from './mod11';
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
export { cpf, isValidCpf, cpfCheckDigits, formatCpf, unmaskCpf } from './cpf';
export { cnpj, isValidCnpj, cnpjCheckDigits, formatCnpj, unmaskCnpj } from './cnpj';
export {
  nfeAccessKey,
  isValidNfeAccessKey,
  decodeNfeAccessKey,
  nfeKeyCheckDigit,
  unmaskNfeKey,
  NFE_MODELS,
  type NfeModel,
  type NfeAccessKeyParts,
} from './nfe-key';
