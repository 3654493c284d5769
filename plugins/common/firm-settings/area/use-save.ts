import { useState } from 'react';
import { apiErrorCode } from '@portico/plugin';

export type SaveState = { status: 'idle' | 'saving' | 'saved' } | { status: 'failed'; code: string | null };

/** One form's save: its state for the status line, and `run`, which never throws (the state says how it went). */
export function useSave() {
  const [state, setState] = useState<SaveState>({ status: 'idle' });
  const run = async (write: () => Promise<void>) => {
    setState({ status: 'saving' });
    try {
      await write();
      setState({ status: 'saved' });
    } catch (error) {
      setState({ status: 'failed', code: await apiErrorCode(error) });
    }
  };
  return { state, run, saving: state.status === 'saving' };
}
