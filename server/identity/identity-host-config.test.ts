import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { EMBEDDED_CLIENT_ID, loadIdentityConfig } from './config';

/** The hostname rule of core/platform/identity-host.ts where the server picks its identity provider. */
describe('loadIdentityConfig: provider host and client id by hostname, region and language', () => {
  const external = { ISSUER_URL: 'https://id.firm.com', ISSUER_URL_NONPROD: 'https://id-qa.firm.com', CLIENT_ID: 'portal', CLIENT_IDS: '{"br-pt":"portal-br"}' };
  const at = (publicUrl: string, env: NodeJS.ProcessEnv) => loadIdentityConfig(loadConfig({ publicUrl }, {}), env);

  it('a production hostname signs in at the production issuer with its regional client id', () => {
    const identity = at('https://clientes.contabil.com.br', { ...external, IDENTITY_LANGUAGE: 'pt-br' });
    expect([identity.issuerUrl, identity.clientId]).toEqual(['https://id.firm.com', 'portal-br']);
  });

  it('a non-production hostname signs in at the non-production issuer', () => {
    const identity = at('https://qa.contabil.com.br', external);
    expect([identity.issuerUrl, identity.clientId]).toEqual(['https://id-qa.firm.com', 'portal']);
  });

  it('without a non-production issuer both environments use ISSUER_URL', () => {
    expect(at('https://demo.firm.com', { ISSUER_URL: 'https://id.firm.com', CLIENT_ID: 'portal' }).issuerUrl).toBe('https://id.firm.com');
  });

  it('the embedded provider keeps working locally whatever the rule says', () => {
    const identity = at('http://localhost:8080', {});
    expect([identity.issuerUrl, identity.clientId, identity.embedded]).toEqual(['http://localhost:8080/oidc', EMBEDDED_CLIENT_ID, true]);
  });

  it('a mistyped regional client id stops the start', () => {
    expect(() => at('https://portal.firm.com', { ...external, CLIENT_IDS: '{"brazil":"x"}' })).toThrow(/unknown region "brazil"/);
  });
});
