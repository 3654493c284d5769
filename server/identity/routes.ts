import formbody from '@fastify/formbody';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { REGIONAL_LOGOUT_PATHS } from '@portico/contract/api-paths';
import { getUser } from '../auth/users';
import type { Db } from '../db/database';
import { principalOf, staffOf, type AppContext } from '../http/context';
import { AppError, badRequest, forbidden, unauthenticated } from '../http/errors';
import { signInRateLimit } from '../http/security';
import type { App } from '../http/type-provider';
import { hashCode, type AuthorizationCodes } from './authorization-codes';
import type { IdentityConfig } from './config';
import { pageContextOf } from './page-context';
import { pageLanguage } from './page-text';
import { wrongAddressPage } from './pages';
import { openProviderSignIn, PROVIDER_SIGN_IN_COOKIE, sealProviderSignIn } from './provider-sign-in';
import type { AuthenticatedIdentity, RelyingParty, SignedIn } from './relying-party';
import type { SignInTokens } from './sign-in-token';
import { openTransaction, sealTransaction, serverCookie, TRANSACTION_COOKIE, transactionCookie } from './transaction-cookie';
import { ENDPOINTS } from '@portico/contract/endpoints';
import { serve } from '../http/serve';

const FORM = 'application/x-www-form-urlencoded';
const COOKIE_PATH = '/api/security/v1/oidc';
/** The page that tells a browser which address sign-in works at (the portal was opened at another one). */
export const WRONG_ADDRESS_PATH = '/oidc/address';
/** The portal's "you are signed out" screen. */
export const SIGNED_OUT_PATH = '/auth/signed-out';

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);
const isLoopback = (hostname: string) => LOOPBACK_HOSTS.has(hostname) || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(hostname);

/** Two spellings of one loopback origin: localhost, 127.0.0.1 and [::1] with the same scheme and port. */
export const sameLoopbackOrigin = (a: URL, b: URL) =>
  a.protocol === b.protocol && a.port === b.port && isLoopback(a.hostname) && isLoopback(b.hostname);

const parseUrl = (value: string) => {
  try {
    return new URL(value);
  } catch {
    return undefined;
  }
};

