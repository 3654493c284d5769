import type { AuthorizeContext } from '@portico/plugin';
import { REPORTS_PERMISSION_NAME } from '../permission';

/**
 * What every report's manifest spreads: it names the Reports grant and checks it (the registry does not yet enforce
 * a manifest's `permissions` list by itself), so without the grant no report, and so no reports section, shows.
 */
export const REPORTS_ACCESS = {
  permissions: [REPORTS_PERMISSION_NAME],
  authorize: ({ permissions }: AuthorizeContext) => permissions.isGranted(REPORTS_PERMISSION_NAME),
};
