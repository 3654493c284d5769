import { describe, expect, it } from 'vitest';
import { REGIONAL_LOGOUT_PATHS } from '@portico/contract/api-paths';
import {
  chooseIdentityProvider, IDENTITY_REGIONS, identityEnvironment, identityRegion, parseRegionalClientIds, regionalLogoutPath,
  type IdentityHosts,
} from './identity-host';

describe('identityEnvironment (spec 000 §9 hostname rule)', () => {
  it.each([
    ['ci.portal.firm.com', 'non-production'],
    ['ci-2.firm.com', 'non-production'],
    ['demo.firm.com', 'non-production'],
    ['qed.firm.com', 'non-production'],
    ['localhost', 'non-production'],
    ['LAB.firm.com', 'non-production'],
    ['qa.firm.com.br', 'non-production'],
    ['sat.firm.co.uk', 'non-production'],
    ['127.0.0.1', 'non-production'],
    ['10.1.2.3', 'non-production'],
    ['[::1]', 'non-production'],
    ['portal.firm.com', 'production'],
    ['clientes.contabil.com.br', 'production'],
    ['myci.firm.com', 'production'],
    ['www.demo.firm.com', 'production'],
  ])('%s is %s', (host, environment) => {
    expect(identityEnvironment(host)).toBe(environment);
  });
});

describe('identityRegion (regional domain and language)', () => {
  it.each([
    ['portal.firm.com.ar', 'es-ar', 'ar'],
    ['portal.firm.com.br', 'pt-br', 'br-pt'],
    ['portal.firm.com.br', 'en-us', 'br-en'],
    ['portal.firm.co.uk', 'en-gb', 'uk'],
    ['portal.firm.ca', 'fr-ca', 'ca-fr'],
    ['portal.firm.ca', 'en-ca', 'ca-en'],
    ['portal.firm.com', 'pt-br', 'us'],
    ['portal.firm.nl', 'nl-nl', 'us'],
    ['localhost', 'en-us', 'us'],
  ])('%s in %s is %s', (host, language, region) => {
    expect(identityRegion(host, language)).toBe(region);
  });

  it('gives every region one of the regional logout paths the portal routes', () => {
    for (const region of IDENTITY_REGIONS) expect(REGIONAL_LOGOUT_PATHS).toContain(regionalLogoutPath(region));
    expect(regionalLogoutPath('br-pt')).toBe('/clientcenter/pt/auth/logout');
    expect(regionalLogoutPath('ca-fr')).toBe('/clientcenter/fr/auth/logout');
    expect(regionalLogoutPath('uk')).toBe('/clientcenter/en/gb/auth/logout');
  });
});

describe('chooseIdentityProvider', () => {
  const hosts: IdentityHosts = {
    issuers: { production: 'https://id.firm.com', 'non-production': 'https://id-qa.firm.com' },
    clientIds: { default: 'portal', 'br-pt': 'portal-br', 'ca-fr': 'portal-ca-fr' },
  };

  it('picks the production issuer and the regional client id', () => {
    expect(chooseIdentityProvider(hosts, 'clientes.contabil.com.br', 'pt-br')).toEqual({
      environment: 'production', region: 'br-pt', issuerUrl: 'https://id.firm.com', clientId: 'portal-br',
      logoutPath: '/clientcenter/pt/auth/logout',
    });
  });

  it('picks the non-production issuer and falls back to the default client id', () => {
    const choice = chooseIdentityProvider(hosts, 'qa.firm.com.br', 'en-us');
    expect([choice.issuerUrl, choice.clientId, choice.logoutPath]).toEqual(['https://id-qa.firm.com', 'portal', '/clientcenter/en/us/auth/logout']);
  });
});

describe('parseRegionalClientIds', () => {
  it('reads known regions and nothing from an empty value', () => {
    expect(parseRegionalClientIds(undefined)).toEqual({});
    expect(parseRegionalClientIds('{"uk":" portal-uk ","ar":"portal-ar"}')).toEqual({ uk: 'portal-uk', ar: 'portal-ar' });
  });

  it('refuses what would sign in at the wrong client', () => {
    expect(() => parseRegionalClientIds('{"br":"x"}')).toThrow(/unknown region "br"/);
    expect(() => parseRegionalClientIds('{"uk":""}')).toThrow(/CLIENT_IDS\["uk"\]/);
    expect(() => parseRegionalClientIds('[1]')).toThrow(/object/);
    expect(() => parseRegionalClientIds('{')).toThrow(/not JSON/);
  });
});
