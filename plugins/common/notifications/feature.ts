import { defineFeature } from '@portico/plugin';
import bell from './bell/manifest';
import outbox from './outbox/manifest';
import { clientPage, staffPage } from './page/manifest';

/**
 * Notifications (common.notifications): the bell in the header, each person's notifications and preferences at
 * /notifications (/staff/notifications for the firm), and the firm's outbox. Features tell people through the
 * server module's `notify`; the API is contract.ts, the texts i18n/.
 */
export default defineFeature({
  id: 'common.notifications',
  plugins: [bell, clientPage, staffPage, outbox],
});
