import { featureErrors, serve, type JobKind, type RouteModule } from '@portico/plugin-server';
import { decodeNfeAccessKey, unmaskNfeKey } from '@portico/br-kit';
import { ENDPOINTS, MANIFEST_ERROR_CODES } from '../contract';
import { DISTRIBUTION_RULES, distributionJob, fetchByKey, type DistributionDeps } from './distribution';
import { SefazUnreachable } from './sefaz/soap';
import { manifestServices } from './services';
import { manifestDb } from './tables';

const errors = featureErrors(MANIFEST_ERROR_CODES);

/**
 * The distribution's scheduled run (every 15 minutes; each client as far as its next call is due) and the staff's
 * "fetch this key" (consChNFe). `sendJob` is the recipient-event job an automatic Ciência is queued on.
 */
export const distributionRoutes = (sendJob: JobKind<any>): RouteModule => async (app, ctx) => {
  const deps: DistributionDeps = { ctx, db: manifestDb(ctx.db), services: manifestServices(ctx), sendJob };
  const job = distributionJob(deps);
  await ctx.jobs.define(job);
  await ctx.jobs.schedule(job, DISTRIBUTION_RULES.everyMs);

  serve(app, ENDPOINTS.postManifestStaffFetchKey, async (request) => {
    const key = unmaskNfeKey(request.body.accessKey);
    if (!decodeNfeAccessKey(key)) throw errors.badRequest('NFE_ACCESS_KEY_INVALID', 'The access key must have 44 digits with a valid check digit', ['accessKey']);
    if (!deps.services.sefaz.connected) throw errors.error(409, 'SEFAZ_NOT_CONNECTED', 'This server is not connected to the tax authority');
    let answer;
    try {
      answer = await fetchByKey(deps, request.params.clientId, key, new Date(), request.log);
    } catch (error) {
      if (error instanceof SefazUnreachable) throw errors.error(503, 'SEFAZ_UNREACHABLE', `The tax authority could not be reached: ${error.message}`);
      throw error;
    }
    if (answer.outcome === 'noCertificate') throw errors.error(409, 'NFE_NO_CERTIFICATE', 'No A1 certificate of the company was uploaded');
    if (answer.outcome === 'blocked') {
      throw errors.error(409, 'SEFAZ_DISTRIBUTION_BLOCKED', `SEFAZ refused this company's last call (656, consumo indevido): the next is allowed at ${answer.nextCallAt}`);
    }
    return { cStat: answer.cStat, reason: answer.reason, documents: answer.documents };
  });
};
