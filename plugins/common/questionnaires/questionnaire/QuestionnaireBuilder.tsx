import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { call, TOKENS, useService } from '@portico/plugin';
import { IsoDateInput } from '@portico/toolkit/forms';
import { SaveAsTemplate, useTaskWrite } from '../../tasks';
import { ENDPOINTS, MAX_QUESTIONS, QUESTIONNAIRE_KIND, type NewQuestionnaire, type Questionnaire } from '../contract';
import { QUESTION_TYPES, type QuestionType } from '../rules';
import { ErrorText } from './ErrorText';

interface Draft { key: string; label: string; type: QuestionType; required: boolean; options: string; showIfKey: string; showIfEquals: string }

let next = 1;
const blank = (): Draft => ({ key: `q${next++}`, label: '', type: 'short_text', required: false, options: '', showIfKey: '', showIfEquals: '' });
const optionsOf = (d: Draft) => d.options.split('\n').map((o) => o.trim()).filter(Boolean);
const isChoice = (type: QuestionType) => type === 'one_choice' || type === 'several_choices';

/** A template's questions as drafts, each under a fresh key (its conditions follow it). */
function draftsOf(template: NewQuestionnaire): Draft[] {
  const keys = new Map(template.questions.map((q) => [q.key, blank().key]));
  return template.questions.map((q) => ({
    key: keys.get(q.key)!, label: q.label, type: q.type, required: q.required ?? false, options: (q.options ?? []).join('\n'),
    showIfKey: q.showIf ? keys.get(q.showIf.key) ?? '' : '', showIfEquals: q.showIf?.equals ?? '',
  }));
}

/**
 * The firm composes a questionnaire: each question its type, whether it is required, and when it shows. A template
 * (the firm's yearly organizer) fills it in, and what is composed can be kept as one.
 */
export function QuestionnaireBuilder({ clientId, onCreated, template }: { clientId: string; onCreated: (taskId: string) => void; template?: NewQuestionnaire }) {
  const { t } = useTranslation('common.questionnaires');
  const http = useService(TOKENS.Http);
  const [title, setTitle] = useState(template?.title ?? '');
  const [dueDate, setDueDate] = useState(template?.dueDate ?? '');
  const [drafts, setDrafts] = useState<Draft[]>(() => (template ? draftsOf(template) : [blank()]));
  const write = useTaskWrite<Questionnaire>('', (created) => onCreated(created.task.id));
  const ids = { title: useId(), due: useId() };
  const change = (key: string, patch: Partial<Draft>) => setDrafts((all) => all.map((d) => (d.key === key ? { ...d, ...patch } : d)));

  /** What is composed, or null while the title or every question is blank. */
  const typed = (): NewQuestionnaire | null => {
    const named = drafts.filter((d) => d.label.trim());
    if (!title.trim() || named.length === 0) return null;
    return {
      title: title.trim(), ...(dueDate ? { dueDate } : {}),
      questions: named.map((d) => ({
        key: d.key, label: d.label.trim(), type: d.type, required: d.required,
        ...(isChoice(d.type) ? { options: optionsOf(d) } : {}),
        ...(d.showIfKey ? { showIf: { key: d.showIfKey, equals: d.showIfEquals } } : {}),
      })),
    };
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = typed();
    if (!body) return write.setError('QUESTIONNAIRE_INCOMPLETE');
    await write.run(() => call(http, ENDPOINTS.postStaffQuestionnaire, { params: { clientId }, body }));
  };

  return (
    <form className="tasks-form questionnaire-builder" onSubmit={(event) => void submit(event)} aria-labelledby="new-questionnaire-title">
      <h2 id="new-questionnaire-title">{t('staff.new')}</h2>
      <label htmlFor={ids.title}>{t('staff.title')}</label>
      <input id={ids.title} value={title} maxLength={200} required onChange={(event) => setTitle(event.target.value)} />
      <label htmlFor={ids.due}>{t('staff.dueDate')}</label>
      <IsoDateInput id={ids.due} value={dueDate} onValueChange={setDueDate} />
      <ol className="tasks-items">
        {drafts.map((d, index) => {
          const earlier = drafts.slice(0, index).filter((e) => e.label.trim() && (e.type === 'yes_no' || isChoice(e.type)));
          const on = earlier.find((e) => e.key === d.showIfKey);
          const values = on ? (on.type === 'yes_no' ? [['yes', t('answer.yes')], ['no', t('answer.no')]] : optionsOf(on).map((o) => [o, o])) : [];
          return (
            <li key={d.key} className="tasks-item">
              <fieldset>
                <legend>{t('staff.questionN', { n: index + 1 })}</legend>
                <label htmlFor={`${d.key}-label`}>{t('staff.label')}</label>
                <input id={`${d.key}-label`} value={d.label} maxLength={300} onChange={(event) => change(d.key, { label: event.target.value })} />
                <label htmlFor={`${d.key}-type`}>{t('staff.type')}</label>
                <select id={`${d.key}-type`} value={d.type} onChange={(event) => change(d.key, { type: event.target.value as QuestionType })}>
                  {QUESTION_TYPES.map((type) => <option key={type} value={type}>{t(`types.${type}`)}</option>)}
                </select>
                {isChoice(d.type) && (
                  <>
                    <label htmlFor={`${d.key}-options`}>{t('staff.options')}</label>
                    <textarea id={`${d.key}-options`} value={d.options} rows={3} onChange={(event) => change(d.key, { options: event.target.value })} />
                  </>
                )}
                <p className="questionnaire-choice">
                  <input id={`${d.key}-required`} type="checkbox" checked={d.required} onChange={(event) => change(d.key, { required: event.target.checked })} />
                  <label htmlFor={`${d.key}-required`}>{t('staff.required')}</label>
                </p>
                {earlier.length > 0 && (
                  <>
                    <label htmlFor={`${d.key}-if`}>{t('staff.showIf')}</label>
                    <select id={`${d.key}-if`} value={d.showIfKey} onChange={(event) => change(d.key, { showIfKey: event.target.value, showIfEquals: '' })}>
                      <option value="">{t('staff.always')}</option>
                      {earlier.map((e) => <option key={e.key} value={e.key}>{e.label}</option>)}
                    </select>
                    {on && (
                      <>
                        <label htmlFor={`${d.key}-equals`}>{t('staff.equals')}</label>
                        <select id={`${d.key}-equals`} value={d.showIfEquals} onChange={(event) => change(d.key, { showIfEquals: event.target.value })}>
                          <option value="">{t('staff.pickValue')}</option>
                          {values.map(([value, text]) => <option key={value} value={value}>{text}</option>)}
                        </select>
                      </>
                    )}
                  </>
                )}
                {drafts.length > 1 && (
                  <button type="button" onClick={() => setDrafts((all) => all.filter((x) => x.key !== d.key).map((x) => (x.showIfKey === d.key ? { ...x, showIfKey: '', showIfEquals: '' } : x)))}>
                    {t('staff.remove', { n: index + 1 })}
                  </button>
                )}
              </fieldset>
            </li>
          );
        })}
      </ol>
      <div className="tasks-row">
        <button type="button" disabled={drafts.length >= MAX_QUESTIONS} onClick={() => setDrafts((all) => [...all, blank()])}>{t('staff.add')}</button>
        <button type="submit" className="tasks-primary" disabled={write.pending}>{t('staff.send')}</button>
      </div>
      <ErrorText code={write.error} />
      <SaveAsTemplate kind={QUESTIONNAIRE_KIND} body={typed} incomplete={() => t('errors.QUESTIONNAIRE_INCOMPLETE')} />
    </form>
  );
}
