import { fillPath } from '@portico/contract/api-paths';
import { PROTOCOLS_API } from '../contract';
import { JOAO, startDemoTestServer, type DemoTestServer } from '@portico/server/kit/test-support';

let t: DemoTestServer;
beforeAll(async () => { t = await startDemoTestServer('br'); });
afterAll(async () => { await t.server.stop(); });

const get = (name: keyof typeof PROTOCOLS_API, params: Record<string, string>, query: Record<string, string> = {}, email = JOAO) =>
  t.call(email, { method: 'GET', url: fillPath(PROTOCOLS_API[name], params), query });

describe('protocols', () => {
  it('lists delivery protocols with read status and downloads the receipt', async () => {
    const clientId = t.joaoClients[1]!;
    const all = (await get('protocols', { clientId })).json();
    expect(all.totalItems).toBe(5);
    const unread = (await get('protocols', { clientId }, { status: 'Sent' })).json();
    expect(unread.items.every((p: { readAt: string | null }) => p.readAt === null)).toBe(true);
    expect(unread.totalItems).toBe(2);
    const bySearch = (await get('protocols', { clientId }, { search: 'fgts' })).json();
    expect(bySearch.items.map((p: { documentName: string }) => p.documentName)).toEqual(['Guia FGTS Digital']);
    const pdf = await get('protocolDocument', { clientId, protocolId: all.items[0].id });
    expect([pdf.statusCode, pdf.headers['content-type'], pdf.rawPayload.subarray(0, 5).toString('latin1')]).toEqual([200, 'application/pdf', '%PDF-']);
    const wrongClient = await get('protocolDocument', { clientId: t.joaoClients[0]!, protocolId: all.items[0].id });
    expect([wrongClient.statusCode, wrongClient.json().code]).toEqual([404, 'PROTOCOL_NOT_FOUND']);
  });
});
