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

/**
 * A month ("yyyy-MM", a competência) as a reader writes it: "10/2026" (every portal language puts the month before
 * its year; only days differ); a year alone ("2025") stays as it is.
 */
export function formatMonth(value: string): string {
  const match = /^(\d{4})-(\d{2})$/.exec(value);
  return match ? `${match[2]}/${match[1]}` : value;
}

/**
 * An instant (an ISO timestamp: a receipt's delivery, a message's arrival) on the firm's clock, not the browser's:
 * "30/09/2026 19:45 BRT" for a firm in Brasília whatever the reader's machine is set to. The day is written as
 * formatDate writes days; the zone is named, so a reader elsewhere knows whose clock it is.
 */
export function formatFirmDateTime(value: string | Date, language: string, timeZone: string): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  const parts = Object.fromEntries(new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' })
    .formatToParts(date).map((p) => [p.type, p.value]));
  const time = new Intl.DateTimeFormat(language, { timeZone, hour: '2-digit', minute: '2-digit', timeZoneName: 'short' }).format(date);
  return `${formatDate(`${parts.year}-${parts.month}-${parts.day}`, language)} ${time}`;
}
