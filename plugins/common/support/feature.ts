import { defineFeature } from '@portico/plugin';
import { feedback } from './feedback/manifest';
import { reportIssue } from './report-issue/manifest';

/**
 * Support: report an issue and send feedback, dialogs the shell opens by name (the report-issue button, the
 * help menu's feedback link). The server module keeps the portal's client log and the feedback, and sends the
 * issue confirmation e-mail.
 */
export default defineFeature({
  id: 'common.support',
  plugins: [reportIssue, feedback],
});
