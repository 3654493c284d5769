import fs from 'node:fs';
import path from 'node:path';
import type Provider from 'oidc-provider';
import formbody from '@fastify/formbody';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorCode } from '@portico/contract/errors';
import type { Db } from '../db/database';
import { hashPassword, verifyPassword } from '../auth/passwords';
import type { AppContext } from '../http/context';
import type { App } from '../http/type-provider';
import { brandStylesheet } from './branding';
import { EMBEDDED_MOUNT } from './config';
import { pageContextOf } from './page-context';
import { pluralText } from './page-text';
import { EMAIL_SHAPE, messagePage, PAGE_CSS_PATH, PAGE_SCRIPT_PATH, signInPage } from './pages';
import { registerPasswordReset } from './password-routes';
import { SignInLimiter } from './sign-in-limiter';
import { RateCounters } from '../http/rate-counters';
import { SourceThrottle } from './source-throttle';

const FORM = 'application/x-www-form-urlencoded';
const asset = (name: string) => fs.readFileSync(path.join(import.meta.dirname, 'pages', name), 'utf8');
const CSS = asset('sign-in.css');
const SCRIPT = asset('sign-in.js');

/**
 * The identity pages' stylesheet, script and the firms' colours; registered once whether or not the embedded
 * provider runs (the address page uses them).
 */
export function registerPageAssets(app: App, db: Db): void {
  const cached = { config: { auth: 'public' as const }, schema: { hide: true } };
  app.get(PAGE_CSS_PATH, cached,
    (_request, reply) => reply.type('text/css; charset=utf-8').header('cache-control', 'public, max-age=3600').send(CSS));
  app.get(PAGE_SCRIPT_PATH, cached,
    (_request, reply) => reply.type('text/javascript; charset=utf-8').header('cache-control', 'public, max-age=3600').send(SCRIPT));
  app.get(`${EMBEDDED_MOUNT}/assets/brand/:file`, cached, async (request, reply) => {
    const firmId = /^(\d{1,9})\.css$/.exec((request.params as { file: string }).file)?.[1];
    const css = firmId ? await brandStylesheet(db, Number(firmId)) : undefined;
    if (!css) return reply.code(404).type('text/css; charset=utf-8').send('');
    return reply.type('text/css; charset=utf-8').header('cache-control', 'public, max-age=300').send(css);
  });
}

let dummyHash: Promise<string> | undefined;
/** Unknown e-mail addresses cost one scrypt too, so response time does not reveal which accounts exist. */
async function checkPassword(password: string, stored: string | undefined): Promise<boolean> {
  if (stored) return verifyPassword(password, stored);
  dummyHash ??= hashPassword('not-a-password');
  await verifyPassword(password, await dummyHash);
  return false;
}

/**
 * Mounts the embedded identity provider under /oidc: its protocol endpoints pass straight to oidc-provider
 * (raw request, body unread), and Portico renders the sign-in page (the interaction) itself.
 */
