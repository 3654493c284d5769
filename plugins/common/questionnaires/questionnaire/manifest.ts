import { definePlugin } from '@portico/plugin';

/** The questionnaire task kind (an organizer): the firm composes questions, the client answers over several visits. */
export default definePlugin({
  id: 'common.questionnaires/questionnaire',
  kind: 'task',
  taskKind: 'questionnaire',
  route: 'questionnaire',
  icon: 'documents',
  titleKey: 'questionnaire.title',
  load: () => import('./QuestionnaireView'),
  staff: () => import('./QuestionnaireStaff'),
});
