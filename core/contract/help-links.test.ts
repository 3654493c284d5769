import { describe, expect, it } from 'vitest';
import { helpSearchUrl, privacyPolicyUrl } from './help-links';

describe('help links', () => {
  const ctx = { userId: 'guid-1', language: 'pt-br', clientId: 'client-9' };

  it('searches on searchUrl plus the query when the articles service gave one', () => {
    expect(helpSearchUrl('nota fiscal', 'https://help.example/search?q=', ctx)).toBe('https://help.example/search?q=nota%20fiscal');
  });

  it("falls back to the portal's help-search path with q, oApp, oUserType, oUserID, oCountry, oLang, client and proxystylesheet", () => {
    const url = new URL(helpSearchUrl('nota fiscal', null, ctx), 'http://portal.test');
    expect(url.pathname).toBe('/help/search');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      q: 'nota fiscal', oApp: 'ClientCenter', oUserType: 'client', oUserID: 'guid-1', oCountry: 'BR', oLang: 'pt',
      client: 'client-9', proxystylesheet: 'clientcenter',
    });
  });

  it("picks the portal's privacy policy by language: en, es, pt, fr → fr-ca, default en", () => {
    expect(privacyPolicyUrl('es-ar')).toBe('/help/privacy/es');
    expect(privacyPolicyUrl('pt-br')).toBe('/help/privacy/pt');
    expect(privacyPolicyUrl('fr-ca')).toBe('/help/privacy/fr-ca');
    expect(privacyPolicyUrl('nl-nl')).toBe('/help/privacy/en');
    expect(privacyPolicyUrl('en-gb')).toBe('/help/privacy/en');
  });
});
