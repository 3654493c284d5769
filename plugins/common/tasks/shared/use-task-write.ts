import { useState } from 'react';
import { apiErrorCode, notifyMobileHost } from '@portico/plugin';

/**
 * One write of a task's screen: whether it is under way, the API's code when it failed (the screen translates it),
 * and the host's UpdateTaskSuccess once it was saved. The answer goes to `saved` (the screen's cached data).
 */
export function useTaskWrite<T>(taskId: string, saved: (answer: T) => void) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async (write: () => Promise<T>): Promise<boolean> => {
    setPending(true);
    setError(null);
    try {
      saved(await write());
      notifyMobileHost('UpdateTaskSuccess', { taskId });
      return true;
    } catch (failure) {
      setError((await apiErrorCode(failure)) ?? 'UNKNOWN');
      return false;
    } finally {
      setPending(false);
    }
  };
  return { pending, error, setError, run };
}