export interface IdentityDeps {
  identity: IdentityConfig;
  relyingParty: RelyingParty;
  signInTokens: SignInTokens;
  transactionKey: Uint8Array;
  codes: AuthorizationCodes;
  /** The embedded provider: ends the browser's provider session at once (no confirmation page). */
  endProviderSession?: (req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => Promise<boolean>;
}

/** A refusal whose reason the portal routes on (errors[].reason), with optional headers (Location). */
function refuse(reply: FastifyReply, status: number, code: AppError['code'], message: string, headers: Record<string, string> = {}) {
  return reply.code(status).headers(headers).type('application/json; charset=utf-8')
    .send(new AppError(status, code, message, [code]).toBody());
}

/** The account an authenticated identity opens: our own subject, else a verified e-mail (external providers). */
export async function accountOf(db: Db, who: AuthenticatedIdentity) {
  const columns = ['id', 'firmId', 'mfaRequired', 'disabledAt'] as const;
  const bySubject = await db.selectFrom('users').select(columns).where('id', '=', who.subject).executeTakeFirst();
  // An e-mail the provider has not explicitly verified could belong to anyone who typed it in there.
  if (bySubject || !who.email || who.emailVerified !== true) return bySubject;
  return db.selectFrom('users').select(columns).where('email', '=', who.email).executeTakeFirst();
}

const firmLocked = async (db: Db, firmId: number) =>
  (await db.selectFrom('firms').select('locked').where('id', '=', firmId).executeTakeFirst())?.locked === 1;

export async function registerIdentityApi(app: App, ctx: AppContext, deps: IdentityDeps): Promise<void> {
  const { identity, relyingParty, signInTokens, transactionKey, codes } = deps;
  const secure = ctx.config.production;
  const origin = new URL(ctx.config.publicUrl).origin;
  const configured = new URL(identity.redirectUri);
  // auth-code/session is a form POST whose values are in its query; its body is not read.
  await app.register(formbody, { bodyLimit: 1024 });

  serve(app, ENDPOINTS.postOidcLogin, { config: signInRateLimit({ max: 120 }) }, async (request, reply) => {
    // The portal's language, else the browser's (a language the portal does not know).
    const lang = pageLanguage(request.body.lang, request.headers['accept-language']);
    if (request.body.redirectUri !== identity.redirectUri) {
      const asked = parseUrl(request.body.redirectUri);
      // The portal's own /auth page, opened at the address this very request came through, but not at its public URL.
      const openedElsewhere = asked !== undefined && asked.pathname === '/auth' && !asked.search && !asked.hash
        && (asked.protocol === 'http:' || asked.protocol === 'https:') && asked.host === request.host;
      if (!openedElsewhere) throw badRequest('BAD_REQUEST', `redirectUri must be ${identity.redirectUri}`);
      // Development: another spelling of the loopback address continues at the configured one, where sign-in works.
      if (!ctx.config.production && sameLoopbackOrigin(asked, configured)) return { location: identity.redirectUri };
      // Anywhere else the browser is told, in its language, which address to use.
      return { location: `${WRONG_ADDRESS_PATH}?${new URLSearchParams({ lang })}` };
    }
    const { location, transaction } = await relyingParty.start({ lang, redirectUri: identity.redirectUri });
    reply.setCookie(TRANSACTION_COOKIE, await sealTransaction(transactionKey, transaction), transactionCookie(COOKIE_PATH, secure));
    return { location };
  });

  app.get(WRONG_ADDRESS_PATH, { config: { auth: 'public' }, schema: { hide: true } }, async (request, reply) => {
    const page = await pageContextOf(ctx.db, ctx.config.rootDir, request, (request.query as { lang?: string }).lang);
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(wrongAddressPage(page, `${origin}/`));
  });

  serve(app, ENDPOINTS.postOidcAuthCodeSession, { config: { accepts: [FORM], ...signInRateLimit({ max: 120 }) } }, async (request, reply) => {
    const codeHash = hashCode(request.query.code);
    const replayed = () => refuse(reply, 400, 'SIGN_IN_CODE_INVALID',
      'This authorization code was already used; the sign-in it opened has been ended');
    // RFC 6749 §4.1.2: a code used twice is refused and what its first use opened is revoked, whoever replays it.
    if (await codes.replayed(codeHash)) return replayed();
    const transaction = await openTransaction(transactionKey, request.cookies[TRANSACTION_COOKIE]);
    // One attempt per transaction, whatever its outcome.
    reply.setCookie(TRANSACTION_COOKIE, '', transactionCookie(COOKIE_PATH, secure, 0));
    if (!transaction || transaction.state !== request.query.state) {
      return refuse(reply, 400, 'SIGN_IN_STATE_INVALID', 'The sign-in state does not match this browser');
    }
    // Claimed before redeeming, atomically: of two concurrent uses, one is the replay.
    if (!(await codes.claim(codeHash))) {
      await codes.replayed(codeHash);
      return replayed();
    }
    let signedIn: SignedIn;
    try {
      signedIn = await relyingParty.finish(transaction, request.query);
    } catch (error) {
      if (error instanceof AppError && error.statusCode < 500) return refuse(reply, error.statusCode, error.code, error.message);
      throw error;
    }
    const who = signedIn.identity;
    const user = await accountOf(ctx.db, who);
    if (!user || user.disabledAt !== null) return refuse(reply, 403, 'USER_NOT_FOUND', 'No active portal account belongs to this sign-in');
    if (await firmLocked(ctx.db, user.firmId)) return refuse(reply, 403, 'FIRM_LOCKED_OUT', 'The firm of this account is locked out');
    if (user.mfaRequired === 1 && !who.methods.includes('mfa')) {
      return refuse(reply, 403, 'MFA_AUTHENTICATION_REQUIRED', 'This account must sign in with a second factor',
        { location: identity.mfaSetupUrl });
    }
    const tokenValue = await signInTokens.issue({ userId: user.id, codeHash });
    if (!deps.endProviderSession) await keepForSignOut(reply, codeHash, signedIn.idToken);
    return { tokenValue };
  });

  /**
   * An external provider asks the user to confirm a sign-out unless the end-session request carries the ID token
   * it issued (id_token_hint). That token stays here, with the sign-in (sign_in_codes), for as long as its session
   * can live; the browser only holds a sealed reference to the sign-in, which sign-out sends back.
   */
  async function keepForSignOut(reply: FastifyReply, codeHash: string, idToken: string) {
    const ttl = ctx.config.sessionTtlSeconds;
    await codes.keepIdToken(codeHash, idToken);
    reply.setCookie(PROVIDER_SIGN_IN_COOKIE, await sealProviderSignIn(transactionKey, codeHash, ttl), serverCookie(COOKIE_PATH, secure, ttl));
  }

  /** The ID token of the sign-in this browser finished, once (the cookie is cleared), for the end-session URL. */
  async function takeIdTokenHint(request: FastifyRequest, reply: FastifyReply): Promise<string | undefined> {
    const codeHash = await openProviderSignIn(transactionKey, request.cookies[PROVIDER_SIGN_IN_COOKIE]);
    reply.setCookie(PROVIDER_SIGN_IN_COOKIE, '', serverCookie(COOKIE_PATH, secure, 0));
    return codeHash ? codes.takeIdToken(codeHash) : undefined;
  }

  /** Where a sign-out may return: the portal's sign-in, its signed-out screen, or a regional logout path. */
  const logoutTarget = (returnTo: string) => {
    const refused = () => badRequest('BAD_REQUEST', 'returnTo must be /auth, /auth/signed-out or a regional logout path of this portal');
    let url: URL;
    try {
      url = new URL(returnTo, origin);
    } catch {
      // e.g. "\\<control character>": a scheme-relative address whose host cannot be parsed.
      throw refused();
    }
    if (url.origin !== origin || !['/auth', SIGNED_OUT_PATH, ...REGIONAL_LOGOUT_PATHS].includes(url.pathname)) throw refused();
    if (url.pathname === '/auth') return identity.postLogoutRedirectUri;
    return url.pathname === SIGNED_OUT_PATH ? identity.signedOutUri : `${origin}${url.pathname}`;
  };

  serve(app, ENDPOINTS.postOidcLogout, { config: signInRateLimit({ max: 120 }) }, async (request, reply) => {
    const target = logoutTarget(request.body.returnTo);
    if (deps.endProviderSession) {
      await deps.endProviderSession(request.raw, reply.raw);
      return { location: target };
    }
    return { location: await relyingParty.endSessionUrl(target, await takeIdTokenHint(request, reply)) };
  });

  serve(app, ENDPOINTS.getOidcLogout, async (request) => {
    return { location: await relyingParty.endSessionUrl(logoutTarget(request.query.returnTo)) };
  });

  serve(app, ENDPOINTS.postLongTokens, { config: signInRateLimit({ max: 120 }) }, async (request, reply) => {
    const [scheme, token, ...rest] = (request.headers.authorization ?? '').trim().split(/\s+/);
    if (scheme !== 'Bearer' || !token || rest.length) throw unauthenticated('UNAUTHENTICATED', 'Use "Authorization: Bearer <sign-in JWT>"');
    const claims = await signInTokens.redeem(token);
    // Every sign-in JWT comes from a finished sign-in (its code) or from a live session (a hand-over).
    if (!claims.codeHash && !claims.parentSessionId) throw unauthenticated('TOKEN_INVALID', 'The sign-in token names no sign-in');
    const user = await getUser(ctx.db, claims.userId);
    if (user.disabledAt !== null) throw forbidden('USER_NOT_FOUND', 'This account is disabled');
    if (await firmLocked(ctx.db, user.firmId)) throw forbidden('FIRM_LOCKED_OUT', 'The firm of this account is locked out');
    // A hand-over joins its parent's family (401 when the parent has ended); a sign-in opens a family.
    const session = await ctx.sessions.create(user.id, {
      ...(claims.emulateeUserId ? { emulateeUserId: claims.emulateeUserId } : {}),
      ...(claims.parentSessionId ? { parentSessionId: claims.parentSessionId } : { source: { ip: request.ip, userAgent: request.headers['user-agent'] ?? null } }),
    });
    if (claims.codeHash && !(await codes.link(claims.codeHash, session.sessionId))) {
      // The code was replayed between the sign-in and this exchange: the session it would open is ended at once.
      await ctx.sessions.revokeFamily(session.sessionId);
      throw unauthenticated('SIGN_IN_CODE_INVALID', 'The authorization code of this sign-in was used twice');
    }
    return reply.code(201).send({ tokenValue: session.token, sessionExpiresDateTime: session.expiresAt });
  });

  serve(app, ENDPOINTS.postJwt, { config: { previewAllowed: true } }, async (request) => {
    const principal = principalOf(request);
    return {
      tokenValue: await signInTokens.issue({
        userId: principal.userId,
        parentSessionId: principal.sessionId,
        ...(principal.emulateeUserId ? { emulateeUserId: principal.emulateeUserId } : {}),
      }),
    };
  });

  serve(app, ENDPOINTS.postSwitchAccount, { config: { previewAllowed: true } }, async (request) => {
    const user = await getUser(ctx.db, principalOf(request).userId);
    return user.isStaff === 1 ? { location: '/staff/' } : {};
  });

  serve(app, ENDPOINTS.getStaffContacts, async (request) => {
    const rows = await ctx.db.selectFrom('users').select(['id', 'firstName', 'lastName', 'email'])
      .where('firmId', '=', staffOf(request).firmId).where('isStaff', '=', 0)
      .orderBy('lastName').orderBy('firstName').execute();
    return { contacts: rows.map((r) => ({ prismGuid: r.id, firstName: r.firstName, lastName: r.lastName, email: r.email })) };
  });
}
