import { VALIDATION_KEYS, type ValidationErrorKey } from './error-keys';

export interface DateValue {
  year: number;
  month: number;
  day: number;
}

const MONTH_LENGTHS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** Parses DD/MM/YYYY into a real calendar date (31/02 and the like are rejected), or null. */
export function parseDisplayDate(value: string): DateValue | null {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value);
  if (!match) return null;
  const day = Number(match[1]);
  const month = Number(match[2]);
  const year = Number(match[3]);
  if (year < 1 || month < 1 || month > 12 || day < 1) return null;
  const isLeap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const monthLength = month === 2 ? (isLeap ? 29 : 28) : MONTH_LENGTHS[month - 1]!;
  return day <= monthLength ? { year, month, day } : null;
}

/** Empty is valid; anything shorter than 10 characters or not a real DD/MM/YYYY date is invalidDate. */
export function date(value: string): ValidationErrorKey | null {
  if (value === '') return null;
  if (value.length < 10 || !parseDisplayDate(value)) return VALIDATION_KEYS.invalidDate;
  return null;
}

/** DD/MM/YYYY → ISO yyyy-MM-dd (the API format), or null. */
export function displayDateToIso(value: string): string | null {
  const parsed = parseDisplayDate(value);
  if (!parsed) return null;
  const pad = (n: number, width: number) => String(n).padStart(width, '0');
  return `${pad(parsed.year, 4)}-${pad(parsed.month, 2)}-${pad(parsed.day, 2)}`;
}
