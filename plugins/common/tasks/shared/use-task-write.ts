import { useState } from 'react';
import { notifyMobileHost } from '@portico/plugin';
import { errorCodeOf } from '../../documents';

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
      // The documents' reader: an API answer's code, or a file sender's (a template's upload), or the network's.
      setError(await errorCodeOf(failure));
      return false;
    } finally {
      setPending(false);
    }
  };
  return { pending, error, setError, run };
}
