import type { FastifyReply } from 'fastify';
import { API, REGIONAL_LOGOUT_PATHS } from '../../core/contract/api-paths';
import type { ErrorCode } from '../../core/contract/errors';
import {
  AuthCodeSessionQuery, IdpLogoutQuery, IdpLogoutResponse, LongTokenResponse, OidcLoginRequest, OidcLoginResponse,
  SignInTokenResponse, StaffContactsResponse, SwitchAccountResponse,
} from '../../core/contract/identity';
import { getUser } from '../auth/users';
import type { Db } from '../db/database';
import { principalOf, type AppContext } from '../http/context';
import { AppError, badRequest, forbidden, unauthenticated } from '../http/errors';
import { signInRateLimit } from '../http/security';
import type { App } from '../http/type-provider';
import type { IdentityConfig } from './config';
import { pickLanguage } from './page-text';
import type { AuthenticatedIdentity, RelyingParty } from './relying-party';
import type { SignInTokens } from './sign-in-token';
import { openTransaction, readCookie, sealTransaction, TRANSACTION_COOKIE, transactionCookie } from './transaction-cookie';

const FORM = 'application/x-www-form-urlencoded';
const COOKIE_PATH = '/api/security/v1/oidc';

export interface IdentityDeps {
  identity: IdentityConfig;
  relyingParty: RelyingParty;
  signInTokens: SignInTokens;
  transactionKey: Uint8Array;
}

/** A refusal whose reason the portal routes on (errors[].reason), with optional headers (Location). */
function refuse(reply: FastifyReply, status: number, code: ErrorCode, message: string, headers: Record<string, string> = {}) {
  return reply.code(status).headers(headers).type('application/json; charset=utf-8')
    .send(new AppError(status, code, message, [code]).toBody());
}

/** The account an authenticated identity opens: our own subject, else a verified e-mail (external providers). */
async function accountOf(db: Db, who: AuthenticatedIdentity) {
  const columns = ['id', 'firmId', 'mfaRequired'] as const;
  const bySubject = await db.selectFrom('users').select(columns).where('id', '=', who.subject).executeTakeFirst();
  if (bySubject || !who.email || !who.emailVerified) return bySubject;
  return db.selectFrom('users').select(columns).where('email', '=', who.email).executeTakeFirst();
}

const firmLocked = async (db: Db, firmId: number) =>
  (await db.selectFrom('firms').select('locked').where('id', '=', firmId).executeTakeFirst())?.locked === 1;

