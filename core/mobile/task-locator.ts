import { createToken } from '@portico/kernel/tokens';

/**
 * Where a task of the host lives in this portal: provided by the feature that keeps tasks (the tasks area).
 * Without one, NavigateToTask answers NavigateToTaskFail with `noTaskList`. A module of its own, so the providing
 * feature's chunk does not take the host connection with it.
 */
export interface MobileTaskLocator {
  /** The portal path of the task (below /mobile/), or null when this session has no such task. */
  pathOf(taskId: string): Promise<string | null>;
}
export const MOBILE_TASKS = createToken<MobileTaskLocator>('mobile/tasks', 'Where the mobile host finds a task by id');
