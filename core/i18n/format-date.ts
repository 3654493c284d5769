/** ISO "yyyy-MM-dd" (or a Date) shown per locale: US English month first, every other language day first. */
export function formatDate(value: string | Date, language: string): string {
  const date = typeof value === 'string' ? parseIsoDate(value) : value;
  if (!date || Number.isNaN(date.getTime())) return '';
  const dd = String(date.getUTCDate()).padStart(2, '0');
  const mm = String(date.getUTCMonth() + 1).padStart(2, '0');
  const yyyy = String(date.getUTCFullYear());
  return isMonthFirst(language) ? `${mm}/${dd}/${yyyy}` : `${dd}/${mm}/${yyyy}`;
}

export function isMonthFirst(language: string): boolean {
  const tag = language.toLowerCase();
  return tag === 'en-us' || tag === 'en';
}

/** Date-only strings are calendar days: read them as UTC so no time zone shifts the day. */
function parseIsoDate(value: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (match && value.length === 10) return new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}
