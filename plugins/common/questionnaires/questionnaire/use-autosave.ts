import { useCallback, useEffect, useRef, useState } from 'react';
import { notifyMobileHost, useSerialWrite } from '@portico/plugin';
import { errorCodeOf } from '../../documents';
import type { AnswerValue } from '../rules';

export type SaveState = { status: 'idle' | 'saving' | 'saved' } | { status: 'failed'; code: string };

/**
 * Answers saved as the client goes: changes gather for a moment (typing is one save, not one per key) and go in
 * order, one after another; `flush` sends what is waiting at once (before handing the questionnaire in).
 */
export function useAutosave<T>(taskId: string, save: (answers: Record<string, AnswerValue>) => Promise<T>, saved: (answer: T) => void, delayMs = 700) {
  const waiting = useRef<Record<string, AnswerValue>>({});
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const [state, setState] = useState<SaveState>({ status: 'idle' });
  const write = useSerialWrite(['common.questionnaires', 'answers', taskId], save);
  // The latest of each, so that flush (and the timers and the unmount holding it) stays one function.
  const latest = useRef({ write, saved });
  latest.current = { write, saved };

  const flush = useCallback(async (): Promise<boolean> => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    const changes = waiting.current;
    waiting.current = {};
    if (Object.keys(changes).length === 0) return true;
    setState({ status: 'saving' });
    try {
      latest.current.saved(await latest.current.write.run(changes));
      notifyMobileHost('UpdateTaskSuccess', { taskId });
      setState({ status: 'saved' });
      return true;
    } catch (failure) {
      // What failed is asked for again with the next change.
      waiting.current = { ...changes, ...waiting.current };
      setState({ status: 'failed', code: await errorCodeOf(failure) });
      return false;
    }
  }, [taskId]);

  const change = useCallback((key: string, value: AnswerValue, immediately = false) => {
    waiting.current = { ...waiting.current, [key]: value };
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => void flush(), immediately ? 0 : delayMs);
  }, [flush, delayMs]);

  // Leaving the screen sends what is still waiting.
  useEffect(() => () => void flush(), [flush]); // flush changes only with the task
  return { change, flush, state };
}
