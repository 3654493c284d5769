import { apiPath } from '@portico/contract/api-paths';
import { demoPdf } from '@portico/plugin-server';
import { DocumentPageCache } from './page-cache';
import { buildApp, type BuiltApp, multipartBody, startTestServer, type TestServer } from '@portico/plugin-server/testing';

let server: TestServer;
let second: BuiltApp;
let clientId: string;
let folderId: string;
let headers: Record<string, string>;

beforeAll(async () => {
  server = await startTestServer({ features: ['common.documents'] });
  // A second process-like app on the same database: its cache must never serve what the first one changed.
  second = await buildApp({ config: server.ctx.config, seed: false });
  [clientId] = await server.clientIdsOf('maria@acme.example') as [string];
  headers = await server.headersFor('maria@acme.example');
  folderId = (await server.app.inject({ method: 'GET', url: apiPath('clientContactFolder', { clientId }), headers })).json().id;
});
afterAll(async () => {
  await second.close();
  await server.stop();
});

const names = async (app: BuiltApp) =>
  (await app.app.inject({ method: 'GET', url: apiPath('containerDocuments', { clientId, containerId: folderId }), headers }))
    .json().documents.map((d: { name: string }) => d.name) as string[];

const totalOf = async (app: BuiltApp, limit: number) =>
  (await app.app.inject({ method: 'GET', url: `${apiPath('containerDocuments', { clientId, containerId: folderId })}?includeTotal=true&limit=${limit}`, headers }))
    .json().total as number;

describe('cached document pages', () => {
  it("count a folder once per version for every page shape, and count again once another app changed it", async () => {
    const before = await totalOf(server, 5);
    expect(before).toBe((await names(server)).length);
    expect(await totalOf(server, 7)).toBe(before);
    const body = multipartBody([{ name: 'Counted once.pdf', content: demoPdf('count') }]);
    const upload = await second.app.inject({
      method: 'POST', url: `${apiPath('uploads', { clientId })}?containerId=${folderId}`,
      headers: { ...headers, ...body.headers }, payload: body.payload,
    });
    expect(upload.statusCode).toBe(200);
    expect(await totalOf(server, 5)).toBe(before + 1);
    expect(await totalOf(server, 9)).toBe(before + 1);
    const trash = await server.app.inject({ method: 'POST', url: apiPath('trash', { clientId }), headers, payload: { documentIds: [upload.json().success[0].id] } });
    expect(trash.statusCode).toBe(200);
    expect(await totalOf(second, 5)).toBe(before);
  });


  it('serve the same page again until the folder changes, in this app and in another on the same database', async () => {
    const before = await names(server);
    expect(await names(server)).toEqual(before);
    expect(await names(second)).toEqual(before);

    const body = multipartBody([{ name: 'Aardvark report.pdf', content: demoPdf('cache') }]);
    const upload = await server.app.inject({
      method: 'POST', url: `${apiPath('uploads', { clientId })}?containerId=${folderId}`,
      headers: { ...headers, ...body.headers }, payload: body.payload,
    });
    expect(upload.statusCode).toBe(200);
    const id = upload.json().success[0].id as string;
    expect(await names(server)).toContain('Aardvark report.pdf');
    expect(await names(second)).toContain('Aardvark report.pdf');

    const trash = await second.app.inject({ method: 'POST', url: apiPath('trash', { clientId }), headers, payload: { documentIds: [id] } });
    expect(trash.json().trashed).toEqual([id]);
    expect(await names(server)).toEqual(before);
    expect(await names(second)).toEqual(before);
  });

  it("answers 404 for another client's folder, cached or not", async () => {
    const carlos = await server.headersFor('carlos@multi.example');
    const res = await server.app.inject({ method: 'GET', url: apiPath('containerDocuments', { clientId, containerId: folderId }), headers: carlos });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('documents');
  });
});

describe('DocumentPageCache.getOrMake', () => {
  it('makes a page once for requests that miss it together, then serves it from memory', async () => {
    const cache = new DocumentPageCache<string>();
    let made = 0;
    const make = async () => {
      made++;
      await new Promise((resolve) => setTimeout(resolve, 10));
      return '{"documents":[]}';
    };
    const pages = await Promise.all(Array.from({ length: 200 }, () => cache.getOrMake('folder:1', make)));
    expect(new Set(pages)).toEqual(new Set(['{"documents":[]}']));
    expect(made).toBe(1);
    await cache.getOrMake('folder:1', make);
    expect(made).toBe(1);
  });

  it('keeps no failure: the requests sharing it fail, the next one makes the page again', async () => {
    const cache = new DocumentPageCache<string>();
    const failing = () => Promise.reject(new Error('database gone'));
    await expect(Promise.all([cache.getOrMake('k', failing), cache.getOrMake('k', failing)])).rejects.toThrow('database gone');
    expect(await cache.getOrMake('k', async () => 'page')).toBe('page');
  });
});
