import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RouteModule } from '../http/context';
import type { App } from '../http/type-provider';

/** Where the development host simulator lives (docs/mobile-host.md). */
export const SIMULATOR_PATH = '/dev/mobile-host';

/** Set by the simulator's page: the portal pages this browser then loads may be framed by their own origin. */
export const SIMULATOR_COOKIE = 'portico-mobile-simulator';

const ASSETS = path.join(import.meta.dirname, 'mobile-host-simulator');
const FILES = [
  ['', 'index.html', 'text/html; charset=utf-8'],
  ['/simulator.js', 'simulator.js', 'text/javascript; charset=utf-8'],
  ['/simulator.css', 'simulator.css', 'text/css; charset=utf-8'],
] as const;

/**
 * The mobile-app host simulator: a page that frames the portal like the app's web view, sends the host's
 * messages and logs both directions. Development only: a production server does not register it (the path
 * then falls through to the portal, which has no such screen).
 */
export const mobileHostSimulatorRoutes: RouteModule = (app, ctx) => {
  if (ctx.config.production) return;
  for (const [suffix, file, type] of FILES) {
    const body = readFileSync(path.join(ASSETS, file), 'utf8');
    app.get(`${SIMULATOR_PATH}${suffix}`, { config: { auth: 'public' }, schema: { hide: true } },
      async (_request, reply) => {
        if (suffix === '') reply.setCookie(SIMULATOR_COOKIE, '1', { path: '/', httpOnly: true, sameSite: 'strict' });
        return reply.header('Cache-Control', 'no-store').type(type).send(body);
      });
  }
};

/**
 * Development only: once a browser has opened the simulator (its cookie), the portal's pages may be framed by
 * their own origin; every other answer keeps frame-ancestors 'none' and DENY. A cookie rather than the
 * Sec-Fetch headers: a service worker fetching the framed page on the frame's behalf does not forward those.
 */
export function allowSimulatorFraming(app: App): void {
  app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload) => {
    const simulated = request.cookies[SIMULATOR_COOKIE] === '1';
    const csp = reply.getHeader('content-security-policy');
    if (simulated && typeof csp === 'string') {
      reply.header('content-security-policy', csp.replace("frame-ancestors 'none'", "frame-ancestors 'self'"));
      reply.header('x-frame-options', 'SAMEORIGIN');
    }
    return payload;
  });
}
