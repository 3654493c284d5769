import { useTranslation } from 'react-i18next';
import { call, TOKENS, useRemoteQuery, useService, type TaskStaffProps } from '@portico/plugin';
import { RemoteView } from '@portico/toolkit/remote';
import { ENDPOINTS, type NewQuestionnaire } from '../contract';
import { visibleQuestions } from '../rules';
import { answerText } from './format';
import { QuestionnaireBuilder } from './QuestionnaireBuilder';
import '../questionnaires.css';

/** The firm's screen of a questionnaire: composing a new one, or reading the client's answers (the firm's moves are the tasks'). */
export default function QuestionnaireStaff({ clientId, taskId, onCreated, template }: TaskStaffProps) {
  return taskId === null
    ? <QuestionnaireBuilder clientId={clientId} onCreated={onCreated} template={template as NewQuestionnaire | undefined} />
    : <Answers clientId={clientId} taskId={taskId} />;
}

function Answers({ clientId, taskId }: { clientId: string; taskId: string }) {
  const { t, i18n } = useTranslation('common.questionnaires');
  const http = useService(TOKENS.Http);
  const questionnaire = useRemoteQuery(['common.questionnaires', 'staff', clientId, taskId], (signal) =>
    call(http, ENDPOINTS.getStaffQuestionnaire, { params: { clientId, taskId } }, { signal }));
  return (
    <RemoteView remote={questionnaire} failed={t('page.failed')}>
      {(found) => (
        <section aria-label={t('staff.answers')}>
          <h2>{t('staff.answers')}</h2>
          {!found.answersSavedAt && <p className="hint">{t('staff.noAnswers')}</p>}
          <dl className="questionnaire-answers">
            {visibleQuestions(found.questions, found.answers).map((q) => (
              <div key={q.key}><dt>{q.label}</dt><dd>{answerText(q, found.answers[q.key], t, i18n.language, found.files[q.key])}</dd></div>
            ))}
          </dl>
        </section>
      )}
    </RemoteView>
  );
}
