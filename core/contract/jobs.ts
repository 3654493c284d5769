import { Type, type Static } from '@sinclair/typebox';
import { Id, Input } from './common';

/** Permission (feature, resource) of the firm staff who administer the installation: failed jobs among others. */
export const ADMINISTRATION_PERMISSION = { feature: 'Platform', resource: 'Administration' } as const;

export const FailedJob = Type.Object({
  id: Type.String(),
  kind: Type.String({ description: 'The job kind, e.g. "mail.send" or "housekeeping.common.documents"' }),
  tries: Type.Integer({ description: 'Attempts made, the first included' }),
  lastError: Type.String({ description: 'What the last attempt failed with' }),
  failedAt: Type.String({ format: 'date-time' }),
});
export const FailedJobsResponse = Type.Object({ jobs: Type.Array(FailedJob) });
export const JobParams = Input({ jobId: Id });
export const JobRetried = Type.Object({ id: Type.String() });

export type FailedJob = Static<typeof FailedJob>;
export type FailedJobsResponse = Static<typeof FailedJobsResponse>;
