/**
 * What both sides decide alike: which questions show (a show-if condition on an earlier answer) and whether an
 * answer fits its question. Plain TypeScript, browser-safe.
 */

export const QUESTION_TYPES = ['short_text', 'long_text', 'yes_no', 'one_choice', 'several_choices', 'date', 'number', 'file'] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];
export type AnswerValue = string | number | boolean | string[] | null;

export interface QuestionRule {
  key: string;
  type: QuestionType;
  required: boolean;
  options: string[];
  /** Shown only when the answer to the earlier question `key` is `equals` ("yes"/"no" for yes/no; an option for a choice). */
  showIf: { key: string; equals: string } | null;
}

const matches = (answer: AnswerValue | undefined, equals: string) => {
  if (answer === undefined || answer === null) return false;
  if (Array.isArray(answer)) return answer.includes(equals);
  if (typeof answer === 'boolean') return (answer ? 'yes' : 'no') === equals;
  return String(answer) === equals;
};

/** The questions shown for these answers, in order: a question whose condition's question is hidden is hidden too. */
export function visibleQuestions<Q extends QuestionRule>(questions: readonly Q[], answers: Readonly<Record<string, AnswerValue>>): Q[] {
  const shown = new Set<string>();
  return questions.filter((q) => {
    const visible = !q.showIf || (shown.has(q.showIf.key) && matches(answers[q.showIf.key], q.showIf.equals));
    if (visible) shown.add(q.key);
    return visible;
  });
}

const blank = (value: AnswerValue | undefined) => value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

/** The required questions shown that have no answer yet. */
export const missingAnswers = (questions: readonly QuestionRule[], answers: Readonly<Record<string, AnswerValue>>) =>
  visibleQuestions(questions, answers).filter((q) => q.required && blank(answers[q.key]));

/** Whether a value fits its question (null clears an answer and always fits). */
export function answerFits(q: QuestionRule, value: AnswerValue): boolean {
  if (value === null) return true;
  switch (q.type) {
    case 'short_text': return typeof value === 'string' && value.length <= 200;
    case 'long_text': return typeof value === 'string' && value.length <= 5000;
    case 'yes_no': return typeof value === 'boolean';
    case 'one_choice': return typeof value === 'string' && q.options.includes(value);
    case 'several_choices': return Array.isArray(value) && new Set(value).size === value.length && value.every((v) => q.options.includes(v));
    case 'date': return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value));
    case 'number': return typeof value === 'number' && Number.isFinite(value);
    case 'file': return typeof value === 'string' && /^[A-Za-z0-9_-]{1,64}$/.test(value);
  }
}

/** Problems of a questionnaire as the firm composed it: keys unique, choices with options, conditions on earlier questions. */
export function compositionProblems(questions: readonly QuestionRule[]): string[] {
  const problems: string[] = [];
  const seen = new Map<string, QuestionRule>();
  for (const q of questions) {
    if (seen.has(q.key)) problems.push(`${q.key}: two questions have this key`);
    if ((q.type === 'one_choice' || q.type === 'several_choices') && q.options.length < 2) problems.push(`${q.key}: a choice needs two options or more`);
    if (q.showIf) {
      const on = seen.get(q.showIf.key);
      if (!on) problems.push(`${q.key}: its condition must name an earlier question`);
      else if (on.type === 'yes_no' ? !['yes', 'no'].includes(q.showIf.equals) : (on.type === 'one_choice' || on.type === 'several_choices') && !on.options.includes(q.showIf.equals)) {
        problems.push(`${q.key}: its condition's value is not an answer of ${on.key}`);
      }
    }
    seen.set(q.key, q);
  }
  return problems;
}
