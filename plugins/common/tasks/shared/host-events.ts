import { useEffect, useRef } from 'react';
import { notifyMobileHost } from '@portico/plugin';
import type { Task, TaskState } from '../contract';

/** The host's message for a task arriving in a state (spec 001: mark as wip, received, cancelled, done). */
const MARKS = {
  in_progress: 'MarkTaskAsWip',
  submitted: 'MarkTaskAsReceived',
  cancelled: 'MarkTaskAsCancelled',
  done: 'MarkTaskAsDone',
} as const satisfies Partial<Record<TaskState, string>>;

/** Tells the mobile host the mark of a state a task moved to; nothing for a state without one, nor outside the host. */
export function markTaskState(taskId: string, state: TaskState): void {
  if (state in MARKS) notifyMobileHost(MARKS[state as keyof typeof MARKS], { taskId });
}

/**
 * Each move of a task this screen sees (the client's own, or the firm's on a later read) sends the host its mark:
 * not the first state read, which is no transition.
 */
export function useHostTaskEvents(task: Pick<Task, 'id' | 'state'> | undefined): void {
  const seen = useRef<{ id: string; state: TaskState } | null>(null);
  const id = task?.id;
  const state = task?.state;
  useEffect(() => {
    if (!id || !state) return;
    const before = seen.current;
    seen.current = { id, state };
    if (before?.id === id && before.state !== state) markTaskState(id, state);
  }, [id, state]);
}
