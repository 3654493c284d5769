import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The request (or job) the code at hand runs for, across awaits: set by the HTTP layer for each request
 * (server/http/request-id.ts) and by the job queue around each job it runs (server/jobs/table-queue.ts), so a job
 * queued while serving a request records that request's id, and a job queued by a job inherits it.
 */
export const requestContext = new AsyncLocalStorage<{ requestId: string }>();

/** The id of the request the current code serves, if any. */
export const currentRequestId = (): string | undefined => requestContext.getStore()?.requestId;
