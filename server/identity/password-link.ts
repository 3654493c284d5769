import type { ServerConfig } from '../config';
import { RESET_PATH } from './pages';
import { resetKeyOf, ResetTokens } from './password-reset';
import { identitySecretsOf } from './secrets';

/** How long an invitation's link works. */
export const INVITATION_TTL_MS = 7 * 24 * 60 * 60_000;

/**
 * The link that lets a person set their password on the embedded identity provider: the reset page and its
 * signed token (spent once the password hash changes), with an invitation's lifetime. Undefined when the firm
 * signs in through its own provider (ISSUER_URL): the person signs in there, and the portal needs no password.
 */
export async function passwordSetLink(
  config: ServerConfig, user: { id: string; passwordHash: string }, lang: string, ttlMs = INVITATION_TTL_MS,
): Promise<string | undefined> {
  if (config.settings.ISSUER_URL) return undefined;
  const { transactionKey } = await identitySecretsOf(config);
  const token = new ResetTokens(resetKeyOf(transactionKey)).issue(user.id, user.passwordHash, ttlMs);
  return `${new URL(config.publicUrl).origin}${RESET_PATH}?${new URLSearchParams({ token, lang })}`;
}
