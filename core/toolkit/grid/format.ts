import type { CellFormat } from './types';
import { isBlank, numericValue } from './values';

const formatters = new Map<string, (value: unknown) => string>();

function dateFormatter(locale: string): (value: unknown) => string {
  const intl = new Intl.DateTimeFormat(locale, { timeZone: 'UTC', year: 'numeric', month: '2-digit', day: '2-digit' });
  return (value) => {
    const time = numericValue(value);
    return Number.isNaN(time) ? String(value) : intl.format(time);
  };
}

function numberFormatter(locale: string, format: string): (value: unknown) => string {
  const kind = format[0];
  const decimals = Number(format.slice(1)) || 0;
  const intl = new Intl.NumberFormat(locale, {
    style: kind === 'c' ? 'currency' : kind === 'p' ? 'percent' : 'decimal',
    currency: 'BRL',
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  });
  return (value) => {
    const number = numericValue(value);
    return Number.isNaN(number) ? String(value) : intl.format(number);
  };
}

function formatterFor(locale: string, format: CellFormat): (value: unknown) => string {
  if (typeof format === 'function') return (v) => format(String(v));
  const cacheKey = `${locale}|${format}`;
  let formatter = formatters.get(cacheKey);
  if (!formatter) {
    if (format === 'd') formatter = dateFormatter(locale);
    else formatter = numberFormatter(locale, format);
    formatters.set(cacheKey, formatter);
  }
  return formatter;
}

const plainNumbers = new Map<string, Intl.NumberFormat>();
function plainNumber(locale: string): Intl.NumberFormat {
  let intl = plainNumbers.get(locale);
  if (!intl) plainNumbers.set(locale, (intl = new Intl.NumberFormat(locale)));
  return intl;
}

/** The text a cell shows; dates without a format use the locale's short date (US month first, others day first). */
export function formatCellValue(value: unknown, format: CellFormat | undefined, locale: string, isDate = false): string {
  if (isBlank(value)) return '';
  if (format) return formatterFor(locale, format)(value);
  if (isDate || value instanceof Date) return formatterFor(locale, 'd')(value);
  if (typeof value === 'number') return plainNumber(locale).format(value);
  return String(value);
}
