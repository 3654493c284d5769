import Holidays from 'date-holidays';

/**
 * Public holidays (national, plus the state's when given: "SP", "RJ" …) from date-holidays. Optional
 * observances and bank-only days (Carnaval, Quarta-feira de Cinzas) are not holidays in the CLT sense.
 */
export function holidayCheck(state?: string): (isoDate: string) => boolean {
  // A state's list in date-holidays omits some national days (20 November in SP), so both are asked.
  const calendars = [new Holidays('BR'), ...(state ? [new Holidays('BR', state)] : [])];
  const years = new Map<number, Set<string>>();
  return (isoDate) => {
    const year = Number(isoDate.slice(0, 4));
    let days = years.get(year);
    if (!days) {
      days = new Set(calendars.flatMap((c) => c.getHolidays(year) || []).filter((h) => h.type === 'public').map((h) => h.date.slice(0, 10)));
      years.set(year, days);
    }
    return days.has(isoDate);
  };
}
