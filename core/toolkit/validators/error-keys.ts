/** Translation keys (namespace "toolkit") that validators return; the UI translates them. */
export const VALIDATION_KEYS = {
  required: 'validation.required',
  invalidDate: 'validation.invalidDate',
  minlengthTrim: 'validation.minlengthTrim',
  invalidSeparator: 'validation.invalidSeparator',
  invalidHourPlaces: 'validation.invalidHourPlaces',
  invalidMinutePlaces: 'validation.invalidMinutePlaces',
  invalidMinute: 'validation.invalidMinute',
  invalidNumber: 'validation.invalidNumber',
  maxValue: 'validation.maxValue',
  negativeValue: 'validation.negativeValue',
  decimalPlaces: 'validation.decimalPlaces',
  invalidCpf: 'validation.invalidCpf',
  invalidCnpj: 'validation.invalidCnpj',
  invalidNfeKey: 'validation.invalidNfeKey',
} as const;

export type ValidationErrorKey = (typeof VALIDATION_KEYS)[keyof typeof VALIDATION_KEYS];

/** A validator takes the control's text and returns an error key, or null when the value is acceptable. */
export type Validator = (value: string) => ValidationErrorKey | null;
