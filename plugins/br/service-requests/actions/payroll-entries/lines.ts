import { centsCodec, cpfCodec, hoursCodec } from '../../requests/codecs';
import type { Rubric } from '../../contract';

/** One line of the grid as typed: CPF masked, hours HHH:MM or a value with a comma, by the rubric's unit. */
export interface EntryLine {
  key: string;
  cpf: string;
  rubricCode: string;
  /** "12:30" or "1.234,56", by the rubric's unit. */
  quantity: string;
}

let next = 0;
export const lineKey = () => `line-${++next}`;

/** The payload's `entries`: minutes for hour rubrics, cents for value rubrics (text kept while incomplete). */
export function linesToEntries(lines: readonly EntryLine[], rubrics: readonly Rubric[]): Array<Record<string, unknown>> {
  return lines.map((line) => {
    const unit = rubrics.find((r) => r.code === line.rubricCode)?.unit;
    const quantity = unit === 'hours' ? { minutes: hoursCodec.toPayload(line.quantity) } : { amountCents: centsCodec.toPayload(line.quantity) };
    return Object.fromEntries(Object.entries({ cpf: cpfCodec.toPayload(line.cpf), rubricCode: line.rubricCode, ...quantity }).filter(([, v]) => v !== undefined));
  });
}

export function entriesToLines(entries: unknown): EntryLine[] {
  if (!Array.isArray(entries)) return [];
  return entries.map((entry: Record<string, unknown>) => ({
    key: lineKey(),
    cpf: cpfCodec.toText(entry.cpf),
    rubricCode: typeof entry.rubricCode === 'string' ? entry.rubricCode : '',
    quantity: entry.minutes !== undefined ? hoursCodec.toText(entry.minutes) : centsCodec.toText(entry.amountCents),
  }));
}

/** Totals over the complete lines: minutes of hour rubrics, cents of value rubrics. */
export function lineTotals(entries: ReadonlyArray<Record<string, unknown>>): { minutes: number; cents: number } {
  let minutes = 0;
  let cents = 0;
  for (const e of entries) {
    if (typeof e.minutes === 'number') minutes += e.minutes;
    if (typeof e.amountCents === 'number') cents += e.amountCents;
  }
  return { minutes, cents };
}
