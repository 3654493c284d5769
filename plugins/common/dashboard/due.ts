const DAY = 86_400_000;

/** A calendar date shown in the user's language, read as that day (not shifted by the browser's zone). */
export const formatDay = (date: string, language: string): string =>
  new Intl.DateTimeFormat(language, { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${date.slice(0, 10)}T00:00:00Z`));

/** Today on the person's calendar, yyyy-MM-dd. */
export const localToday = (now = new Date()) =>
  `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;

/** Whole days from today to a due date: negative when past. */
export const daysUntil = (dueDate: string, today = localToday()) => Math.round((Date.parse(dueDate.slice(0, 10)) - Date.parse(today)) / DAY);
