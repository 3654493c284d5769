import { Type, type Static } from '@sinclair/typebox';
import { Id, Input, IsoDateTime } from './common';

/** Starts an OpenID Connect sign-in; the answer says where the browser goes (the identity provider). */
export const OidcLoginRequest = Input({
  type: Type.String({ minLength: 1, maxLength: 64, description: 'Product identifier' }),
  sp: Type.String({ minLength: 1, maxLength: 64, description: 'Product identifier (service provider)' }),
  lang: Type.String({ pattern: '^[a-z]{2}(-[a-z]{2})?$', description: 'Sign-in page language (ui_locales)' }),
  redirectUri: Type.String({ minLength: 1, maxLength: 2048, description: "The portal's /auth page on this server" }),
});
export const OidcLoginResponse = Type.Object({ location: Type.String({ description: 'Authorization URL to navigate to' }) });

/** The identity provider's answer, forwarded by the portal's /auth page (no body, form-urlencoded header). */
export const AuthCodeSessionQuery = Input({
  code: Type.String({ minLength: 1, maxLength: 2048 }),
  state: Type.String({ minLength: 1, maxLength: 512 }),
  iss: Type.Optional(Type.String({ maxLength: 2048, description: 'RFC 9207 issuer identification' })),
});
/** tokenValue is a short-lived sign-in JWT; POST long-tokens turns it into the session's long token. */
export const SignInTokenResponse = Type.Object({ tokenValue: Type.String() });

/** Why a sign-in that authenticated at the provider still may not open the portal (errors[].reason). */
export const AUTH_FAILURE_REASONS = ['MFA_AUTHENTICATION_REQUIRED', 'FIRM_LOCKED_OUT', 'USER_NOT_FOUND'] as const;

export const LongTokenResponse = Type.Object({ tokenValue: Type.String(), sessionExpiresDateTime: IsoDateTime });

export const SwitchAccountResponse = Type.Object({
  location: Type.Optional(Type.String({ description: 'Where a staff account continues; absent when the account has no portal' })),
});

export const IdpLogoutQuery = Input({ returnTo: Type.String({ minLength: 1, maxLength: 2048 }) });
export const IdpLogoutResponse = Type.Object({ location: Type.String({ description: "The identity provider's end-session URL" }) });

/** Client contacts of the staff member's firm that a preview can be opened for. */
export const StaffContact = Type.Object({
  prismGuid: Id,
  firstName: Type.String(),
  lastName: Type.String(),
  email: Type.String(),
});
export const StaffContactsResponse = Type.Object({ contacts: Type.Array(StaffContact) });

export type OidcLoginRequest = Static<typeof OidcLoginRequest>;
export type OidcLoginResponse = Static<typeof OidcLoginResponse>;
export type AuthCodeSessionQuery = Static<typeof AuthCodeSessionQuery>;
export type SignInTokenResponse = Static<typeof SignInTokenResponse>;
export type LongTokenResponse = Static<typeof LongTokenResponse>;
export type SwitchAccountResponse = Static<typeof SwitchAccountResponse>;
export type IdpLogoutResponse = Static<typeof IdpLogoutResponse>;
export type StaffContact = Static<typeof StaffContact>;
export type StaffContactsResponse = Static<typeof StaffContactsResponse>;