export function registerIdentityApi(app: App, ctx: AppContext, deps: IdentityDeps): void {
  const { identity, relyingParty, signInTokens, transactionKey } = deps;
  const secure = ctx.config.production;
  const origin = new URL(ctx.config.publicUrl).origin;
  // auth-code/session is a form-urlencoded POST without a body; nothing in a body is read.
  app.addContentTypeParser(FORM, { parseAs: 'string', bodyLimit: 1024 }, (_request, _body, done) => done(null, undefined));

  app.post(API.oidcLogin, {
    config: { auth: 'public', ...signInRateLimit({ max: 120 }) },
    schema: {
      tags: ['sign-in'],
      summary: 'Start an OpenID Connect sign-in (PKCE, state, nonce); the browser goes to the answered location',
      body: OidcLoginRequest,
      response: { 200: OidcLoginResponse },
    },
  }, async (request, reply) => {
    if (request.body.redirectUri !== identity.redirectUri) {
      throw badRequest('BAD_REQUEST', `redirectUri must be ${identity.redirectUri}`);
    }
    const { location, transaction } = await relyingParty.start({ lang: pickLanguage(request.body.lang), redirectUri: identity.redirectUri });
    reply.header('set-cookie', transactionCookie(await sealTransaction(transactionKey, transaction), COOKIE_PATH, secure));
    return { location };
  });

  app.post(API.oidcAuthCodeSession, {
    config: { auth: 'public', accepts: [FORM], ...signInRateLimit({ max: 120 }) },
    schema: {
      tags: ['sign-in'],
      summary: "Finish the sign-in with the provider's code and state; answers a sign-in JWT or errors[].reason "
        + '(MFA_AUTHENTICATION_REQUIRED with Location, FIRM_LOCKED_OUT, USER_NOT_FOUND, SIGN_IN_STATE_INVALID, SIGN_IN_CODE_INVALID)',
      querystring: AuthCodeSessionQuery,
      response: { 200: SignInTokenResponse },
    },
  }, async (request, reply) => {
    const transaction = await openTransaction(transactionKey, readCookie(request.headers.cookie, TRANSACTION_COOKIE));
    // One attempt per transaction, whatever its outcome.
    reply.header('set-cookie', transactionCookie('', COOKIE_PATH, secure, 0));
    if (!transaction || transaction.state !== request.query.state) {
      return refuse(reply, 400, 'SIGN_IN_STATE_INVALID', 'The sign-in state does not match this browser');
    }
    let who: AuthenticatedIdentity;
    try {
      who = await relyingParty.finish(transaction, request.query);
    } catch (error) {
      if (error instanceof AppError && error.statusCode < 500) return refuse(reply, error.statusCode, error.code, error.message);
      throw error;
    }
    const user = await accountOf(ctx.db, who);
    if (!user) return refuse(reply, 403, 'USER_NOT_FOUND', 'No portal account belongs to this sign-in');
    if (await firmLocked(ctx.db, user.firmId)) return refuse(reply, 403, 'FIRM_LOCKED_OUT', 'The firm of this account is locked out');
    if (user.mfaRequired === 1 && !who.methods.includes('mfa')) {
      return refuse(reply, 403, 'MFA_AUTHENTICATION_REQUIRED', 'This account must sign in with a second factor',
        { location: identity.mfaSetupUrl });
    }
    return { tokenValue: await signInTokens.issue({ userId: user.id }) };
  });

  app.get(API.oidcLogout, {
    config: { auth: 'public' },
    schema: {
      tags: ['sign-in'],
      summary: "The identity provider's end-session URL, returning to /auth or a regional logout path of this portal",
      querystring: IdpLogoutQuery,
      response: { 200: IdpLogoutResponse },
    },
  }, async (request) => {
    const returnTo = new URL(request.query.returnTo, origin);
    const allowed = ['/auth', ...REGIONAL_LOGOUT_PATHS];
    if (returnTo.origin !== origin || !allowed.includes(returnTo.pathname)) {
      throw badRequest('BAD_REQUEST', 'returnTo must be /auth or a regional logout path of this portal');
    }
    const target = returnTo.pathname === '/auth' ? identity.postLogoutRedirectUri : `${origin}${returnTo.pathname}`;
    return { location: await relyingParty.endSessionUrl(target) };
  });

  app.post(API.longTokens, {
    config: { auth: 'public', ...signInRateLimit({ max: 120 }) },
    schema: {
      tags: ['sign-in'],
      summary: 'Exchange a sign-in JWT ("Authorization: Bearer <jwt>", single use) for a session long token',
      response: { 201: LongTokenResponse },
    },
  }, async (request, reply) => {
    const [scheme, token, ...rest] = (request.headers.authorization ?? '').trim().split(/\s+/);
    if (scheme !== 'Bearer' || !token || rest.length) throw unauthenticated('UNAUTHENTICATED', 'Use "Authorization: Bearer <sign-in JWT>"');
    const claims = await signInTokens.redeem(token);
    const user = await getUser(ctx.db, claims.userId);
    if (await firmLocked(ctx.db, user.firmId)) throw forbidden('FIRM_LOCKED_OUT', 'The firm of this account is locked out');
    const session = await ctx.sessions.create(user.id, claims.emulateeUserId ? { emulateeUserId: claims.emulateeUserId } : {});
    return reply.code(201).send({ tokenValue: session.token, sessionExpiresDateTime: session.expiresAt });
  });

  app.post(API.jwt, {
    config: { previewAllowed: true },
    schema: {
      tags: ['sign-in'],
      summary: 'UDS to JWT: a short-lived sign-in JWT for the current session (hand-over to the mobile app)',
      response: { 200: SignInTokenResponse },
    },
  }, async (request) => {
    const principal = principalOf(request);
    return {
      tokenValue: await signInTokens.issue({ userId: principal.userId, ...(principal.emulateeUserId ? { emulateeUserId: principal.emulateeUserId } : {}) }),
    };
  });

  app.post(API.switchAccount, {
    config: { previewAllowed: true },
    schema: {
      tags: ['sign-in'],
      summary: 'Non-client accounts after sign-in: where they continue (staff: /staff/); no location means no access',
      response: { 200: SwitchAccountResponse },
    },
  }, async (request) => {
    const user = await getUser(ctx.db, principalOf(request).userId);
    return user.isStaff === 1 ? { location: '/staff/' } : {};
  });

  app.get(API.staffContacts, {
    schema: {
      tags: ['staff'],
      summary: "Staff: the firm's client users a preview can be opened for",
      response: { 200: StaffContactsResponse },
    },
  }, async (request) => {
    const staff = await getUser(ctx.db, principalOf(request).userId);
    if (staff.isStaff !== 1) throw forbidden('STAFF_ONLY', 'Only firm staff can list client contacts');
    const rows = await ctx.db.selectFrom('users').select(['id', 'firstName', 'lastName', 'email'])
      .where('firmId', '=', staff.firmId).where('isStaff', '=', 0)
      .orderBy('lastName').orderBy('firstName').execute();
    return { contacts: rows.map((r) => ({ prismGuid: r.id, firstName: r.firstName, lastName: r.lastName, email: r.email })) };
  });
}
