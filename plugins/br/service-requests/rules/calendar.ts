import { BrazilHolidays } from '@portico/br-kit/holidays';

/**
 * The rules' holidays (RuleContext.isHoliday): Brazil's public ones, national plus the state's when given
 * ("SP", "RJ" …), from the shared calendar. Bank-only closures (Carnaval) are no holidays in the CLT sense.
 * Server side only, as the calendar is (see the Brazilian kit's holidays.ts); the browser's rules get no holidays.
 */
export function holidayCheck(state?: string): (isoDate: string) => boolean {
  return new BrazilHolidays(state, 'public').isHoliday;
}
