import type { TFunction } from 'i18next';
import { formatDate } from '@portico/plugin';
import type { QuestionView } from '../contract';
import type { AnswerValue } from '../rules';

/** An answer as words, for reading back (the firm's review, a handed-in questionnaire). */
export function answerText(q: QuestionView, value: AnswerValue | undefined, t: TFunction, language: string, fileName?: string): string {
  if (value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0)) return t('answer.none');
  if (typeof value === 'boolean') return value ? t('answer.yes') : t('answer.no');
  if (Array.isArray(value)) return value.join(', ');
  if (q.type === 'date' && typeof value === 'string') return formatDate(value, language);
  if (q.type === 'number' && typeof value === 'number') return new Intl.NumberFormat(language).format(value);
  if (q.type === 'file') return fileName ?? t('answer.file');
  return String(value);
}
