/** A calendar date shown in the user's language, read as that day (not shifted by the browser's zone). */
export const formatDay = (date: string, language: string): string =>
  new Intl.DateTimeFormat(language, { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${date.slice(0, 10)}T00:00:00Z`));
