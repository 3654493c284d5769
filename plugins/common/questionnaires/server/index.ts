import { contribute, defineServerFeature } from '@portico/plugin-server';
import { TASK_KINDS } from '../../tasks/server';
import { questionnaireKind } from './kind';
import * as questionnaires from './migrations/0352_common_questionnaires';
import { questionnaireRoutes } from './routes';
import { questionnairesDemo } from './seed';

/**
 * Questionnaires, a task kind: the firm composes questions (eight types, required, show-if); the client answers
 * over several visits and hands it in; the firm reads the answers and accepts or sends it back.
 */
export default defineServerFeature({
  id: 'common.questionnaires',
  routes: questionnaireRoutes,
  contributes: contribute(TASK_KINDS, questionnaireKind),
  migrations: { '0352_common_questionnaires': questionnaires },
  seed: questionnairesDemo,
  tables: ['common_questionnaire_questions', 'common_questionnaire_answers'],
});
