import { BrazilHolidays } from '@portico/br-kit/holidays';
import { daysBetween, todayInBrazil } from '@portico/br-kit/contract';
import { OBLIGATIONS, type ObligationKey, type ObligationRule, type TaxRegime } from '../obligations';

/** Calendar days as yyyy-MM-dd; arithmetic in UTC so no zone shifts a day. */
const toDate = (iso: string) => new Date(`${iso}T00:00:00Z`);
const toIso = (date: Date) => date.toISOString().slice(0, 10);
const addDays = (iso: string, days: number) => toIso(new Date(toDate(iso).getTime() + days * 86_400_000));
const ymd = (year: number, month: number, day: number) => toIso(new Date(Date.UTC(year, month - 1, day)));
const lastDayOf = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/**
 * Business days for payments in one state: weekdays that are no holiday of the shared Brazilian calendar in its
 * banking scope (national and state holidays, plus the days banks close: Carnaval, Corpus Christi).
 */
export class BusinessCalendar {
  private readonly holidays: BrazilHolidays;

  constructor(readonly uf: string | null) {
    this.holidays = new BrazilHolidays(uf, 'banking');
  }

  /** The holiday's name on that day, or null. */
  holiday(iso: string): string | null {
    return this.holidays.nameOn(iso);
  }

  isBusinessDay(iso: string): boolean {
    const weekday = toDate(iso).getUTCDay();
    return weekday !== 0 && weekday !== 6 && this.holiday(iso) === null;
  }
}

/** Why a due date moved off its nominal day: the first day it could not be (a weekend or a named holiday). */
export type Shift = { reason: 'weekend' } | { reason: 'holiday'; holiday: string };

export interface DueDate {
  key: ObligationKey;
  /** yyyy-MM of the month the obligation is about. */
  competence: string;
  /** The day the rule gives before any adjustment. */
  nominalDate: string;
  dueDate: string;
  shift: Shift | null;
}

/** The due date of an obligation for one competence, by its day rule and the calendar. */
export function dueDateOf(obligation: ObligationRule, competence: string, calendar: BusinessCalendar): DueDate {
  const [cy, cm] = competence.split('-').map(Number) as [number, number];
  const dueMonth = new Date(Date.UTC(cy, cm - 1 + obligation.monthOffset, 1));
  const year = dueMonth.getUTCFullYear();
  const month = dueMonth.getUTCMonth() + 1;
  const base = { key: obligation.key as ObligationKey, competence };
  const { rule } = obligation;
  if (rule.kind === 'nthBusinessDay') {
    let date = ymd(year, month, 1);
    for (let found = calendar.isBusinessDay(date) ? 1 : 0; found < rule.n;) {
      date = addDays(date, 1);
      if (calendar.isBusinessDay(date)) found += 1;
    }
    return { ...base, nominalDate: date, dueDate: date, shift: null };
  }
  const nominal = rule.kind === 'lastBusinessDay' ? ymd(year, month, lastDayOf(year, month)) : ymd(year, month, Math.min(rule.day, lastDayOf(year, month)));
  const step = rule.kind === 'fixedDay' && rule.adjust === 'postpone' ? 1 : -1;
  let date = nominal;
  while (!calendar.isBusinessDay(date)) date = addDays(date, step);
  if (rule.kind === 'lastBusinessDay' || date === nominal) return { ...base, nominalDate: date, dueDate: date, shift: null };
  const holiday = calendar.holiday(nominal);
  return { ...base, nominalDate: nominal, dueDate: date, shift: holiday ? { reason: 'holiday', holiday } : { reason: 'weekend' } };
}

/** What makes an obligation apply to a company. */
export interface CompanyProfile {
  regime: TaxRegime;
  hasEmployees: boolean;
  uf: string | null;
  municipality: string | null;
}

export function appliesTo(obligation: ObligationRule, company: CompanyProfile): boolean {
  if (obligation.regimes && !obligation.regimes.includes(company.regime)) return false;
  if (obligation.employees && !company.hasEmployees) return false;
  if (obligation.municipality && obligation.municipality !== company.municipality) return false;
  return true;
}

/** A date the firm set for one obligation and competence (an extension by decree, a local arrangement). */
export interface DueDateOverride {
  key: string;
  competence: string;
  dueDate: string;
  note: string;
}

export interface ScheduledDueDate extends DueDate {
  daysLeft: number;
  override: { originalDate: string; note: string } | null;
}

const competenceOf = (year: number, month: number) => `${year}-${String(month).padStart(2, '0')}`;

/**
 * The next due date of each obligation of the company that is today or later in Brasília, soonest first.
 * A firm's override replaces the computed date of its obligation and competence.
 */
export function upcomingDueDates(company: CompanyProfile, now: Date, overrides: DueDateOverride[] = []): { today: string; items: ScheduledDueDate[] } {
  const today = todayInBrazil(now);
  const calendar = new BusinessCalendar(company.uf);
  const [ty, tm] = today.split('-').map(Number) as [number, number];
  const items: ScheduledDueDate[] = [];
  for (const obligation of OBLIGATIONS.filter((o) => appliesTo(o, company))) {
    // Competences from two months back (a due date may still lie ahead) to a year ahead (annual ones).
    for (let offset = -2; offset <= 13; offset += 1) {
      const month = new Date(Date.UTC(ty, tm - 1 + offset, 1));
      const monthNumber = month.getUTCMonth() + 1;
      if ((obligation as ObligationRule).competenceMonths && !(obligation as ObligationRule).competenceMonths!.includes(monthNumber)) continue;
      const computed = dueDateOf(obligation, competenceOf(month.getUTCFullYear(), monthNumber), calendar);
      const override = overrides.find((o) => o.key === computed.key && o.competence === computed.competence);
      const dueDate = override?.dueDate ?? computed.dueDate;
      if (dueDate < today) continue;
      items.push({
        ...computed, dueDate, daysLeft: daysBetween(today, dueDate),
        override: override ? { originalDate: computed.dueDate, note: override.note } : null,
      });
      break;
    }
  }
  return { today, items: items.sort((a, b) => a.dueDate.localeCompare(b.dueDate) || a.key.localeCompare(b.key)) };
}
