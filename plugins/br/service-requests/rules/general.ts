import type { RequestPayloads } from '../contract';
import { isIsoDate } from './dates';
import type { RuleContext, RuleViolation } from './types';

/** A description needs some substance (spec 001 minlengthTrim). */
export const MIN_MESSAGE_LENGTH = 10;

export function generalRules(p: Partial<RequestPayloads['Generic']>, ctx: RuleContext): RuleViolation[] {
  const violations: RuleViolation[] = [];
  if (typeof p.message === 'string' && p.message.trim() && p.message.trim().length < MIN_MESSAGE_LENGTH) {
    violations.push({ field: 'message', code: 'MESSAGE_TOO_SHORT', params: { count: MIN_MESSAGE_LENGTH } });
  }
  if (isIsoDate(p.dueDate) && p.dueDate < ctx.today) violations.push({ field: 'dueDate', code: 'DUE_DATE_IN_PAST' });
  return violations;
}
