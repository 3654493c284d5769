/**
 * The obligations of the tax calendar and the rules that date them (BR-DOMAIN.md §5). Browser-safe data: the
 * server dates them (server/due-dates.ts), the widget names them.
 */
export const TAX_REGIMES = ['simples', 'presumido', 'real'] as const;
export type TaxRegime = (typeof TAX_REGIMES)[number];

export type DayRule =
  | { kind: 'fixedDay'; day: number; adjust: 'anticipate' | 'postpone' }
  | { kind: 'nthBusinessDay'; n: number }
  | { kind: 'lastBusinessDay' };

export interface ObligationRule {
  key: string;
  rule: DayRule;
  /** Months from the competence to the month it is due in (1: the following month). */
  monthOffset: number;
  /** Competence months (1-12) it exists for; every month when absent. */
  competenceMonths?: number[];
  /** Regimes it applies to; every regime when absent. */
  regimes?: TaxRegime[];
  /** Only for companies with employees. */
  employees?: boolean;
  /** A municipal tax whose rule is this municipality's. */
  municipality?: string;
}

const PAID_OUTSIDE_SIMPLES: TaxRegime[] = ['presumido', 'real'];

export const OBLIGATIONS = [
  // Res. CGSN 140/2018 art. 40 §3: postponed to the next business day.
  { key: 'das', rule: { kind: 'fixedDay', day: 20, adjust: 'postpone' }, monthOffset: 1, regimes: ['simples'] },
  // Lei 14.438/2022 (FGTS Digital), Lei 8.212 art. 30 I b, Lei 11.196/2005 art. 70: brought forward.
  { key: 'fgts', rule: { kind: 'fixedDay', day: 20, adjust: 'anticipate' }, monthOffset: 1, employees: true },
  { key: 'inss', rule: { kind: 'fixedDay', day: 20, adjust: 'anticipate' }, monthOffset: 1, employees: true },
  { key: 'irrf', rule: { kind: 'fixedDay', day: 20, adjust: 'anticipate' }, monthOffset: 1, employees: true },
  { key: 'esocial', rule: { kind: 'fixedDay', day: 15, adjust: 'anticipate' }, monthOffset: 1, employees: true },
  { key: 'efdReinf', rule: { kind: 'fixedDay', day: 15, adjust: 'anticipate' }, monthOffset: 1, regimes: PAID_OUTSIDE_SIMPLES },
  // MP 447/2008 -> Lei 11.933/2009.
  { key: 'pisCofins', rule: { kind: 'fixedDay', day: 25, adjust: 'anticipate' }, monthOffset: 1, regimes: PAID_OUTSIDE_SIMPLES },
  // IN RFB 2.248/2025: the last business day of the following month.
  { key: 'dctfweb', rule: { kind: 'lastBusinessDay' }, monthOffset: 1, employees: true },
  // Lei 9.430/1996: the last business day of the month after the quarter.
  { key: 'irpjCsll', rule: { kind: 'lastBusinessDay' }, monthOffset: 1, competenceMonths: [3, 6, 9, 12], regimes: PAID_OUTSIDE_SIMPLES },
  // CLT art. 459 §1.
  { key: 'salary', rule: { kind: 'nthBusinessDay', n: 5 }, monthOffset: 1, employees: true },
  // Lei 4.749/1965: first instalment by 30 November, second by 20 December.
  { key: 'thirteenthFirst', rule: { kind: 'fixedDay', day: 30, adjust: 'anticipate' }, monthOffset: 0, competenceMonths: [11], employees: true },
  { key: 'thirteenthSecond', rule: { kind: 'fixedDay', day: 20, adjust: 'anticipate' }, monthOffset: 0, competenceMonths: [12], employees: true },
  // São Paulo capital, IN SF/SUREM 08/2011: day 10 of the following month (Simples companies pay ISS in the DAS).
  { key: 'issSaoPaulo', rule: { kind: 'fixedDay', day: 10, adjust: 'postpone' }, monthOffset: 1, regimes: PAID_OUTSIDE_SIMPLES, municipality: 'São Paulo' },
] as const satisfies readonly ObligationRule[];

export type ObligationKey = (typeof OBLIGATIONS)[number]['key'];
export const OBLIGATION_KEYS = OBLIGATIONS.map((o) => o.key) as ObligationKey[];
