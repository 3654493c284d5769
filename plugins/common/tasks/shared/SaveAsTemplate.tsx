import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call, TOKENS, useService } from '@portico/plugin';
import { ENDPOINTS, type TaskTemplate } from '../contract';
import { ErrorText } from './ErrorText';
import { useTaskWrite } from './use-task-write';

/**
 * Keeps what a kind's new-task form holds as a named template of the firm (its "Save" is no submit: the task is not
 * sent). `body` is the form's template body, or null while it is incomplete; `incomplete` says so in the kind's words.
 */
export function SaveAsTemplate({ kind, body, incomplete }: { kind: string; body: () => Readonly<Record<string, unknown>> | null; incomplete: () => string }) {
  const { t } = useTranslation('common.tasks');
  const http = useService(TOKENS.Http);
  const [name, setName] = useState('');
  const [saved, setSaved] = useState<string | null>(null);
  const [unfinished, setUnfinished] = useState(false);
  const nameId = useId();
  const write = useTaskWrite<TaskTemplate>('', (template) => setSaved(template.name));
  const save = () => {
    const typed = body();
    setUnfinished(!typed);
    if (!typed) return write.setError(null);
    if (!name.trim()) return write.setError('TEMPLATE_NAME_REQUIRED');
    setSaved(null);
    void write.run(() => call(http, ENDPOINTS.postStaffTaskTemplate, { body: { kind, name: name.trim(), body: typed } }));
  };
  return (
    <fieldset className="tasks-item">
      <legend>{t('templates.saveAs')}</legend>
      <label htmlFor={nameId}>{t('templates.name')}</label>
      <input id={nameId} value={name} maxLength={100} onChange={(event) => setName(event.target.value)} />
      <div className="tasks-row"><button type="button" disabled={write.pending} onClick={save}>{t('templates.save')}</button></div>
      <p role="status">{saved && t('templates.saved', { name: saved })}</p>
      {unfinished ? <p role="alert" className="tasks-error">{incomplete()}</p> : <ErrorText code={write.error} />}
    </fieldset>
  );
}
