import { BOXE_API } from '../contract';
import { fillPath } from '@portico/contract/api-paths';
import { isValidNfeAccessKey } from '@portico/toolkit/validators/nfe-key';
import { JOAO, MARIA, startDemoTestServer, type DemoTestServer } from '@portico/server/kit/test-support';

let t: DemoTestServer;
beforeAll(async () => { t = await startDemoTestServer('br'); });
afterAll(async () => { await t.server.stop(); });

describe('Box-E', () => {
  it('is enabled for the firm that ordered it and not for maria\'s firm', async () => {
    expect((await t.call(JOAO, { method: 'GET', url: BOXE_API.boxeCompany })).json()).toMatchObject({ enabled: true });
    expect((await t.call(MARIA, { method: 'GET', url: BOXE_API.boxeCompany })).json()).toEqual({ enabled: false, orderedAt: null });
  });

  it('reports each client\'s lastToggle and hides other users\' clients', async () => {
    const [on, , off] = t.joaoClients;
    expect((await t.call(JOAO, { method: 'GET', url: fillPath(BOXE_API.boxeClient, { clientId: on! }) })).json().lastToggle).toBe(true);
    expect((await t.call(JOAO, { method: 'GET', url: fillPath(BOXE_API.boxeClient, { clientId: off! }) })).json().lastToggle).toBe(false);
    const foreign = await t.call(MARIA, { method: 'GET', url: fillPath(BOXE_API.boxeClient, { clientId: on! }) });
    expect([foreign.statusCode, foreign.json().code]).toEqual([404, 'CLIENT_NOT_FOUND']);
  });

  it('lists stored NF-e with valid access keys, filters them and downloads the XML', async () => {
    const clientId = t.joaoClients[0]!;
    const url = fillPath(BOXE_API.boxeDocuments, { clientId, kind: 'nfe' });
    const all = (await t.call(JOAO, { method: 'GET', url })).json();
    expect(all.totalItems).toBe(3);
    expect(all.items.every((d: { accessKey: string }) => isValidNfeAccessKey(d.accessKey) && d.accessKey.slice(20, 22) === '55')).toBe(true);
    expect(all.items.map((d: { issuedAt: string }) => d.issuedAt)).toEqual([...all.items.map((d: { issuedAt: string }) => d.issuedAt)].sort().reverse());

    const target = all.items[1];
    const byKey = (await t.call(JOAO, { method: 'GET', url, query: { accessKey: target.accessKey } })).json();
    expect(byKey.items.map((d: { id: string }) => d.id)).toEqual([target.id]);
    const byPeriod = (await t.call(JOAO, { method: 'GET', url, query: { from: target.issuedAt, to: target.issuedAt } })).json();
    expect(byPeriod.items.map((d: { id: string }) => d.id)).toEqual([target.id]);
    const paged = (await t.call(JOAO, { method: 'GET', url, query: { startIndex: '2', itemsPerPage: '2' } })).json();
    expect([paged.items.length, paged.totalItems]).toEqual([1, 3]);
    const bad = await t.call(JOAO, { method: 'GET', url, query: { cnpj: '123' } });
    expect([bad.statusCode, bad.json().code]).toEqual([400, 'VALIDATION_FAILED']);

    const xml = await t.call(JOAO, { method: 'GET', url: fillPath(BOXE_API.boxeDocumentXml, { clientId, kind: 'nfe', documentId: target.id }) });
    expect(xml.statusCode).toBe(200);
    expect(xml.headers['content-type']).toContain('application/xml');
    expect(xml.headers['content-disposition']).toContain('attachment;');
    expect(xml.body).toContain(`NFe${target.accessKey}`);
    const wrongKind = await t.call(JOAO, { method: 'GET', url: fillPath(BOXE_API.boxeDocumentXml, { clientId, kind: 'cte', documentId: target.id }) });
    expect([wrongKind.statusCode, wrongKind.json().code]).toEqual([404, 'BOXE_DOCUMENT_NOT_FOUND']);
  });

  it('refuses stored documents of a client whose Box-E is off, and another user\'s client with 404 and no bytes', async () => {
    const off = await t.call(JOAO, { method: 'GET', url: fillPath(BOXE_API.boxeDocuments, { clientId: t.joaoClients[2]!, kind: 'nfe' }) });
    expect([off.statusCode, off.json().code]).toEqual([403, 'BOXE_NOT_ENABLED']);
    const list = (await t.call(JOAO, { method: 'GET', url: fillPath(BOXE_API.boxeDocuments, { clientId: t.joaoClients[0]!, kind: 'cte' }) })).json();
    const foreign = await t.call(MARIA, { method: 'GET', url: fillPath(BOXE_API.boxeDocumentXml, { clientId: t.joaoClients[0]!, kind: 'cte', documentId: list.items[0].id }) });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).not.toContain('<?xml');
    const mariaOwn = await t.call(MARIA, { method: 'GET', url: fillPath(BOXE_API.boxeDocuments, { clientId: t.mariaClients[0]!, kind: 'nfe' }) });
    expect([mariaOwn.statusCode, mariaOwn.json().code]).toEqual([403, 'BOXE_NOT_ENABLED']);
  });

  it('rejects unknown query properties and kinds', async () => {
    const url = fillPath(BOXE_API.boxeDocuments, { clientId: t.joaoClients[0]!, kind: 'nfe' });
    expect((await t.call(JOAO, { method: 'GET', url, query: { colour: 'red' } })).statusCode).toBe(400);
    expect((await t.call(JOAO, { method: 'GET', url: url.replace('/nfe/', '/pdf/') })).statusCode).toBe(400);
  });
});
