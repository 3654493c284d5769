import { useCallback, useMemo, useState } from 'react';
import type { FieldState } from '@portico/toolkit/forms';
import { date as dateValidator, VALIDATION_KEYS } from '@portico/toolkit/validators';
import { dateCodec, integerCodec } from '../../requests/codecs';
import type { DraftExtra, RequestDraft } from '../../requests/use-request-draft';
import { MAX_VACATION_PERIODS } from '../../rules/vacation';
import { wholeNumber } from '../employee-events';

export interface PeriodRow { key: number; start: string; days: string }
type Part = 'start' | 'days';
const PATH: Record<Part, string> = { start: 'startDate', days: 'days' };

let nextKey = 0;
const blank = (): PeriodRow => ({ key: nextKey++, start: '', days: '' });
const isBlank = (row: PeriodRow) => row.start === '' && row.days === '';

/**
 * The vacation periods (1–3 rows of start and days) kept beside the form's fields: they reach the draft's
 * payload as `periods` (left out while every row is blank, so opening the form saves nothing) and show the
 * messages the draft has for `periods.<i>.startDate` / `.days`.
 */
export function usePeriods() {
  const [rows, setRows] = useState<PeriodRow[]>(() => [blank()]);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());

  const extra = useMemo<DraftExtra>(() => ({
    value: rows.every(isBlank) ? {} : {
      periods: rows.map((r) => ({ startDate: dateCodec.toPayload(r.start), days: integerCodec.toPayload(r.days) })),
    },
    load: (payload) => {
      const saved = Array.isArray(payload.periods) ? (payload.periods as Array<Record<string, unknown>>) : [];
      setRows(saved.length ? saved.map((p) => ({ key: nextKey++, start: dateCodec.toText(p.startDate), days: integerCodec.toText(p.days) })) : [blank()]);
      setTouched(new Set());
    },
  }), [rows]);

  const update = useCallback((index: number, part: Part, value: string) => {
    setRows((current) => current.map((r, i) => (i === index ? { ...r, [part]: value } : r)));
    setTouched((current) => new Set(current).add(`${index}.${part}`));
  }, []);

  return {
    rows,
    extra,
    touched: touched.size > 0,
    canAdd: rows.length < MAX_VACATION_PERIODS,
    add: () => setRows((current) => (current.length < MAX_VACATION_PERIODS ? [...current, blank()] : current)),
    remove: (index: number) => {
      setRows((current) => current.filter((_, i) => i !== index));
      setTouched((current) => new Set([...current].filter((k) => !k.startsWith(`${index}.`))));
    },
    /** A row input as a toolkit field: its own checks first, then the rules' message for its path. */
    field<F extends string>(draft: RequestDraft<F>, index: number, part: Part, showAll: boolean): FieldState {
      const value = rows[index]![part];
      const own = value.trim() === '' ? VALIDATION_KEYS.required : part === 'start' ? dateValidator(value) : wholeNumber(value);
      const path = `periods.${index}.${PATH[part]}`;
      const rule = draft.violationAt(path);
      const error = own ?? (rule ? draft.ruleMessage(rule) : null);
      const shown = showAll || touched.has(`${index}.${part}`);
      return { name: path, value, setValue: (v) => update(index, part, v), error, visibleError: shown ? error : null, dirty: shown, optional: false };
    },
  };
}