export async function mountEmbeddedProvider(
  app: App,
  deps: { provider: Provider; ctx: AppContext; resetKey: Uint8Array; limiter?: SignInLimiter; sources?: SourceThrottle },
): Promise<void> {
  const { provider, ctx } = deps;
  const { db } = ctx;
  const { rootDir } = ctx.config;
  const limiter = deps.limiter ?? new SignInLimiter(new RateCounters(db), 'sign-in');
  const sources = deps.sources ?? new SourceThrottle(db);
  /** An interaction that has ended (signed in, expired, or reached again with Back): the portal takes over. */
  const interactionOf = (request: FastifyRequest, reply: { raw: import('node:http').ServerResponse }) =>
    provider.interactionDetails(request.raw, reply.raw).catch(() => undefined);

  await app.register(async (scope) => {
    // The pages' forms, in this scope only (the provider's scope below reads its own bodies). One string per
    // field, the last of a repeated one, as the handlers expect (the default parser makes arrays of repeats).
    await scope.register(formbody, { bodyLimit: 8192, parser: (body) => Object.fromEntries(new URLSearchParams(body)) });

    registerPasswordReset(scope as App, ctx, { key: deps.resetKey });

    scope.get(`${EMBEDDED_MOUNT}/interaction/:uid`, { config: { auth: 'public' }, schema: { hide: true } }, async (request, reply) => {
      const details = await interactionOf(request, reply);
      // Back into a finished sign-in: the portal, not an error (a signed-in portal shows itself, else signs in anew).
      if (!details) return reply.header('cache-control', 'no-store').redirect('/', 303);
      const page = await pageContextOf(db, rootDir, request, details.params.ui_locales as string | undefined);
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(signInPage({
        ...page, action: `${EMBEDDED_MOUNT}/interaction/${details.uid}/login`, email: (details.params.login_hint as string | undefined) ?? '',
      }));
    });

    // Password guessing is limited per account (over all addresses; SignInLimiter) and per source address (over
    // all accounts, against spraying; SourceThrottle). Over a limit no password is checked and the page says
    // when to retry. request.ip is the socket's address unless a proxy is trusted (PORTICO_TRUST_PROXY).
    scope.post(`${EMBEDDED_MOUNT}/interaction/:uid/login`, {
      config: { auth: 'public', accepts: [FORM] },
      schema: { hide: true },
    }, async (request, reply) => {
      const details = await interactionOf(request, reply);
      if (!details) return reply.header('cache-control', 'no-store').redirect('/', 303);
      const context = await pageContextOf(db, rootDir, request, details.params.ui_locales as string | undefined);
      const { texts } = context;
      const form = (request.body ?? {}) as Record<string, string | undefined>;
      const email = String(form.email ?? '').trim().toLowerCase();
      const password = String(form.password ?? '');
      const action = `${EMBEDDED_MOUNT}/interaction/${details.uid}/login`;
      const send = (options: { error?: string; errorCode?: string; fieldErrors?: { email?: string; password?: string } }) =>
        reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(signInPage({ ...context, action, email, ...options }));
      const page = (error: string, errorCode: ErrorCode) => send({ error, errorCode });
      const minutes = (seconds: number) => Math.ceil(seconds / 60);
      // A form that cannot be a sign-in is answered field by field and is no attempt (nothing is counted).
      const fieldErrors = {
        ...(!email ? { email: texts.emailRequired! } : EMAIL_SHAPE.test(email) ? {} : { email: texts.emailInvalid! }),
        ...(password ? {} : { password: texts.passwordRequired! }),
      };
      if (fieldErrors.email || fieldErrors.password) {
        reply.code(400);
        return send({ fieldErrors });
      }
      const accountWait = await limiter.retryAfterSeconds(request.ip, email);
      if (accountWait > 0) {
        reply.code(429).header('retry-after', String(accountWait));
        return page(pluralText(texts, context.lang, 'tooManyAttempts', minutes(accountWait)), 'RATE_LIMITED');
      }
      const sourceWait = await sources.waitSeconds(request.ip);
      if (sourceWait > 0) {
        reply.code(429).header('retry-after', String(sourceWait));
        return page(pluralText(texts, context.lang, 'sourceThrottled', minutes(sourceWait)), 'SIGN_IN_SOURCE_THROTTLED');
      }
      const user = await db.selectFrom('users').select(['id', 'passwordHash', 'disabledAt']).where('email', '=', email).executeTakeFirst();
      const passwordOk = await checkPassword(password, user?.passwordHash);
      if (!passwordOk || !user || user.disabledAt !== null) {
        await limiter.failed(request.ip, email);
        await sources.failed(request.ip);
        // The user stays on the provider's page with the error; the portal learns nothing.
        return page(texts.invalidCredentials!, 'INVALID_CREDENTIALS');
      }
      // The account's count is cleared; the source's is not (a sprayer may own one account): it fades with time.
      await limiter.succeeded(email);
      const returnTo = await provider.interactionResult(request.raw, reply.raw,
        { login: { accountId: user.id, amr: ['pwd'] } }, { mergeWithLastSubmission: false });
      return reply.redirect(returnTo, 303);
    });

    // The embedded provider offers no second factor; accounts that need one are told so here.
    scope.get(`${EMBEDDED_MOUNT}/mfa-setup`, { config: { auth: 'public' }, schema: { hide: true } }, async (request, reply) => {
      const page = await pageContextOf(db, rootDir, request, (request.query as { lang?: string }).lang);
      return reply.type('text/html; charset=utf-8').send(messagePage(page, page.texts.mfaTitle!, page.texts.mfaBody!));
    });
  });

  await app.register(async (scope) => {
    // oidc-provider reads the request body itself.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null));
    const callback = provider.callback();
    const handler = (request: FastifyRequest, reply: FastifyReply) => {
      // oidc-provider writes to the raw response, past Fastify's reply: the headers every answer carries (the
      // security headers of installSecurityHeaders, set onRequest) are handed on first. The provider may still
      // set its own (CORS on discovery and JWKS, a form_post script's hash added to the CSP).
      for (const [name, value] of Object.entries(reply.getHeaders())) if (value !== undefined) reply.raw.setHeader(name, value);
      reply.hijack();
      const raw = request.raw as typeof request.raw & { originalUrl?: string };
      raw.originalUrl = raw.url;
      raw.url = raw.url!.slice(EMBEDDED_MOUNT.length) || '/';
      callback(raw, reply.raw);
    };
    const options = { config: { auth: 'public' as const, accepts: [FORM, 'application/json'] }, schema: { hide: true } };
    scope.all(EMBEDDED_MOUNT, options, handler);
    scope.all(`${EMBEDDED_MOUNT}/*`, options, handler);
  });
}
