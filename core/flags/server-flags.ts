import { CORE_ROUTES as ROUTES } from '@portico/contract/routes';
import { call } from '../http/call';
import type { HttpClient } from '../http/http-client';
import type { Logger } from '../logging/logger';
import type { FeatureFlags } from './feature-flags';

/**
 * Reads the firm's flags at sign-in (spec 000 §3), so that a firm changes one without a new build. Where the
 * server cannot answer, the build's values (core's defaults and registry.json) stay, and the failure is logged.
 */
export async function loadServerFlags(http: HttpClient, flags: FeatureFlags, logger: Logger): Promise<void> {
  try {
    flags.applyServer((await call(http, ROUTES.getFlags)).flags);
  } catch (error) {
    logger.error('flags', "The firm's feature flags failed to load; the portal's defaults stay", error);
  }
}
