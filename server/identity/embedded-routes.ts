import fs from 'node:fs';
import path from 'node:path';
import type Provider from 'oidc-provider';
import type { Db } from '../db/database';
import { hashPassword, verifyPassword } from '../auth/passwords';
import type { App } from '../http/type-provider';
import { EMBEDDED_MOUNT } from './config';
import { idpTexts, interpolate, pickLanguage } from './page-text';
import { messagePage, PAGE_CSS_PATH, signInPage } from './pages';
import { SignInLimiter } from './sign-in-limiter';

const FORM = 'application/x-www-form-urlencoded';
const CSS = fs.readFileSync(path.join(import.meta.dirname, 'pages', 'sign-in.css'), 'utf8');

/** The identity pages' stylesheet; registered once whether or not the embedded provider runs (the address page uses it). */
export function registerPageCss(app: App): void {
  app.get(PAGE_CSS_PATH, { config: { auth: 'public' }, schema: { hide: true } },
    (_request, reply) => reply.type('text/css; charset=utf-8').header('cache-control', 'public, max-age=3600').send(CSS));
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
  deps: { provider: Provider; db: Db; rootDir: string; limiter?: SignInLimiter },
): Promise<void> {
  const { provider, db, rootDir } = deps;
  const limiter = deps.limiter ?? new SignInLimiter();

  await app.register(async (scope) => {
    scope.addContentTypeParser(FORM, { parseAs: 'string', bodyLimit: 8192 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))));

    scope.get(`${EMBEDDED_MOUNT}/interaction/:uid`, { config: { auth: 'public' }, schema: { hide: true } }, async (request, reply) => {
      const details = await provider.interactionDetails(request.raw, reply.raw);
      const lang = pickLanguage(details.params.ui_locales);
      const texts = idpTexts(rootDir, lang);
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(signInPage({
        texts, lang, action: `${EMBEDDED_MOUNT}/interaction/${details.uid}/login`, email: details.params.login_hint ?? '',
      }));
    });

    // Password guessing is limited per source address (over all accounts: password spraying) and per account
    // (over all addresses); see SignInLimiter. Over a limit no password is checked and the page says when to retry.
    scope.post(`${EMBEDDED_MOUNT}/interaction/:uid/login`, {
      config: { auth: 'public', accepts: [FORM] },
      schema: { hide: true },
    }, async (request, reply) => {
      const details = await provider.interactionDetails(request.raw, reply.raw);
      const lang = pickLanguage(details.params.ui_locales);
      const texts = idpTexts(rootDir, lang);
      const form = (request.body ?? {}) as Record<string, string | undefined>;
      const email = String(form.email ?? '').trim().toLowerCase();
      const action = `${EMBEDDED_MOUNT}/interaction/${details.uid}/login`;
      const page = (error: string, errorCode: string) =>
        reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(signInPage({ texts, lang, action, email, error, errorCode }));
      const wait = limiter.retryAfterSeconds(request.ip, email);
      if (wait > 0) {
        reply.code(429).header('retry-after', String(wait));
        return page(interpolate(texts.tooManyAttempts!, { minutes: String(Math.ceil(wait / 60)) }), 'RATE_LIMITED');
      }
      const user = email
        ? await db.selectFrom('users').select(['id', 'passwordHash', 'disabledAt']).where('email', '=', email).executeTakeFirst()
        : undefined;
      const passwordOk = await checkPassword(String(form.password ?? ''), user?.passwordHash);
      if (!passwordOk || !user || user.disabledAt !== null) {
        limiter.failed(request.ip, email);
        // The user stays on the provider's page with the error; the portal learns nothing.
        return page(texts.invalidCredentials!, 'INVALID_CREDENTIALS');
      }
      limiter.succeeded(email);
      const returnTo = await provider.interactionResult(request.raw, reply.raw,
        { login: { accountId: user.id, amr: ['pwd'] } }, { mergeWithLastSubmission: false });
      return reply.redirect(returnTo, 303);
    });

    // The embedded provider offers no second factor; accounts that need one are told so here.
    scope.get(`${EMBEDDED_MOUNT}/mfa-setup`, { config: { auth: 'public' }, schema: { hide: true } }, async (request, reply) => {
      const lang = pickLanguage((request.query as { lang?: string }).lang);
      const texts = idpTexts(rootDir, lang);
      return reply.type('text/html; charset=utf-8').send(messagePage(texts, lang, texts.mfaTitle!, texts.mfaBody!));
    });
  });

  await app.register(async (scope) => {
    // oidc-provider reads the request body itself.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null));
    const callback = provider.callback();
    const handler = (request: { raw: import('node:http').IncomingMessage }, reply: { hijack(): void; raw: import('node:http').ServerResponse }) => {
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
