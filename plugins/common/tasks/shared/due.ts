const DAY = 86_400_000;

/** Today on the person's calendar, yyyy-MM-dd. */
export const localToday = (now = new Date()) =>
  `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;

/** Whole days from today to a due date: negative when past. */
export const daysUntil = (dueDate: string, today = localToday()) => Math.round((Date.parse(dueDate) - Date.parse(today)) / DAY);
