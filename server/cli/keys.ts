import { newSigningJwk } from '../auth/signing-key';
import { newIdentitySecrets } from '../identity/secrets';

/**
 * npm run keys — prints a fresh PORTICO_SIGNING_KEYS and PORTICO_IDENTITY_SECRETS for an environment file. To
 * rotate, put the new signing key first in the existing "keys" (it signs from then on) and drop the old one once
 * the tokens it signed have expired (the session lifetime).
 */
const quoted = (value: unknown) => `'${JSON.stringify(value)}'`;
console.log(`PORTICO_SIGNING_KEYS=${quoted({ keys: [await newSigningJwk()] })}`);
console.log(`PORTICO_IDENTITY_SECRETS=${quoted(await newIdentitySecrets())}`);
