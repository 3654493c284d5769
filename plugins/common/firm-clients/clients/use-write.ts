import { useState } from 'react';
import { apiErrorCode } from '@portico/plugin';

/** One write of a screen: whether it is under way, and the API's code when it failed (the screen translates it). */
export function useWrite() {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async (write: () => Promise<void>): Promise<boolean> => {
    setPending(true);
    setError(null);
    try {
      await write();
      return true;
    } catch (failure) {
      setError((await apiErrorCode(failure)) ?? 'UNKNOWN');
      return false;
    } finally {
      setPending(false);
    }
  };
  return { pending, error, run };
}
