/** A report period as calendar days (yyyy-MM-dd), both ends included. */
export type DateRange = {
  from: string;
  to: string;
};

const isoDay = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

/** The last twelve months: from the first day of the month eleven months ago to today. */
export function lastTwelveMonths(today = new Date()): DateRange {
  return { from: isoDay(new Date(today.getFullYear(), today.getMonth() - 11, 1)), to: isoDay(today) };
}

/** A complete range runs forwards; an incomplete one (a field cleared) is not asked of the server. */
export const rangeProblem = (range: DateRange): 'incomplete' | 'reversed' | null =>
  !range.from || !range.to ? 'incomplete' : range.from > range.to ? 'reversed' : null;

/** A file name without the characters file systems refuse. */
export const safeFileName = (name: string) => name.replace(/[\\/:*?"<>|]+/g, ' ').replace(/\s+/g, ' ').trim();
