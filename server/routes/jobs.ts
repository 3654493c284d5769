import { ENDPOINTS } from '@portico/contract/endpoints';
import { ADMINISTRATION_PERMISSION } from '@portico/contract/jobs';
import type { RouteModule } from '../http/context';
import { notFound } from '../http/errors';
import { serve } from '../http/serve';
import { requirePermission } from '../kit/access';

/**
 * Jobs that failed after their last retry (mail the SMTP server refused, a clean-up that kept failing), for the
 * firm staff holding Platform.Administration; retrying one is a write, so the audit log records who did it.
 */
export const jobRoutes: RouteModule = (app, ctx) => {
  const requireAdmin = (request: Parameters<typeof requirePermission>[1]) =>
    requirePermission(ctx.db, request, ADMINISTRATION_PERMISSION.feature, ADMINISTRATION_PERMISSION.resource, 'ADMIN_ONLY');

  serve(app, ENDPOINTS.getFailedJobs, async (request) => {
    await requireAdmin(request);
    return { jobs: await ctx.jobs.failed() };
  });

  serve(app, ENDPOINTS.retryJob, async (request, reply) => {
    await requireAdmin(request);
    if (!(await ctx.jobs.retry(request.params.jobId))) throw notFound('JOB_NOT_FOUND', 'No failed job has this id');
    return reply.code(202).send({ id: request.params.jobId });
  });
};
