import { Type } from '@sinclair/typebox';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BinaryResponse, NoContent } from '@portico/contract/common';
import { defineEndpoints } from '@portico/contract/endpoint';
import { TokenStore } from '../session/token-store';
import { call } from './call';
import { HttpClient } from './http-client';

const Item = Type.Object({ id: Type.String(), name: Type.String() });
const ENDPOINTS = defineEndpoints({
  putItem: {
    method: 'PUT', path: '/api/things/v1/clients/:clientId/items/:itemId', access: 'session', tags: ['things'], summary: 'Save an item',
    params: Type.Object({ clientId: Type.String(), itemId: Type.String() }), query: Type.Object({ locale: Type.Optional(Type.String()) }),
    body: Type.Object({ name: Type.String() }), responses: { 200: Item },
  },
  deleteItem: {
    method: 'DELETE', path: '/api/things/v1/items/:itemId', access: 'session', tags: ['things'], summary: 'Drop an item',
    params: Type.Object({ itemId: Type.String() }), responses: { 204: NoContent },
  },
  getFile: { method: 'GET', path: '/api/things/v1/file', access: 'session', tags: ['things'], summary: 'A file', responses: { 200: BinaryResponse } },
});

function clientAnswering(answer: () => Response) {
  const seen: Array<{ method: string; url: string; body: string }> = [];
  vi.stubGlobal('fetch', async (request: Request) => {
    seen.push({ method: request.method, url: request.url, body: await request.text() });
    return answer();
  });
  return { http: new HttpClient(new TokenStore(), 'http://portal.test'), seen };
}

describe('call', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("sends the declaration's method to its path with the parameters, query and JSON body, and answers the parsed body", async () => {
    const { http, seen } = clientAnswering(() => Response.json({ id: 'i/1', name: 'Ana' }));
    const item = await call(http, ENDPOINTS.putItem, { params: { clientId: 'c1', itemId: 'i/1' }, query: { locale: 'pt-br' }, body: { name: 'Ana' } });
    expect(item).toEqual({ id: 'i/1', name: 'Ana' });
    expect(seen).toEqual([{ method: 'PUT', url: 'http://portal.test/api/things/v1/clients/c1/items/i%2F1?locale=pt-br', body: '{"name":"Ana"}' }]);
  });

  it('answers null for an answer without a body, and a Blob for a file', async () => {
    const empty = clientAnswering(() => new Response(null, { status: 204 }));
    expect(await call(empty.http, ENDPOINTS.deleteItem, { params: { itemId: 'i1' } })).toBeNull();
    const file = clientAnswering(() => new Response('%PDF', { headers: { 'content-type': 'application/pdf' } }));
    const blob = await call(file.http, ENDPOINTS.getFile);
    expect(blob).toBeInstanceOf(Blob);
    expect(await blob.text()).toBe('%PDF');
  });

  it("throws ky's HTTPError on a failure, as the client's other calls do", async () => {
    const { http } = clientAnswering(() => Response.json({ code: 'ITEM_NOT_FOUND', message: 'x' }, { status: 404 }));
    await expect(call(http, ENDPOINTS.deleteItem, { params: { itemId: 'i1' } })).rejects.toMatchObject({ name: 'HTTPError', response: { status: 404 } });
  });
});
