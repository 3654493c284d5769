import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call, TOKENS, useClientQuery, useService, type TaskViewProps } from '@portico/plugin';
import { RemoteView } from '@portico/toolkit/remote';
import { uploadDocument } from '../../documents';
import { TASK_ENDPOINTS, TASK_METADATA, TaskHeader, useHostTaskEvents, useTaskWrite, type Task } from '../../tasks';
import { ENDPOINTS, QUESTION_METADATA, type Questionnaire } from '../contract';
import { missingAnswers, visibleQuestions, type AnswerValue } from '../rules';
import { ErrorText } from './ErrorText';
import { answerText } from './format';
import { QuestionField } from './QuestionField';
import { useAutosave } from './use-autosave';
import '../questionnaires.css';

/**
 * A questionnaire, as the client fills it in over several visits: each answer is saved as they go (opening it saves
 * nothing), questions show as their conditions hold, and once the required ones are answered they hand it in.
 */
export default function QuestionnaireView({ taskId, clientId }: TaskViewProps) {
  const { t } = useTranslation('common.questionnaires');
  const http = useService(TOKENS.Http);
  const questionnaire = useClientQuery(['common.questionnaires', 'questionnaire', taskId], (client, signal) =>
    call(http, ENDPOINTS.getQuestionnaire, { params: { clientId: client, taskId } }, { signal }), { clientId });
  useHostTaskEvents(questionnaire.status === 'loaded' ? questionnaire.data.task : undefined);
  return (
    <RemoteView remote={questionnaire} failed={t('page.failed')}>
      {(found) => <Form key={found.task.id} initial={found} onSaved={(answer) => questionnaire.update(() => answer)} />}
    </RemoteView>
  );
}

function Form({ initial, onSaved }: { initial: Questionnaire; onSaved: (q: Questionnaire) => void }) {
  const { t, i18n } = useTranslation('common.questionnaires');
  const http = useService(TOKENS.Http);
  const tokens = useService(TOKENS.Tokens);
  const { task, questions } = initial;
  const params = { clientId: task.clientId, taskId: task.id };
  const [answers, setAnswers] = useState<Record<string, AnswerValue>>(initial.answers);
  const [files, setFiles] = useState(initial.files);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const editable = task.state === 'open' || task.state === 'in_progress';
  const save = useCallback((changes: Record<string, AnswerValue>) =>
    call(http, ENDPOINTS.putQuestionnaireAnswers, { params: { clientId: task.clientId, taskId: task.id }, body: { answers: changes } }), [http, task.clientId, task.id]);
  const autosave = useAutosave(task.id, save, onSaved);
  const submit = useTaskWrite<Task>(task.id, (moved) => onSaved({ ...initial, answers, files, task: { ...initial.task, ...moved } }));

  const change = (key: string, value: AnswerValue, immediately = false) => {
    setAnswers((all) => ({ ...all, [key]: value }));
    autosave.change(key, value, immediately);
  };
  const upload = async (key: string, file: File) => {
    setUploadError(null);
    try {
      const stored = await uploadDocument(http, tokens, task.clientId, {
        containerId: initial.uploadFolderId, file, notifyOnEachUpload: false, onConflict: 'keepBoth',
        taskMetadata: { [TASK_METADATA.task]: task.id, [QUESTION_METADATA]: key }, onProgress: () => {}, signal: new AbortController().signal,
      });
      const doc = stored.success[0];
      if (!doc) return;
      setFiles((all) => ({ ...all, [key]: doc.name }));
      change(key, doc.id, true);
    } catch {
      setUploadError('UPLOAD_FAILED');
    }
  };

  const shown = visibleQuestions(questions, answers);
  const missing = missingAnswers(questions, answers).length;
  const status = autosave.state;
  return (
    <>
      <TaskHeader task={task} />
      {task.state === 'submitted' && <p className="tasks-note">{t('page.withFirm')}</p>}
      {task.state === 'done' && <p className="tasks-note">{t('page.accepted')}</p>}
      {editable ? (
        <form className="tasks-form questionnaire" onSubmit={(event) => event.preventDefault()} aria-label={task.title}>
          {shown.map((q) => (
            <QuestionField key={q.key} question={q} value={answers[q.key]} fileName={files[q.key]} disabled={submit.pending}
              onChange={(value) => change(q.key, value, q.type !== 'short_text' && q.type !== 'long_text' && q.type !== 'number')}
              onFile={(file) => upload(q.key, file)} />
          ))}
          <p role="status" className="hint questionnaire-saved">
            {status.status === 'saving' ? t('save.saving') : status.status === 'saved' ? t('save.saved') : ''}
          </p>
          {status.status === 'failed' && <ErrorText code={status.code} />}
          <ErrorText code={uploadError} />
          <div className="tasks-actions">
            <p id="questionnaire-hint" className="hint">{missing ? t('page.missing', { count: missing }) : t('page.ready')}</p>
            <button type="button" className="tasks-primary" aria-describedby="questionnaire-hint" disabled={missing > 0 || submit.pending}
              onClick={() => void autosave.flush().then((ok) => ok && submit.run(() => call(http, TASK_ENDPOINTS.postTaskSubmit, { params })))}>
              {t('page.submit')}
            </button>
            <ErrorText code={submit.error} />
          </div>
        </form>
      ) : (
        <dl className="questionnaire-answers">
          {shown.map((q) => (
            <div key={q.key}><dt>{q.label}</dt><dd>{answerText(q, answers[q.key], t, i18n.language, files[q.key])}</dd></div>
          ))}
        </dl>
      )}
    </>
  );
}
