import { VALIDATION_KEYS, type ValidationErrorKey, type Validator } from './error-keys';

export function required(value: string): ValidationErrorKey | null {
  return value.trim() === '' ? VALIDATION_KEYS.required : null;
}

/** Error when the trimmed text is shorter than `min`; empty text is left to `required`. */
export function minlengthTrim(min: number): Validator {
  return (value) => {
    const trimmed = value.trim();
    return trimmed !== '' && trimmed.length < min ? VALIDATION_KEYS.minlengthTrim : null;
  };
}
