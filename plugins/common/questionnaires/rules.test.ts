import { describe, expect, it } from 'vitest';
import { answerFits, compositionProblems, missingAnswers, visibleQuestions, type QuestionRule } from './rules';

const q = (key: string, extra: Partial<QuestionRule> = {}): QuestionRule => ({ key, type: 'short_text', required: false, options: [], showIf: null, ...extra });
const QUESTIONS = [
  q('employees', { type: 'yes_no', required: true }),
  q('payroll', { type: 'one_choice', options: ['ADP', 'Gusto', 'Other'], required: true, showIf: { key: 'employees', equals: 'yes' } }),
  q('provider', { required: true, showIf: { key: 'payroll', equals: 'Other' } }),
  q('notes', { type: 'long_text' }),
];

describe('questionnaire rules', () => {
  it('shows a question only when its condition holds, and hides what hangs on a hidden one', () => {
    expect(visibleQuestions(QUESTIONS, {}).map((x) => x.key)).toEqual(['employees', 'notes']);
    expect(visibleQuestions(QUESTIONS, { employees: true }).map((x) => x.key)).toEqual(['employees', 'payroll', 'notes']);
    expect(visibleQuestions(QUESTIONS, { employees: true, payroll: 'Other' }).map((x) => x.key)).toEqual(['employees', 'payroll', 'provider', 'notes']);
    expect(visibleQuestions(QUESTIONS, { employees: false, payroll: 'Other' }).map((x) => x.key)).toEqual(['employees', 'notes']);
  });

  it('needs only the required questions shown', () => {
    expect(missingAnswers(QUESTIONS, {}).map((x) => x.key)).toEqual(['employees']);
    expect(missingAnswers(QUESTIONS, { employees: false })).toEqual([]);
    expect(missingAnswers(QUESTIONS, { employees: true, payroll: 'Other', provider: '' }).map((x) => x.key)).toEqual(['provider']);
  });

  it('checks each answer against its type', () => {
    expect(answerFits(q('a', { type: 'yes_no' }), 'yes')).toBe(false);
    expect(answerFits(q('a', { type: 'one_choice', options: ['x', 'y'] }), 'z')).toBe(false);
    expect(answerFits(q('a', { type: 'several_choices', options: ['x', 'y'] }), ['x', 'y'])).toBe(true);
    expect(answerFits(q('a', { type: 'several_choices', options: ['x', 'y'] }), ['x', 'x'])).toBe(false);
    expect(answerFits(q('a', { type: 'date' }), '2026-02-30x')).toBe(false);
    expect(answerFits(q('a', { type: 'number' }), 12.5)).toBe(true);
    expect(answerFits(q('a', { type: 'number' }), '12')).toBe(false);
    expect(answerFits(q('a', { type: 'long_text' }), null)).toBe(true);
  });

  it('refuses a composition with a condition on a later question, a choice without options, or a value no answer has', () => {
    expect(compositionProblems(QUESTIONS)).toEqual([]);
    expect(compositionProblems([q('a', { showIf: { key: 'b', equals: 'x' } }), q('b')])).toHaveLength(1);
    expect(compositionProblems([q('a', { type: 'one_choice', options: ['only'] })])).toHaveLength(1);
    expect(compositionProblems([q('a', { type: 'yes_no' }), q('b', { showIf: { key: 'a', equals: 'maybe' } })])).toHaveLength(1);
  });
});
