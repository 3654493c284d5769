/** Monthly federal obligations of a Brazilian employer and their statutory due day. */
export interface Obligation {
  key: string;
  day: number;
  /** Brought forward (true) or postponed (false) when the day is not a business day. */
  anticipate: boolean;
}

export const MONTHLY_OBLIGATIONS: Obligation[] = [
  { key: 'esocial', day: 15, anticipate: true },
  { key: 'fgts', day: 20, anticipate: true },
  { key: 'dctfweb', day: 20, anticipate: true },
  { key: 'das', day: 20, anticipate: false },
  { key: 'pisCofins', day: 25, anticipate: true },
];

function isWeekend(date: Date): boolean {
  const day = date.getUTCDay();
  return day === 0 || day === 6;
}

/** The due date of an obligation in a month (weekends only; holidays come from the firm's calendar). */
export function dueDate(year: number, month: number, obligation: Obligation): Date {
  const date = new Date(Date.UTC(year, month, obligation.day));
  while (isWeekend(date)) date.setUTCDate(date.getUTCDate() + (obligation.anticipate ? -1 : 1));
  return date;
}

/** The next due date of each obligation on or after `today`, soonest first. */
export function upcoming(today: Date): Array<{ key: string; date: Date }> {
  const start = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  return MONTHLY_OBLIGATIONS.map((o) => {
    let date = dueDate(today.getUTCFullYear(), today.getUTCMonth(), o);
    if (date.getTime() < start) date = dueDate(today.getUTCFullYear(), today.getUTCMonth() + 1, o);
    return { key: o.key, date };
  }).sort((a, b) => a.date.getTime() - b.date.getTime());
}
