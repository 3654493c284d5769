import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API } from '@portico/contract/api-paths';
import type { ErrorBody } from '@portico/contract/errors';
import type { IdpLogoutResponse, LongTokenResponse, SwitchAccountResponse } from '@portico/contract/identity';
import type { SessionResponse } from '@portico/contract/session';
import type { Kernel } from '@portico/kernel/kernel';
import { TOKENS } from '@portico/kernel/tokens';
import { STORAGE_KEYS, TokenStore } from '../session/token-store';
import { createTestKernel, renderWithKernel, testSession } from '@portico/test/support/test-kernel';
import { authDependencies } from '@portico/core/app/create-kernel';
import { AuthService, SIGNED_OUT_PATH, STAFF_REDIRECT_DELAY_MS, type AuthEnvironment } from './auth-service';
import { AUTH_EVENTS, AUTH_KEYS } from './auth-storage';
import { AuthApi, MissingContactIdError } from './auth-api';
import { FirstScreenMark } from '@portico/kernel/react/after-paint';

type Handler = (request: Request) => Response | Promise<Response>;
const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

let calls: Request[];
function serve(routes: Record<string, Handler>) {
  calls = [];
  vi.stubGlobal('fetch', async (input: Request) => {
    calls.push(input.clone());
    const key = `${input.method} ${new URL(input.url).pathname}`;
    const handler = routes[key];
    return handler ? handler(input) : json({ code: 'NOT_FOUND', message: key } satisfies ErrorBody, 404);
  });
}

const clientSession = testSession({ grants: ['Platform.DefaultClient'] });

/** A stored long token, and the server's answers to the UDS login it starts (session, JWT, contact). */
function serveStoredTokenLogin(jwt: string) {
  localStorage.setItem(STORAGE_KEYS.longToken, 'long-1');
  serve({
    [`GET ${API.session}`]: () => json(clientSession satisfies SessionResponse),
    [`POST ${API.jwt}`]: () => json({ tokenValue: jwt }),
    [`GET /api/contacts/v1/companies/1/contacts/1`]: () => json({ fullName: 'Test User' }),
  });
}
const staffSession = testSession({ grants: ['Platform.DefaultStaff'] });

let kernel: Kernel;
let env: { navigate: ReturnType<typeof vi.fn<AuthEnvironment['navigate']>>; assign: ReturnType<typeof vi.fn<AuthEnvironment['assign']>> };
let auth: AuthService;

