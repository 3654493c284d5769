import Holidays from 'date-holidays';

/**
 * Brazil's holidays by calendar day (yyyy-MM-dd): the national ones plus one state's (UF), from the maintained
 * date-holidays library. The one source of holidays for the br features: the tax calendar's business days
 * (payment due dates) and the service requests' rest days (the CLT's vacation rules), on both their servers.
 *
 * Why a door of its own (@portico/br-kit/holidays), not in the kit's index: date-holidays does not bundle for
 * the browser (moment-timezone's JSON), so only server code, isomorphic rules and tests import it.
 */

/**
 * Which days count as holidays. `public`: the public holidays, the days off of labour law (CLT).
 * `banking`: those plus the days banks close though no law stops work (Carnaval, Corpus Christi), on which
 * no payment falls due. Optional days (Christmas Eve) and observances (Mother's Day) never count.
 */
export type HolidayScope = 'public' | 'banking';

const COUNTED: Record<HolidayScope, ReadonlySet<string>> = {
  public: new Set(['public']),
  banking: new Set(['public', 'bank']),
};

export class BrazilHolidays {
  private readonly sources: Holidays[];
  private readonly counted: ReadonlySet<string>;
  private readonly years = new Map<number, Map<string, string>>();

  constructor(readonly uf: string | null | undefined, scope: HolidayScope = 'public') {
    // A state's list in date-holidays omits some national days (20 November in SP), so both are asked.
    this.sources = [new Holidays('BR'), ...(uf ? [new Holidays('BR', uf)] : [])];
    this.counted = COUNTED[scope];
  }

  /** The holiday's name on that day (the state's name when both lists have it), or null. */
  nameOn(iso: string): string | null {
    const year = Number(iso.slice(0, 4));
    let days = this.years.get(year);
    if (!days) {
      days = new Map();
      for (const source of this.sources) {
        for (const h of source.getHolidays(year) || []) if (this.counted.has(h.type)) days.set(h.date.slice(0, 10), h.name);
      }
      this.years.set(year, days);
    }
    return days.get(iso) ?? null;
  }

  /** Bound to this calendar, so it can be handed on as a function (a rule's `isHoliday`). */
  readonly isHoliday = (iso: string): boolean => this.nameOn(iso) !== null;
}
