import { describe, expect, it } from 'vitest';
import { staleCaches, strategyFor } from './cache-policy';

const origin = 'https://portal.firm.com';
const get = (path: string, mode = 'no-cors') => strategyFor({ method: 'GET', url: `${origin}${path}`, mode }, origin);

describe('service worker cache policy', () => {
  it('never caches API answers, identity, share, help and well-known pages, the simulator, nor itself', () => {
    for (const path of ['/api/session/v1/bindings', '/API/x', '//api/x', '/%61pi/x', '/oidc/auth', '/oidc', '/share/abc', '/help/articles/upload-documents', '/help/search?q=x', '/dev/mobile-host', '/.well-known/assetlinks.json', '/sw.js']) {
      expect(get(path), path).toBe('pass');
      expect(get(path, 'navigate'), path).toBe('pass');
    }
  });

  it('serves pages from the network, else the cached shell', () => {
    for (const path of ['/', '/auth?r=%2Fdocuments', '/documents', '/clientcenter/pt/auth/logout']) expect(get(path, 'navigate'), path).toBe('shell');
  });

  it('keeps hashed assets, and revalidates translations and the icon', () => {
    expect(get('/assets/portal-DOc9eyKl.js')).toBe('cache-first');
    expect(get('/assets/bundle-BzC5fnCX.css')).toBe('cache-first');
    expect(get('/assets/auth/i18n/pt-br.json')).toBe('network-first');
    expect(get('/favicon.svg')).toBe('network-first');
    expect(get('/robots.txt')).toBe('pass');
  });

  it('lets writes and other origins through', () => {
    expect(strategyFor({ method: 'POST', url: `${origin}/assets/x-12345678.js`, mode: 'cors' }, origin)).toBe('pass');
    expect(strategyFor({ method: 'GET', url: 'https://cdn.example/assets/x-12345678.js', mode: 'cors' }, origin)).toBe('pass');
  });

  it('a new version deletes the previous versions’ caches only', () => {
    expect(staleCaches(['portico-old', 'portico-new', 'someone-else'], 'portico-new')).toEqual(['portico-old']);
  });
});
