import { defineFeature, MOBILE_TASKS, provide } from '@portico/plugin';
import { DASHBOARD_SECTIONS } from '../dashboard';
import area from './manifest';
import staffArea from './staff/manifest';
import documentRequest from './document-request/manifest';
import { TASK_SWITCHES } from './switches';
import openTasksWidget from './widget/manifest';

/**
 * Tasks (common.tasks): what the firm asks of a client. The client's area /tasks (and /mobile/tasks in the host),
 * the firm's /staff/tasks, the dashboard's open tasks, and the first task kind, the document request; further kinds are plugins of kind 'task'
 * (docs/plugins.md "Task kinds"). The API is contract.ts, the server module server/, the texts i18n/.
 */
export default defineFeature({
  id: 'common.tasks',
  plugins: [area, staffArea, documentRequest, openTasksWidget],
  // Its widget joins the dashboard's row of things to act on, declared alike so the feature registers on its own.
  dashboardSections: { homeWidgetsSection: DASHBOARD_SECTIONS.homeWidgetsSection },
  permissions: Object.values(TASK_SWITCHES),
  // The mobile host names a task by id: the locator asks the API (its module loads on the first request).
  provides: [provide(MOBILE_TASKS, (kernel) => ({ pathOf: async (taskId) => (await import('./mobile-locator')).mobilePathOf(kernel, taskId) }))],
});
