import { firmOf, principalOf, type RouteModule, serve } from '@portico/plugin-server';
import { firmSupportSettings } from '../../../firm-settings/server';
import { ENDPOINTS } from '../../contract';
import { channelsOf, serverChannels } from './settings';

/**
 * The support channels the report-issue dialog offers: the firm's, else the server's. A channel neither names is
 * null and the dialog leaves it out, rather than open a page that cannot chat or write.
 */
export const channelRoutes: RouteModule = (app, ctx) => {
  // The variables as validated at start (server/settings.ts).
  const server = serverChannels(ctx.config.settings as NodeJS.ProcessEnv);
  serve(app, ENDPOINTS.getSupportChannels, async (request) =>
    channelsOf(server, await firmSupportSettings(ctx.db, await firmOf(ctx.db, principalOf(request)))));
};
