import fs from 'node:fs';
import path from 'node:path';
import type Provider from 'oidc-provider';
import type { Db } from '../db/database';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { signInRateLimit } from '../http/security';
import type { App } from '../http/type-provider';
import { EMBEDDED_MOUNT } from './config';
import { idpTexts, pickLanguage } from './page-text';
import { messagePage, PAGE_CSS_PATH, signInPage } from './pages';

const FORM = 'application/x-www-form-urlencoded';
export const PASSWORD_ATTEMPTS_PER_MINUTE = 30;
const CSS = fs.readFileSync(path.join(import.meta.dirname, 'pages', 'sign-in.css'), 'utf8');

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
export async function mountEmbeddedProvider(app: App, deps: { provider: Provider; db: Db; rootDir: string }): Promise<void> {
  const { provider, db, rootDir } = deps;

  app.get(PAGE_CSS_PATH, { config: { auth: 'public' }, schema: { hide: true } },
    (_request, reply) => reply.type('text/css; charset=utf-8').header('cache-control', 'public, max-age=3600').send(CSS));

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

    scope.post(`${EMBEDDED_MOUNT}/interaction/:uid/login`, {
      config: {
        auth: 'public',
        accepts: [FORM],
        // Password guessing is limited per address and account; the form is parsed first to know the account.
        rateLimit: {
          ...signInRateLimit({ max: PASSWORD_ATTEMPTS_PER_MINUTE }).rateLimit,
          hook: 'preHandler',
          keyGenerator: (request) => `${request.ip}|${String((request.body as { email?: string } | undefined)?.email ?? '').trim().toLowerCase()}`,
        },
      },
      schema: { hide: true },
    }, async (request, reply) => {
      const details = await provider.interactionDetails(request.raw, reply.raw);
      const lang = pickLanguage(details.params.ui_locales);
      const texts = idpTexts(rootDir, lang);
      const form = (request.body ?? {}) as Record<string, string | undefined>;
      const email = (form.email ?? '').trim().toLowerCase();
      const user = email
        ? await db.selectFrom('users').select(['id', 'passwordHash']).where('email', '=', email).executeTakeFirst()
        : undefined;
      if (!(await checkPassword(form.password ?? '', user?.passwordHash)) || !user) {
        // The user stays on the provider's page with the error; the portal learns nothing.
        return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(signInPage({
          texts, lang, action: `${EMBEDDED_MOUNT}/interaction/${details.uid}/login`, email, error: texts.invalidCredentials,
        }));
      }
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
