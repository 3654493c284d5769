/**
 * What other features may use of the tasks: the pieces a task kind's screens share (the header, the host's
 * messages, a write that tells the host it saved), and the tasks' contract types.
 */
export { TaskHeader, TaskStateBadge, DueText } from './shared/TaskHeader';
export { useHostTaskEvents, markTaskState } from './shared/host-events';
export { useTaskWrite } from './shared/use-task-write';
export { ErrorText } from './shared/ErrorText';
export { SaveAsTemplate } from './shared/SaveAsTemplate';
/** A dashboard card of the client's open tasks, for a kind's own widget (the invoices'). */
export { OpenTasksCard } from './widget/OpenTasksCard';
export type { Task, TaskState } from './contract';
/** The tasks' operations and paths: a kind's screen hands its task in (postTaskSubmit), its tests call the firm's moves. */
export { ENDPOINTS as TASK_ENDPOINTS, TASK_METADATA, TASKS_API } from './contract';