beforeEach(async () => {
  localStorage.clear();
  sessionStorage.clear();
  new TokenStore().clear();
  kernel = await createTestKernel({ signedOut: true });
  env = { navigate: vi.fn<AuthEnvironment['navigate']>(), assign: vi.fn<AuthEnvironment['assign']>() };
  auth = new AuthService(authDependencies(kernel), env);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('JWT login and session bindings', () => {
  it('creates the long token, loads the bindings and records the session', async () => {
    serve({
      [`POST ${API.longTokens}`]: (r) => {
        expect(r.headers.get('authorization')).toBe('Bearer signin-jwt');
        return json({ tokenValue: 'long-1', sessionExpiresDateTime: '2099-01-01T00:00:00.000Z' } satisfies LongTokenResponse, 201);
      },
      [`GET ${API.session}`]: (r) => {
        expect(r.headers.get('authorization')).toBe('UDSLongToken long-1');
        return json(clientSession satisfies SessionResponse);
      },
      [`GET /api/contacts/v1/companies/1/contacts/1`]: () => json({ fullName: 'Test User' }),
    });
    const established = vi.fn();
    auth.onSessionEstablished(established);
    await auth.jwtLogin('signin-jwt');

    const session = kernel.get(TOKENS.Session);
    expect(session.state.status).toBe('loaded');
    expect(localStorage.getItem(STORAGE_KEYS.longToken)).toBe('long-1');
    expect(sessionStorage.getItem(STORAGE_KEYS.authToken)).toBe('signin-jwt');
    expect(JSON.parse(sessionStorage.getItem(STORAGE_KEYS.sessionInfo)!)).toEqual(clientSession);
    expect(document.cookie).toContain('bmTheme=1');
    expect(document.cookie).toContain(`UserAuthentication=${clientSession.meta.SessionId}`);
    expect(established).toHaveBeenCalledWith(clientSession);
  });

  it('a bindings failure marks the session failed and clears the tokens', async () => {
    serve({
      [`POST ${API.longTokens}`]: () => json({ tokenValue: 'long-1', sessionExpiresDateTime: '2099-01-01T00:00:00.000Z' }, 201),
      [`GET ${API.session}`]: () => json({ code: 'INTERNAL_ERROR', message: 'x' }, 500),
    });
    await expect(auth.jwtLogin('signin-jwt')).rejects.toThrow();
    expect(kernel.get(TOKENS.Session).state.status).toBe('failed');
    expect(localStorage.getItem(STORAGE_KEYS.longToken)).toBeNull();
    expect(sessionStorage.getItem(STORAGE_KEYS.authToken)).toBeNull();
  });
});

describe('UDS login (a stored long token)', () => {
  it('asks the session and the JWT together, and the JWT is stored before the session counts as loaded', async () => {
    localStorage.setItem(STORAGE_KEYS.longToken, 'long-1');
    let answerSession: () => void = () => undefined;
    const sessionHeld = new Promise<void>((resolve) => { answerSession = resolve; });
    serve({
      [`GET ${API.session}`]: async () => { await sessionHeld; return json(clientSession satisfies SessionResponse); },
      [`POST ${API.jwt}`]: () => json({ tokenValue: 'jwt-2' }),
      [`GET /api/contacts/v1/companies/1/contacts/1`]: () => json({ fullName: 'Test User' }),
    });
    const tokenWhenEstablished = vi.fn();
    auth.onSessionEstablished(() => tokenWhenEstablished(sessionStorage.getItem(STORAGE_KEYS.authToken)));
    const login = auth.udsLogin();
    await vi.waitFor(() => expect(calls.map((c) => `${c.method} ${new URL(c.url).pathname}`)).toEqual(expect.arrayContaining([`GET ${API.session}`, `POST ${API.jwt}`])));
    expect(kernel.get(TOKENS.Session).state.status).toBe('loading');
    answerSession();
    await expect(login).resolves.toEqual(clientSession);
    expect(tokenWhenEstablished).toHaveBeenCalledWith('jwt-2');
    expect(kernel.get(TOKENS.Session).state.status).toBe('loaded');
  });

  it('takes up requests the entry sent before the kernel existed, and sends neither again', async () => {
    serveStoredTokenLogin('jwt-early');
    const early = new AuthApi(kernel.get(TOKENS.Http)).startUds();
    await vi.waitFor(() => expect(calls).toHaveLength(2));
    await expect(auth.udsLogin(early)).resolves.toEqual(clientSession);
    expect(sessionStorage.getItem(STORAGE_KEYS.authToken)).toBe('jwt-early');
    const paths = calls.map((c) => new URL(c.url).pathname);
    expect(paths.filter((p) => p === API.session || p === API.jwt).sort()).toEqual([API.jwt, API.session].sort());
  });

  it('a refused JWT exchange signs out and never marks the session loaded', async () => {
    localStorage.setItem(STORAGE_KEYS.longToken, 'long-1');
    serve({
      [`GET ${API.session}`]: () => json(clientSession satisfies SessionResponse),
      [`POST ${API.jwt}`]: () => json({ code: 'UNAUTHORIZED', message: 'no' } satisfies ErrorBody, 401),
      [`POST ${API.oidcLogout}`]: () => json({ location: '/auth/signed-out' } satisfies IdpLogoutResponse),
    });
    const established = vi.fn();
    auth.onSessionEstablished(established);
    await expect(auth.udsLogin()).rejects.toThrow();
    expect(established).not.toHaveBeenCalled();
    expect(localStorage.getItem(STORAGE_KEYS.longToken)).toBeNull();
    expect(env.assign).toHaveBeenCalled();
  });
});

describe('auth code outcomes', () => {
  const refusal = (reason: string, headers: Record<string, string> = {}) => () =>
    json({ code: reason, message: reason, errors: [{ reason }] } satisfies ErrorBody, 403, headers);

  it('MFA goes to /auth/mfa-required with the location in navigation state', async () => {
    serve({ [`POST ${API.oidcAuthCodeSession}`]: refusal('MFA_AUTHENTICATION_REQUIRED', { location: 'https://idp.example/mfa' }) });
    await auth.completeAuthCode({ code: 'c', state: 's' });
    expect(env.navigate).toHaveBeenCalledWith('/auth/mfa-required', { replace: true, state: { location: 'https://idp.example/mfa' } });
    const sent = calls[0]!;
    expect(new URL(sent.url).search).toBe('?code=c&state=s');
    expect(sent.headers.get('content-type')).toBe('application/x-www-form-urlencoded');
    expect(await sent.text()).toBe('');
  });

  it('FIRM_LOCKED_OUT goes to firm-locked, another reason to signin-error, no reason rethrows', async () => {
    serve({ [`POST ${API.oidcAuthCodeSession}`]: refusal('FIRM_LOCKED_OUT') });
    await auth.completeAuthCode({ code: 'c', state: 's' });
    expect(env.navigate).toHaveBeenLastCalledWith('/auth/firm-locked', { replace: true });

    serve({ [`POST ${API.oidcAuthCodeSession}`]: refusal('USER_NOT_FOUND') });
    await auth.completeAuthCode({ code: 'c', state: 's' });
    expect(env.navigate).toHaveBeenLastCalledWith('/auth/signin-error', { replace: true });

    serve({ [`POST ${API.oidcAuthCodeSession}`]: () => json({ code: 'INTERNAL_ERROR', message: 'x' }, 500) });
    await expect(auth.completeAuthCode({ code: 'c', state: 's' })).rejects.toThrow();
  });
});

describe('logout', () => {
  async function signedIn() {
    localStorage.setItem(STORAGE_KEYS.longToken, 'long-1');
    sessionStorage.setItem(STORAGE_KEYS.authToken, 'jwt-1');
    sessionStorage.setItem(STORAGE_KEYS.sessionInfo, '{}');
    sessionStorage.setItem(AUTH_KEYS.staffToken, 'staff-1');
    document.cookie = 'bmTheme=1; path=/';
    kernel.get(TOKENS.Session).loaded(clientSession);
  }

  it('clears session, tokens and cookie, deletes the server session, tells the bridge, closes modals, drops the interceptor', async () => {
    await signedIn();
    localStorage.setItem(AUTH_KEYS.disableNewSignIn, 'true');
    serve({ [`DELETE ${API.session}`]: () => new Response(null, { status: 204 }) });
    const closeAll = vi.spyOn(kernel.get(TOKENS.Modals), 'closeAll');
    const onSessionLost = vi.spyOn(kernel.get(TOKENS.Http), 'onSessionLost');
    const bridge = vi.fn();
    window.addEventListener(AUTH_EVENTS.mobileLogout, bridge);

    await auth.logout({ returnTo: '/documents?x=1' });

    expect(calls.map((c) => `${c.method} ${new URL(c.url).pathname}`)).toEqual([`DELETE ${API.session}`]);
    expect(calls[0]!.headers.get('authorization')).toBe('UDSLongToken long-1');
    expect(localStorage.getItem(STORAGE_KEYS.longToken)).toBeNull();
    expect(sessionStorage.getItem(STORAGE_KEYS.authToken)).toBeNull();
    expect(sessionStorage.getItem(STORAGE_KEYS.sessionInfo)).toBeNull();
    expect(sessionStorage.getItem(AUTH_KEYS.staffToken)).toBeNull();
    expect(document.cookie).not.toContain('bmTheme');
    expect(kernel.get(TOKENS.Session).state.status).toBe('idle');
    expect(closeAll).toHaveBeenCalled();
    expect(onSessionLost).toHaveBeenCalledWith(undefined);
    expect(bridge).toHaveBeenCalledOnce();
    expect(env.assign).toHaveBeenCalledWith('/auth?r=%2Fdocuments%3Fx%3D1');
    window.removeEventListener(AUTH_EVENTS.mobileLogout, bridge);
  });

  it('warns when the server session cannot be deleted and still signs out through the identity provider', async () => {
    await signedIn();
    const warn = vi.spyOn(kernel.get(TOKENS.Logger), 'warn');
    serve({
      [`DELETE ${API.session}`]: () => json({ code: 'INTERNAL_ERROR', message: 'x' }, 500),
      [`POST ${API.oidcLogout}`]: () => json({ location: 'https://idp.example/end' } satisfies IdpLogoutResponse),
    });
    await auth.logout();
    expect(warn).toHaveBeenCalledWith('auth', 'The session could not be deleted on the server', expect.anything());
    expect(localStorage.getItem(STORAGE_KEYS.longToken)).toBeNull();
    expect(env.assign).toHaveBeenCalledWith('https://idp.example/end');
  });

  it('a sign-out the user asks for ends the provider session in one step and lands on the signed-out screen', async () => {
    await signedIn();
    serve({
      [`DELETE ${API.session}`]: () => new Response(null, { status: 204 }),
      [`POST ${API.oidcLogout}`]: () => json({ location: `${location.origin}${SIGNED_OUT_PATH}` } satisfies IdpLogoutResponse),
    });
    await auth.logout();
    const call = calls.find((c) => c.method === 'POST')!;
    expect(new URL(call.url).pathname).toBe(API.oidcLogout);
    expect(await call.clone().json()).toEqual({ returnTo: `${location.origin}${SIGNED_OUT_PATH}` });
    expect(env.assign).toHaveBeenCalledWith(`${location.origin}${SIGNED_OUT_PATH}`);
  });

  it('tells the other tabs, and a signed-in tab that hears it forgets its session and shows the signed-out screen', async () => {
    // The kernel's own service (browser navigation) would hear it first; this test watches the one it made.
    kernel.get(TOKENS.Auth).stopHearingOtherTabs();
    const other = new BroadcastChannel('portico-auth');
    const heard = new Promise<unknown>((resolve) => { other.onmessage = (event) => resolve(event.data); });
    localStorage.setItem(AUTH_KEYS.disableNewSignIn, 'true');
    await signedIn();
    serve({ [`DELETE ${API.session}`]: () => new Response(null, { status: 204 }) });
    await auth.logout();
    expect(await heard).toEqual({ type: 'signed-out' });

    kernel.get(TOKENS.Session).loaded(clientSession);
    localStorage.setItem(STORAGE_KEYS.longToken, 'long-2');
    env.assign.mockClear();
    other.postMessage({ type: 'signed-out' });
    await vi.waitFor(() => expect(env.assign).toHaveBeenCalledWith(SIGNED_OUT_PATH));
    expect(kernel.get(TOKENS.Session).state.status).toBe('idle');
    expect(localStorage.getItem(STORAGE_KEYS.longToken)).toBeNull();
    other.close();
  });

  it('a 401 from any API call (once the session is established) logs out', async () => {
    localStorage.setItem(AUTH_KEYS.disableNewSignIn, 'true');
    localStorage.setItem(STORAGE_KEYS.longToken, 'long-1');
    serve({
      [`GET ${API.session}`]: () => json(clientSession),
      [`GET /api/contacts/v1/companies/1/contacts/1`]: () => json({}),
      [`GET ${API.clients}`]: () => json({ code: 'UNAUTHENTICATED', message: 'x' }, 401),
      [`DELETE ${API.session}`]: () => new Response(null, { status: 204 }),
    });
    await auth.loadSession();
    await expect(kernel.get(TOKENS.Http).get(API.clients)).rejects.toThrow();
    await vi.waitFor(() => expect(env.assign).toHaveBeenCalled());
    expect(localStorage.getItem(STORAGE_KEYS.longToken)).toBeNull();
    expect(kernel.get(TOKENS.Session).state.status).toBe('idle');
  });
});

describe('landing after sign-in', () => {
  it('clients go to r or /', async () => {
    kernel.get(TOKENS.Session).loaded(clientSession);
    await auth.land('/documents');
    expect(env.navigate).toHaveBeenCalledWith('/documents', { replace: true });
  });

  it('staff switch account and reach /staff/ only after 1000 ms', async () => {
    vi.useFakeTimers();
    kernel.get(TOKENS.Session).loaded(staffSession);
    serve({ [`POST ${API.switchAccount}`]: () => json({ location: '/staff/' } satisfies SwitchAccountResponse) });
    await auth.land(null);
    expect(env.navigate).not.toHaveBeenCalled();
    vi.advanceTimersByTime(STAFF_REDIRECT_DELAY_MS - 1);
    expect(env.navigate).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(env.navigate).toHaveBeenCalledWith('/staff/', { replace: true });
  });

  it('a non-client account without a location goes to /not-authorized/', async () => {
    kernel.get(TOKENS.Session).loaded(testSession());
    serve({ [`POST ${API.switchAccount}`]: () => json({} satisfies SwitchAccountResponse) });
    await auth.land(null);
    expect(env.navigate).toHaveBeenCalledWith('/not-authorized/', { replace: true });
  });
});

describe('the contact (spec 000 §5)', () => {
  it('is asked for once the first screen has painted, not beside the first screen’s requests', async () => {
    serveStoredTokenLogin('jwt-2');
    await auth.udsLogin();
    await new Promise((resolve) => setTimeout(resolve, 50));
    const contactCalls = () => calls.filter((c) => new URL(c.url).pathname === '/api/contacts/v1/companies/1/contacts/1');
    expect(contactCalls(), 'no screen yet').toHaveLength(0);
    renderWithKernel(<FirstScreenMark />, { kernel });
    await vi.waitFor(() => expect(auth.contact).toEqual({ fullName: 'Test User' }));
    expect(contactCalls()).toHaveLength(1);
  });

  it('is never asked for without a ContactId (a staff session names none), and the getter throws without either id', async () => {
    localStorage.setItem(STORAGE_KEYS.longToken, 'long-1');
    const noContact = testSession({ grants: ['Platform.DefaultClient'] });
    noContact.bindings.ApplicationConfiguration.ContactId = null;
    serve({ [`GET ${API.session}`]: () => json(noContact satisfies SessionResponse), [`POST ${API.jwt}`]: () => json({ tokenValue: 'jwt-3' }) });
    await auth.udsLogin();
    renderWithKernel(<FirstScreenMark />, { kernel });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(auth.contact).toBeNull();
    expect(calls.filter((c) => new URL(c.url).pathname.startsWith('/api/contacts/'))).toHaveLength(0);

    const api = new AuthApi(kernel.get(TOKENS.Http));
    expect(() => api.contact(1, null)).toThrow(MissingContactIdError);
    expect(() => api.contact(null, '1')).toThrow(/CompanyId missing/);
    expect(() => api.contact(1, '')).toThrow(/ContactId missing/);
    expect(calls.filter((c) => new URL(c.url).pathname.startsWith('/api/contacts/'))).toHaveLength(0);
  });
});
