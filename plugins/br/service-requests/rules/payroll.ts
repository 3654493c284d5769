import type { RequestPayloads } from '../contract';
import type { RuleContext, RuleViolation } from './types';

/** Entries may be sent for the current competência or the next one, not further ahead. */
function nextCompetence(today: string): string {
  const [year, month] = [Number(today.slice(0, 4)), Number(today.slice(5, 7))];
  return month === 12 ? `${year + 1}-01` : `${year}-${String(month + 1).padStart(2, '0')}`;
}

/**
 * Lançamentos da folha (BR-DOMAIN 1.2): each line names a rubric the firm publishes and carries hours or a
 * value according to the rubric's unit; one employee and rubric once per request.
 */
export function payrollRules(payload: Partial<RequestPayloads['PayrollEntry']>, ctx: RuleContext): RuleViolation[] {
  const violations: RuleViolation[] = [];
  if (typeof payload.competence === 'string') {
    if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(payload.competence)) violations.push({ field: 'competence', code: 'COMPETENCE_INVALID' });
    else if (payload.competence > nextCompetence(ctx.today)) violations.push({ field: 'competence', code: 'COMPETENCE_TOO_FAR' });
  }
  const seen = new Set<string>();
  (payload.entries ?? []).forEach((entry, i) => {
    const rubric = ctx.rubrics?.find((r) => r.code === entry.rubricCode);
    if (entry.rubricCode && ctx.rubrics && !rubric) violations.push({ field: `entries.${i}.rubricCode`, code: 'RUBRIC_UNKNOWN' });
    if (rubric?.unit === 'hours' && !(entry.minutes && entry.minutes > 0)) violations.push({ field: `entries.${i}.minutes`, code: 'HOURS_REQUIRED' });
    if (rubric?.unit === 'value' && !(entry.amountCents && entry.amountCents > 0)) violations.push({ field: `entries.${i}.amountCents`, code: 'VALUE_REQUIRED' });
    const key = `${entry.cpf}|${entry.rubricCode}`;
    if (entry.cpf && entry.rubricCode && seen.has(key)) violations.push({ field: `entries.${i}.rubricCode`, code: 'DUPLICATE_LINE' });
    seen.add(key);
  });
  return violations;
}
