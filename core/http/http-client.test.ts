import { afterEach, describe, expect, it, vi } from 'vitest';
import { TokenStore } from '../session/token-store';
import { buildQuery, HttpClient, ignoresUnauthorized, withQuery } from './http-client';

describe('buildQuery', () => {
  it('repeats arrays, sends objects as JSON, skips empties but keeps 0', () => {
    const q = buildQuery({ ids: [1, 2], filter: { a: 1 }, empty: '', none: null, missing: undefined, start: 0 });
    expect(q.toString()).toBe('ids=1&ids=2&filter=%7B%22a%22%3A1%7D&start=0');
  });
});

describe('withQuery', () => {
  it('appends the query, and leaves the path bare when every parameter is left out', () => {
    expect(withQuery('/api/x', { locale: 'pt-br', offset: 0 })).toBe('/api/x?locale=pt-br&offset=0');
    expect(withQuery('/api/x', { locale: undefined, documents: '' })).toBe('/api/x');
  });
});

describe('ignoresUnauthorized', () => {
  it('exempts __ignore_codes__, signature and storage-token URLs only', () => {
    expect(ignoresUnauthorized('/api/x?__ignore_codes__=401')).toBe(true);
    expect(ignoresUnauthorized('/api/signatures/v1/x')).toBe(true);
    expect(ignoresUnauthorized('/api/storage/v1/documents/1/documents?token=abc')).toBe(true);
    expect(ignoresUnauthorized('/api/storage/v1/documents/1/documents')).toBe(false);
    expect(ignoresUnauthorized('/api/clients/v1/clients')).toBe(false);
  });
});

describe('HttpClient', () => {
  afterEach(() => vi.unstubAllGlobals());

  function clientAnswering(status: number) {
    const seen: Request[] = [];
    vi.stubGlobal('fetch', async (request: Request) => {
      seen.push(request);
      return new Response(JSON.stringify({ code: 'X', message: 'x' }), { status, headers: { 'content-type': 'application/json' } });
    });
    const tokens = new TokenStore();
    tokens.longToken = 'abc';
    const http = new HttpClient(tokens, 'http://portal.test');
    const lost = vi.fn();
    http.onSessionLost(lost);
    return { http, lost, seen };
  }

  it('sends the long token in the UDSLongToken scheme', async () => {
    const { http, seen } = clientAnswering(200);
    await http.get('/api/health');
    expect(seen[0]!.headers.get('Authorization')).toBe('UDSLongToken abc');
  });

  it('reports a 401 as a lost session, except on exempt URLs', async () => {
    const { http, lost } = clientAnswering(401);
    await expect(http.get('/api/clients/v1/clients')).rejects.toThrow();
    expect(lost).toHaveBeenCalledWith('unauthorized');
    lost.mockClear();
    await expect(http.get('/api/x?__ignore_codes__=401')).rejects.toThrow();
    expect(lost).not.toHaveBeenCalled();
  });

  it('reports a 403 only on the session request', async () => {
    const { http, lost } = clientAnswering(403);
    await expect(http.get('/api/documents/v1/x')).rejects.toThrow();
    expect(lost).not.toHaveBeenCalled();
    await expect(http.get('/api/security/v1/session')).rejects.toThrow();
    expect(lost).toHaveBeenCalledWith('forbidden-session');
  });

  it('applies the same rules to answers reported from outside ky (XMLHttpRequest uploads)', () => {
    const { http, lost } = clientAnswering(200);
    http.reportResponse('/api/storage/v1/documents/1/uploads?containerId=c', 201);
    http.reportResponse('/api/storage/v1/documents/1/uploads?containerId=c', 403);
    http.reportResponse('/api/x?__ignore_codes__=401', 401);
    expect(lost).not.toHaveBeenCalled();
    http.reportResponse('/api/storage/v1/documents/1/uploads?containerId=c', 401);
    expect(lost).toHaveBeenCalledWith('unauthorized');
    http.reportResponse('http://portal.test/api/security/v1/session', 403);
    expect(lost).toHaveBeenLastCalledWith('forbidden-session');
    expect(lost).toHaveBeenCalledTimes(2);
  });
});
