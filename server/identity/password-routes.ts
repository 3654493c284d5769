import type { FastifyReply, FastifyRequest } from 'fastify';
import { hashPassword } from '../auth/passwords';
import type { AppContext } from '../http/context';
import type { App } from '../http/type-provider';
import { pageContextOf } from './page-context';
import { interpolate } from './page-text';
import {
  EMAIL_SHAPE, FORGOT_PATH, forgotPasswordPage, messagePage, RESET_PATH, resetPasswordPage, type PageContext,
} from './pages';
import { PASSWORD_POLICY, passwordAcceptable, RESET_TTL_MS, ResetTokens } from './password-reset';
import { SignInLimiter } from './sign-in-limiter';
import { RateCounters } from '../http/rate-counters';

/**
 * Reset requests: an address may ask 10 times in 15 minutes (over all accounts); an account gets at most 3
 * e-mails in that time, whoever asks. Over the account's limit the page reads as usual and no e-mail goes out,
 * so the limit reveals nothing about which accounts exist.
 */
export const RESET_REQUEST_LIMITS = { failuresPerAddress: 10, failuresPerAccount: 3, windowMs: 15 * 60_000 };

type Form = Record<string, string | undefined>;

/**
 * "Forgot password" of the embedded identity provider: the e-mail form, the reset e-mail through the outbox
 * (a single-use link that expires), the new-password form, then on to sign-in. The answers never say whether
 * an account exists: the same page, and the e-mail is sent after the answer, so the timing says nothing either.
 */
export function registerPasswordReset(app: App, ctx: AppContext, deps: { key: Uint8Array; limiter?: SignInLimiter; tokens?: ResetTokens }) {
  const tokens = deps.tokens ?? new ResetTokens(deps.key);
  const limiter = deps.limiter ?? new SignInLimiter(new RateCounters(ctx.db), 'password-reset', RESET_REQUEST_LIMITS);
  const origin = new URL(ctx.config.publicUrl).origin;
  const minutes = String(RESET_TTL_MS / 60_000);

  const pageContext = (request: FastifyRequest, asked: string | undefined) => pageContextOf(ctx.db, ctx.config.rootDir, request, asked);
  const html = (reply: FastifyReply, body: string) =>
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(body);
  const formOf = (request: FastifyRequest) => (request.body ?? {}) as Form;
  const queryOf = (request: FastifyRequest) => request.query as Form;

  app.get(FORGOT_PATH, { config: { auth: 'public' }, schema: { hide: true } }, async (request, reply) =>
    html(reply, forgotPasswordPage(await pageContext(request, queryOf(request).lang))));

  app.post(FORGOT_PATH, { config: { auth: 'public', accepts: ['application/x-www-form-urlencoded'] }, schema: { hide: true } },
    async (request, reply) => {
      const form = formOf(request);
      const page = await pageContext(request, form.lang);
      const t = page.texts;
      const email = String(form.email ?? '').trim().toLowerCase().slice(0, 320);
      if (!email || !EMAIL_SHAPE.test(email)) {
        return html(reply.code(400), forgotPasswordPage({ ...page, email, fieldError: email ? t.emailInvalid : t.emailRequired }));
      }
      const wait = await limiter.retryAfterSeconds(request.ip, '');
      if (wait > 0) {
        reply.code(429).header('retry-after', String(wait));
        return html(reply, forgotPasswordPage({
          ...page, email, error: interpolate(t.tooManyRequests!, { minutes: String(Math.ceil(wait / 60)) }), errorCode: 'RATE_LIMITED',
        }));
      }
      const accountAllowed = await limiter.retryAfterSeconds('', email) === 0;
      await limiter.failed(request.ip, email);
      if (accountAllowed) void sendResetMail(email, page).catch((error: unknown) => request.log.error({ err: error }, 'password reset e-mail not sent'));
      return html(reply, messagePage(page, t.forgotSentTitle!, interpolate(t.forgotSentBody!, { email, minutes }),
        { href: '/auth', label: t.backToSignIn! }));
    });

  async function sendResetMail(email: string, page: PageContext): Promise<void> {
    const user = await ctx.db.selectFrom('users').select(['id', 'firmId', 'email', 'passwordHash', 'disabledAt', 'language'])
      .where('email', '=', email).executeTakeFirst();
    if (!user || user.disabledAt !== null) return;
    const lang = page.lang;
    const t = page.texts;
    const link = `${origin}${RESET_PATH}?${new URLSearchParams({ token: tokens.issue(user.id, user.passwordHash), lang })}`;
    await ctx.mailer.send({
      firmId: user.firmId,
      to: [user.email],
      subject: t.resetMailSubject!,
      text: interpolate(t.resetMailBody!, { email: user.email, minutes, link }),
    });
  }

  /** The user a live, unspent token names, with the hash it was made for. */
  async function userOf(token: string | undefined) {
    const claims = token ? tokens.read(token) : undefined;
    if (!claims) return undefined;
    const user = await ctx.db.selectFrom('users').select(['id', 'passwordHash', 'disabledAt']).where('id', '=', claims.userId).executeTakeFirst();
    if (!user || user.disabledAt !== null || tokens.spent(claims, user.passwordHash)) return undefined;
    return user;
  }

  const invalidPage = (page: PageContext) => messagePage(page, page.texts.resetInvalidTitle!, page.texts.resetInvalidBody!,
    { href: `${FORGOT_PATH}?${new URLSearchParams({ lang: page.lang })}`, label: page.texts.requestNewLink!, button: true });

  app.get(RESET_PATH, { config: { auth: 'public' }, schema: { hide: true } }, async (request, reply) => {
    const query = queryOf(request);
    const page = await pageContext(request, query.lang);
    if (!(await userOf(query.token))) return html(reply.code(410), invalidPage(page));
    return html(reply, resetPasswordPage({ ...page, token: query.token!, minLength: PASSWORD_POLICY.minLength }));
  });

  app.post(RESET_PATH, { config: { auth: 'public', accepts: ['application/x-www-form-urlencoded'] }, schema: { hide: true } },
    async (request, reply) => {
      const form = formOf(request);
      const page = await pageContext(request, form.lang);
      const t = page.texts;
      const user = await userOf(form.token);
      if (!user) return html(reply.code(410), invalidPage(page));
      const password = String(form.password ?? '');
      const confirm = String(form.confirm ?? '');
      const min = String(PASSWORD_POLICY.minLength);
      const errors = {
        password: !password ? t.passwordRequired : passwordAcceptable(password) ? undefined : interpolate(t.passwordTooWeak!, { min }),
        confirm: !confirm ? t.passwordRequired : confirm !== password ? t.passwordMismatch : undefined,
      };
      if (errors.password || errors.confirm) {
        return html(reply.code(400), resetPasswordPage({ ...page, token: form.token!, errors, minLength: PASSWORD_POLICY.minLength }));
      }
      // Compare-and-set on the old hash: of two uses of one link, only the first changes the password.
      const changed = await ctx.db.updateTable('users').set({ passwordHash: await hashPassword(password) })
        .where('id', '=', user.id).where('passwordHash', '=', user.passwordHash).executeTakeFirst();
      if (Number(changed.numUpdatedRows) !== 1) return html(reply.code(410), invalidPage(page));
      // Whoever knew the old password is signed out everywhere.
      await ctx.sessions.revokeUser(user.id);
      return html(reply, messagePage(page, t.resetDoneTitle!, t.resetDoneBody!,
        { href: `/auth?${new URLSearchParams({ lang: page.lang })}`, label: t.signInNow!, button: true }));
    });
}
