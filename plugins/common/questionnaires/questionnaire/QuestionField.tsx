import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IsoDateInput } from '@portico/toolkit/forms';
import type { QuestionView } from '../contract';
import type { AnswerValue } from '../rules';

/**
 * One question as a form control of its type, labelled by the question (required marked in words, not colour alone).
 * `onChange` gets each new value; a file is handed to `onFile`, which uploads it and answers its document.
 */
export function QuestionField({ question: q, value, fileName, disabled, onChange, onFile }: {
  question: QuestionView; value: AnswerValue | undefined; fileName?: string; disabled: boolean;
  onChange: (value: AnswerValue) => void; onFile: (file: File) => Promise<void>;
}) {
  const { t } = useTranslation('common.questionnaires');
  const id = useId();
  const [uploading, setUploading] = useState(false);
  const label = <>{q.label}{q.required && <span className="questionnaire-required"> {t('question.required')}</span>}</>;

  if (q.type === 'yes_no' || q.type === 'one_choice' || q.type === 'several_choices') {
    const choices = q.type === 'yes_no' ? [{ value: 'yes', text: t('answer.yes') }, { value: 'no', text: t('answer.no') }] : q.options.map((o) => ({ value: o, text: o }));
    const picked = (c: string) => (q.type === 'yes_no' ? value === (c === 'yes') : Array.isArray(value) ? value.includes(c) : value === c);
    const pick = (c: string, on: boolean) => {
      if (q.type === 'yes_no') return onChange(c === 'yes');
      if (q.type === 'one_choice') return onChange(c);
      const now = Array.isArray(value) ? value : [];
      onChange(on ? q.options.filter((o) => o === c || now.includes(o)) : now.filter((o) => o !== c));
    };
    return (
      <fieldset className="questionnaire-question" disabled={disabled}>
        <legend>{label}</legend>
        {choices.map((c, i) => (
          <p key={c.value} className="questionnaire-choice">
            <input id={`${id}-${i}`} type={q.type === 'several_choices' ? 'checkbox' : 'radio'} name={id} checked={picked(c.value)}
              onChange={(event) => pick(c.value, event.target.checked)} />
            <label htmlFor={`${id}-${i}`}>{c.text}</label>
          </p>
        ))}
      </fieldset>
    );
  }

  const text = typeof value === 'string' || typeof value === 'number' ? String(value) : '';
  return (
    <div className="questionnaire-question">
      <label htmlFor={id}>{label}</label>
      {q.type === 'long_text' && <textarea id={id} value={text} maxLength={5000} rows={4} disabled={disabled} onChange={(event) => onChange(event.target.value)} />}
      {q.type === 'short_text' && <input id={id} value={text} maxLength={200} disabled={disabled} onChange={(event) => onChange(event.target.value)} />}
      {q.type === 'date' && <IsoDateInput id={id} value={text} disabled={disabled} onValueChange={(day) => onChange(day || null)} />}
      {q.type === 'number' && (
        <input id={id} type="number" inputMode="decimal" value={text} disabled={disabled}
          onChange={(event) => onChange(event.target.value === '' || Number.isNaN(event.target.valueAsNumber) ? null : event.target.valueAsNumber)} />
      )}
      {q.type === 'file' && (
        <>
          {fileName && <p className="hint">{t('question.fileGiven', { name: fileName })}</p>}
          <input id={id} type="file" disabled={disabled || uploading} onChange={(event) => {
            const file = event.target.files?.[0];
            if (!file) return;
            setUploading(true);
            void onFile(file).finally(() => setUploading(false));
          }} />
          {uploading && <p role="status">{t('question.uploading')}</p>}
        </>
      )}
    </div>
  );
}
