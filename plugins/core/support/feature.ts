import { defineFeature } from '@portico/kernel/feature';

/**
 * Support: report an issue and send feedback (dialogs the shell opens by name). The server module keeps the
 * portal's client log, the feedback and sends the issue confirmation e-mail.
 */
export default defineFeature({
  id: 'core.support',
  plugins: [],
});
