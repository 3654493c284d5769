/** Reads a bound property without caring about the row's static type. */
export function cellValue(row: object, binding: string): unknown {
  return (row as Record<string, unknown>)[binding];
}

export function isBlank(value: unknown): boolean {
  return value === null || value === undefined || (typeof value === 'string' && value.trim() === '');
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}/;

/** A comparable number for numbers, Dates and ISO date strings; NaN otherwise. */
export function numericValue(value: unknown): number {
  if (typeof value === 'number') return value;
  if (value instanceof Date) return value.getTime();
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (typeof value === 'string') {
    if (ISO_DATE.test(value)) return Date.parse(value);
    const trimmed = value.trim();
    if (trimmed !== '' && /^-?\d+(\.\d+)?$/.test(trimmed)) return Number(trimmed);
  }
  return NaN;
}

/** Lower-case, accent-free text for LIKE and quick search. */
export function foldText(value: unknown): string {
  if (value === null || value === undefined) return '';
  const text = value instanceof Date ? value.toISOString() : String(value);
  // Only pay for NFD when the text has non-ASCII characters.
  // eslint-disable-next-line no-control-regex
  return /[^\u0000-\u007f]/.test(text) ? text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase() : text.toLowerCase();
}
