import { API } from '@portico/contract/api-paths';
import { ADMINISTRATION_PERMISSION, FailedJobsResponse, JobParams, JobRetried } from '@portico/contract/jobs';
import type { RouteModule } from '../http/context';
import { notFound } from '../http/errors';
import { requirePermission } from '../kit/access';

const tags = ['jobs'];
const admin = { auth: 'staff' } as const;

/**
 * Jobs that failed after their last retry (mail the SMTP server refused, a clean-up that kept failing), for the
 * firm staff holding Platform.Administration; retrying one is a write, so the audit log records who did it.
 */
export const jobRoutes: RouteModule = (app, ctx) => {
  const requireAdmin = (request: Parameters<typeof requirePermission>[1]) =>
    requirePermission(ctx.db, request, ADMINISTRATION_PERMISSION.feature, ADMINISTRATION_PERMISSION.resource, 'ADMIN_ONLY');

  app.get(API.failedJobs, {
    config: admin,
    schema: {
      tags, summary: 'Jobs that failed after their last retry, newest first (staff with Platform.Administration)',
      description: 'Each failed job with its kind, the attempts made, the last error and when it failed. Listed until retried.',
      response: { 200: FailedJobsResponse },
    },
  }, async (request) => {
    await requireAdmin(request);
    return { jobs: await ctx.jobs.failed() };
  });

  app.post(API.jobRetry, {
    config: admin,
    schema: {
      tags, summary: 'Queues a failed job again with fresh retries (staff with Platform.Administration; audited)',
      params: JobParams, response: { 202: JobRetried },
    },
  }, async (request, reply) => {
    await requireAdmin(request);
    if (!(await ctx.jobs.retry(request.params.jobId))) throw notFound('JOB_NOT_FOUND', 'No failed job has this id');
    return reply.code(202).send({ id: request.params.jobId });
  });
};
