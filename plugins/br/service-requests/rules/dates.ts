/** Calendar arithmetic on ISO dates (yyyy-MM-dd), in UTC so no time zone shifts a day. */
const DAY_MS = 86_400_000;

export const isIsoDate = (value: unknown): value is string =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));

const utc = (iso: string) => Date.parse(`${iso}T00:00:00Z`);

export function addDays(iso: string, days: number): string {
  return new Date(utc(iso) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Calendar days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((utc(to) - utc(from)) / DAY_MS);
}

/** The same day `years` later (29 February becomes 1 March in a common year). */
export function addYears(iso: string, years: number): string {
  const d = new Date(utc(iso));
  d.setUTCFullYear(d.getUTCFullYear() + years);
  return d.toISOString().slice(0, 10);
}

/** Full years from `from` to `to` (age, length of service). */
export function fullYearsBetween(from: string, to: string): number {
  let years = Number(to.slice(0, 4)) - Number(from.slice(0, 4));
  if (to.slice(5) < from.slice(5)) years -= 1;
  return years;
}

/** 0 Sunday … 6 Saturday. */
export const weekday = (iso: string): number => new Date(utc(iso)).getUTCDay();

/** Today's date in America/Sao_Paulo (the portal's business day), as yyyy-MM-dd. */
export function todayInSaoPaulo(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}
