import { HTTPError } from 'ky';
import { call, MOBILE_PREFIX, TOKENS, type Kernel } from '@portico/plugin';
import { ENDPOINTS } from './contract';

/** Where the host finds a task: /mobile/tasks/{id} for a task of one of the caller's companies, else null. */
export async function mobilePathOf(kernel: Kernel, taskId: string): Promise<string | null> {
  try {
    const found = await call(kernel.get(TOKENS.Http), ENDPOINTS.getTaskLocation, { params: { taskId } });
    return `${MOBILE_PREFIX}/tasks/${encodeURIComponent(found.taskId)}`;
  } catch (error) {
    if (error instanceof HTTPError && [403, 404].includes(error.response.status)) return null;
    throw error;
  }
}
