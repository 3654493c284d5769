import { defineFeature } from '@portico/plugin';
import questionnaire from './questionnaire/manifest';

/**
 * Questionnaires (common.questionnaires): a task kind of the tasks area (docs/plugins.md "Task kinds"). Screens in
 * questionnaire/, the show-if and answer rules both sides share in rules.ts, the API contract.ts, the server server/.
 */
export default defineFeature({
  id: 'common.questionnaires',
  plugins: [questionnaire],
});
