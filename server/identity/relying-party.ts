import * as oidc from 'openid-client';
import { AppError } from '../http/errors';
import type { IdentityConfig } from './config';
import type { SignInTransaction } from './transaction-cookie';

export interface AuthenticatedIdentity {
  subject: string;
  email: string | undefined;
  /** True only when the provider said so explicitly (`email_verified: true`); missing or anything else is false. */
  emailVerified: boolean;
  /** Authentication methods the provider reports (amr); "mfa" means a second factor was used. */
  methods: string[];
}

/** A finished sign-in: who it is, and the provider's ID token (kept server-side for the sign-out's id_token_hint). */
export interface SignedIn {
  identity: AuthenticatedIdentity;
  idToken: string;
}

/** Who an ID token names. An e-mail counts as verified only when `email_verified` is the boolean true. */
export function identityOf(claims: { sub: string; [claim: string]: unknown }): AuthenticatedIdentity {
  return {
    subject: claims.sub,
    email: typeof claims.email === 'string' ? claims.email.trim().toLowerCase() : undefined,
    emailVerified: claims.email_verified === true,
    methods: Array.isArray(claims.amr) ? claims.amr.map(String) : [],
  };
}

/**
 * The portal as an OpenID Connect client (openid-client): discovery against the issuer, authorization code
 * flow with PKCE (S256), state and nonce; ID tokens are checked for signature, issuer, audience, expiry and nonce.
 */
export class RelyingParty {
  private configuration: Promise<oidc.Configuration> | undefined;

  constructor(private readonly identity: IdentityConfig, private readonly clientSecret: string | undefined) {}

  /** Discovery runs on first use (the embedded issuer is this server, which is not listening at start-up). */
  private config(): Promise<oidc.Configuration> {
    this.configuration ??= oidc.discovery(
      new URL(this.identity.issuerUrl),
      this.identity.clientId,
      { id_token_signed_response_alg: this.identity.idTokenAlg },
      this.clientSecret ? oidc.ClientSecretBasic(this.clientSecret) : oidc.None(),
      { execute: this.identity.allowInsecure ? [oidc.allowInsecureRequests] : [], timeout: 10 },
    ).catch((error: unknown) => {
      this.configuration = undefined;
      throw new AppError(503, 'IDENTITY_PROVIDER_UNAVAILABLE', `The identity provider did not answer discovery: ${String(error)}`);
    });
    return this.configuration;
  }

  async start(options: { lang: string; redirectUri: string }): Promise<{ location: string; transaction: SignInTransaction }> {
    const config = await this.config();
    const verifier = oidc.randomPKCECodeVerifier();
    const transaction: SignInTransaction = {
      state: oidc.randomState(),
      nonce: oidc.randomNonce(),
      verifier,
      redirectUri: options.redirectUri,
    };
    const url = oidc.buildAuthorizationUrl(config, {
      redirect_uri: options.redirectUri,
      scope: 'openid email profile',
      code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
      state: transaction.state,
      nonce: transaction.nonce,
      ui_locales: options.lang,
      ...(this.identity.prompt ? { prompt: this.identity.prompt } : {}),
    });
    return { location: url.href, transaction };
  }

  /** Redeems the code (once; the provider refuses a reused one) and returns who signed in, with the ID token. */
  async finish(transaction: SignInTransaction, response: { code: string; state: string; iss?: string }): Promise<SignedIn> {
    const config = await this.config();
    const callback = new URL(transaction.redirectUri);
    callback.searchParams.set('code', response.code);
    callback.searchParams.set('state', response.state);
    if (response.iss) callback.searchParams.set('iss', response.iss);
    let tokens;
    try {
      tokens = await oidc.authorizationCodeGrant(config, callback, {
        pkceCodeVerifier: transaction.verifier,
        expectedState: transaction.state,
        expectedNonce: transaction.nonce,
        idTokenExpected: true,
      });
    } catch (error) {
      if (error instanceof oidc.ResponseBodyError || error instanceof oidc.AuthorizationResponseError) {
        throw new AppError(400, 'SIGN_IN_CODE_INVALID', `The identity provider refused the code: ${error.error}`, ['SIGN_IN_CODE_INVALID']);
      }
      if (error instanceof Error && 'code' in error && String(error.code).startsWith('OAUTH_')) {
        throw new AppError(400, 'SIGN_IN_CODE_INVALID', `The sign-in response is not valid: ${error.message}`, ['SIGN_IN_CODE_INVALID']);
      }
      throw new AppError(503, 'IDENTITY_PROVIDER_UNAVAILABLE', 'The identity provider could not be reached');
    }
    return { identity: identityOf(tokens.claims()!), idToken: tokens.id_token! };
  }

  /**
   * The provider's end-session URL, for the sign-out through the identity provider. With the sign-in's ID token
   * as id_token_hint the provider knows whose session ends and who asks, so it need not ask the user to confirm.
   */
  async endSessionUrl(postLogoutRedirectUri: string, idTokenHint?: string): Promise<string> {
    const config = await this.config();
    return oidc.buildEndSessionUrl(config, {
      post_logout_redirect_uri: postLogoutRedirectUri,
      client_id: this.identity.clientId,
      ...(idTokenHint ? { id_token_hint: idTokenHint } : {}),
    }).href;
  }
}
