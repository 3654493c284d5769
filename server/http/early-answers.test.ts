import net from 'node:net';
import { apiPath } from '@portico/contract/api-paths';
import { startTestServer, type TestServer } from '../testing/test-server';

let server: TestServer;
let port: number;

beforeAll(async () => {
  server = await startTestServer();
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  port = (server.app.server.address() as net.AddressInfo).port;
});
afterAll(async () => { await server.stop(); });

/** Sends raw bytes and returns what the server wrote until it closed the connection. */
function rawExchange(request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(request));
    const chunks: Buffer[] = [];
    socket.on('data', (c) => chunks.push(c));
    socket.on('error', reject);
    socket.on('close', () => resolve(Buffer.concat(chunks).toString('latin1')));
  });
}

const bodyOf = (response: string) => JSON.parse(response.slice(response.indexOf('\r\n\r\n') + 4));

describe('answers made before any route runs', () => {
  it('431: headers too large, with the error body and the security headers', async () => {
    const response = await rawExchange(`GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    expect(response).toMatch(/^HTTP\/1\.1 431 /);
    expect(bodyOf(response)).toEqual({ code: 'HEADERS_TOO_LARGE', message: expect.any(String) });
    expect(response.toLowerCase()).toContain('content-security-policy:');
    expect(response.toLowerCase()).toContain('x-content-type-options: nosniff');
  });

  it('400: a request line Node cannot parse', async () => {
    const response = await rawExchange('NOT A REQUEST\r\n\r\n');
    expect(response).toMatch(/^HTTP\/1\.1 400 /);
    expect(bodyOf(response).code).toBe('BAD_REQUEST');
    expect(response.toLowerCase()).toContain('x-frame-options: deny');
  });

  it('414: a path parameter over the router limit', async () => {
    const maria = await server.headersFor('maria@acme.example');
    const res = await server.app.inject({ method: 'GET', url: apiPath('containers', { clientId: 'c'.repeat(500) }), headers: maria });
    expect(res.statusCode).toBe(414);
    expect(res.json().code).toBe('URI_TOO_LONG');
    expect(res.headers['content-security-policy']).toBeDefined();
  });

  it('400: a URL with a broken escape', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/api/clients/v1/clients/%E0%A4%A' });
    expect([res.statusCode, res.json().code]).toEqual([400, 'BAD_REQUEST']);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('strict bodies', () => {
  it('a malformed multipart body is a 400 with a stable code, and stores nothing', async () => {
    const clientId = (await server.clientIdsOf('maria@acme.example'))[0]!;
    const maria = await server.headersFor('maria@acme.example');
    const before = server.storedFiles().blobs.length;
    const res = await server.app.inject({
      method: 'POST',
      url: apiPath('uploads', { clientId }),
      headers: { ...maria, 'content-type': 'multipart/form-data; boundary=xyz' },
      payload: '--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF-1.4 truncated',
    });
    expect([res.statusCode, res.json().code]).toEqual([400, 'MULTIPART_MALFORMED']);
    expect(server.storedFiles().blobs.length).toBe(before);
  });

  it('a JSON body is not coerced: a number is not a string, false is not a string', async () => {
    const maria = await server.headersFor('maria@acme.example');
    const url = apiPath('userLanguage', { prismGuid: await server.userId('maria@acme.example') });
    for (const language of [false, 1]) {
      const res = await server.app.inject({ method: 'PUT', url, headers: maria, payload: { language } });
      expect([res.statusCode, res.json().errors[0].reason]).toEqual([400, expect.stringContaining('/language')]);
    }
    expect((await server.app.inject({ method: 'PUT', url, headers: maria, payload: { language: 'en-us' } })).statusCode).toBe(200);
  });
});
