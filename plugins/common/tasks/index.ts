/**
 * What other features may use of the tasks: the pieces a task kind's screens share (the header, the host's
 * messages, a write that tells the host it saved), and the tasks' contract types.
 */
export { TaskHeader, TaskStateBadge, DueText } from './shared/TaskHeader';
export { useHostTaskEvents, markTaskState } from './shared/host-events';
export { useTaskWrite } from './shared/use-task-write';
export { ErrorText } from './shared/ErrorText';
export type { Task, TaskState } from './contract';
/** The tasks' paths, for another feature's tests of its kind (the firm's moves, the client's list). */
export { TASKS_API } from './contract';
