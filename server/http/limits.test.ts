import http from 'node:http';
import net from 'node:net';
import { apiPath, API } from '@portico/contract/api-paths';
import { loadConfig } from '../config';
import { listenWithAcceptors } from './acceptors';
import { limitConnections } from './limits';
import { startTestServer, multipartBody, type TestServer } from '../testing/test-server';
import { demoPdf } from '../seed/seed-context';
import { featureDb } from '../kit/feature';

// Short limits so that the test can wait for them; the bounds below are generous, not timings.
const BODY_TIMEOUT_MS = 1_000;
const UPLOAD_TIMEOUT_MS = 6_000;
/** How long a test waits for the server to cut a connection before it calls the limit missing. */
const CUT_WITHIN_MS = 8_000;

let server: TestServer;
let port: number;
let clientId: string;
let maria: Record<string, string>;

beforeAll(async () => {
  server = await startTestServer({ config: { bodyTimeoutMs: BODY_TIMEOUT_MS, uploadTimeoutMs: UPLOAD_TIMEOUT_MS, maxConnections: 321 } });
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  port = (server.app.server.address() as net.AddressInfo).port;
  [clientId] = await server.clientIdsOf('maria@acme.example') as [string];
  maria = await server.headersFor('maria@acme.example');
});
afterAll(async () => { await server.stop(); });

interface Exchange {
  /** Everything the server sent. */
  received: string;
  /** Whether the server ended or reset the connection (false: still open when the test gave up). */
  closed: boolean;
  /** Body bytes the client had sent when the connection ended. */
  sent: number;
}

/**
 * A raw HTTP/1.1 request whose body the client sends `chunk` by `chunk` every `everyMs` until it has sent
 * `bodyBytes` or the server closes the connection. Resolves when the connection closes, or after
 * `giveUpMs` with `closed: false`.
 */
function slowRequest(head: string, body: { bytes: Buffer; chunk: number; everyMs: number }, giveUpMs = CUT_WITHIN_MS): Promise<Exchange> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    let received = '';
    let sent = 0;
    let done = false;
    const finish = (closed: boolean) => {
      if (done) return;
      done = true;
      clearInterval(trickle);
      clearTimeout(giveUp);
      socket.destroy();
      resolve({ received, closed, sent });
    };
    const trickle = setInterval(() => {
      if (sent >= body.bytes.length || socket.destroyed || !socket.writable) return;
      const next = body.bytes.subarray(sent, sent + body.chunk);
      sent += next.length;
      socket.write(next);
    }, body.everyMs);
    const giveUp = setTimeout(() => finish(false), giveUpMs);
    socket.on('data', (d) => (received += d.toString('latin1')));
    socket.on('end', () => finish(true));
    socket.on('close', () => finish(true));
    socket.on('error', () => finish(true));
    socket.write(head);
  });
}

const statusOf = (received: string) => Number(/^HTTP\/1\.1 (\d{3})/.exec(received)?.[1]);
const bodyOf = (received: string) => received.slice(received.indexOf('\r\n\r\n') + 4);
const headerOf = (received: string, name: string) =>
  new RegExp(`^${name}: *(.*)$`, 'im').exec(received.slice(0, received.indexOf('\r\n\r\n')))?.[1]?.trim();

const jsonHead = (path: string, contentLength: number, extra: Record<string, string> = {}) =>
  `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\nContent-Length: ${contentLength}\r\n`
  + Object.entries(extra).map(([k, v]) => `${k}: ${v}\r\n`).join('') + '\r\n';

/** A JSON document of exactly n bytes: `{"pad":"   …"}`. */
const jsonOfSize = (n: number) => Buffer.from(`{"pad":"${' '.repeat(n - 10)}"}`);

describe('request body deadline', () => {
  it('cuts off an unauthenticated slow JSON body within seconds: 408 REQUEST_TIMEOUT, connection closed', async () => {
    const bytes = jsonOfSize(1_000_000);
    const exchange = await slowRequest(jsonHead(API.oidcLogin, bytes.length), { bytes, chunk: 10, everyMs: 100 });
    expect(exchange.closed).toBe(true);
    expect(statusOf(exchange.received)).toBe(408);
    expect(headerOf(exchange.received, 'connection')).toBe('close');
    expect(JSON.parse(bodyOf(exchange.received))).toMatchObject({ code: 'REQUEST_TIMEOUT' });
    // The answer carries the usual security headers: it went through the normal reply path.
    expect(headerOf(exchange.received, 'x-content-type-options')).toBe('nosniff');
    expect(exchange.sent).toBeLessThan(bytes.length);
  });

  it('gives a signed-in JSON call seconds too, not the upload minutes', async () => {
    const bytes = jsonOfSize(100_000);
    const exchange = await slowRequest(jsonHead(apiPath('metadataFilter', { clientId }), bytes.length, maria), { bytes, chunk: 10, everyMs: 100 });
    expect(exchange.closed).toBe(true);
    expect(statusOf(exchange.received)).toBe(408);
  });

  it('lets an authenticated upload take longer than the JSON limit', async () => {
    const { payload, headers } = multipartBody([{ name: 'slow.pdf', content: demoPdf('slow upload') }]);
    const head = `POST ${apiPath('uploads', { clientId })} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nAuthorization: ${maria.authorization}\r\n`
      + `Content-Type: ${headers['content-type']}\r\nContent-Length: ${payload.length}\r\nConnection: close\r\n\r\n`;
    // About 2.5 times the JSON body limit to deliver the whole body.
    const chunk = Math.ceil(payload.length / 25);
    const exchange = await slowRequest(head, { bytes: payload, chunk, everyMs: 100 }, UPLOAD_TIMEOUT_MS + CUT_WITHIN_MS);
    expect(exchange.sent).toBe(payload.length);
    expect(statusOf(exchange.received)).toBe(200);
    expect(JSON.parse(bodyOf(exchange.received)).success[0].name).toBe('slow.pdf');
  });

  it('cuts an authenticated upload off at the upload limit', { timeout: 30_000 }, async () => {
    const { payload, headers } = multipartBody([{ name: 'endless.pdf', content: Buffer.concat([demoPdf('endless'), Buffer.alloc(1_000_000)]) }]);
    const head = `POST ${apiPath('uploads', { clientId })} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nAuthorization: ${maria.authorization}\r\n`
      + `Content-Type: ${headers['content-type']}\r\nContent-Length: ${payload.length}\r\n\r\n`;
    const exchange = await slowRequest(head, { bytes: payload, chunk: 100, everyMs: 100 }, UPLOAD_TIMEOUT_MS + CUT_WITHIN_MS);
    expect(exchange.closed).toBe(true);
    expect(exchange.sent).toBeLessThan(payload.length);
    expect(statusOf(exchange.received)).not.toBe(200);
    // The upload route removes its staged file once the stream fails.
    await expect.poll(() => server.storedFiles().staging, { timeout: 5_000 }).toEqual([]);
    // The documents feature's table, named here as far as this test reads it: the server names no feature.
    const rows = await featureDb<{ documents: { name: string } }>()(server.ctx.db).selectFrom('documents').select('name').where('name', '=', 'endless.pdf').execute();
    expect(rows).toEqual([]);
  });
});

describe('answers before the body closes the connection', () => {
  it('an unauthenticated upload is answered 401 at once and its connection closed', async () => {
    const bytes = Buffer.alloc(1_000_000, 0x61);
    const head = `POST ${apiPath('uploads', { clientId })} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n`
      + `Content-Type: multipart/form-data; boundary=x\r\nContent-Length: ${bytes.length}\r\n\r\n`;
    // Slower than the body deadline would allow for: the close comes from the early answer.
    const exchange = await slowRequest(head, { bytes, chunk: 1000, everyMs: 20 }, CUT_WITHIN_MS);
    expect(exchange.closed).toBe(true);
    expect(statusOf(exchange.received)).toBe(401);
    expect(headerOf(exchange.received, 'connection')).toBe('close');
    expect(exchange.sent).toBeLessThan(bytes.length);
  });

  it('a JSON call without a session is answered 401 and its connection closed', async () => {
    const bytes = jsonOfSize(1_000_000);
    const exchange = await slowRequest(jsonHead(apiPath('metadataFilter', { clientId }), bytes.length), { bytes, chunk: 10, everyMs: 100 });
    expect(exchange.closed).toBe(true);
    expect(statusOf(exchange.received)).toBe(401);
    expect(headerOf(exchange.received, 'connection')).toBe('close');
  });

  it('an answer the embedded identity provider writes itself closes the connection too', async () => {
    // Over the provider's own body limit: it refuses at once, before the body has arrived.
    const bytes = Buffer.alloc(1_000_000, 0x61);
    const head = `POST /oidc/token HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/x-www-form-urlencoded\r\n`
      + `Content-Length: ${bytes.length}\r\n\r\n`;
    const exchange = await slowRequest(head, { bytes, chunk: 10, everyMs: 100 });
    expect(exchange.closed).toBe(true);
    expect(statusOf(exchange.received)).toBe(400);
  });

  it('a slow body to the embedded identity provider is cut off at the body limit', async () => {
    const bytes = Buffer.alloc(10_000, 0x61);
    const head = `POST /oidc/token HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/x-www-form-urlencoded\r\n`
      + `Content-Length: ${bytes.length}\r\n\r\n`;
    const exchange = await slowRequest(head, { bytes, chunk: 10, everyMs: 100 });
    expect(exchange.closed).toBe(true);
    expect(exchange.sent).toBeLessThan(bytes.length);
  });

  it('a complete request keeps its connection alive', async () => {
    const bytes = Buffer.from(JSON.stringify({ key: 'taskId' }));
    const head = jsonHead(apiPath('metadataFilter', { clientId }), bytes.length, maria);
    const exchange = await slowRequest(head, { bytes, chunk: bytes.length, everyMs: 10 }, 500);
    expect(statusOf(exchange.received)).toBe(200);
    expect(headerOf(exchange.received, 'connection')).toBe('keep-alive');
    expect(exchange.closed).toBe(false);
  });
});

describe('connections and listening address', () => {
  it('caps the number of connections, counting those the extra acceptors hand over', async () => {
    const plain = http.createServer((_request, response) => response.end('ok'));
    limitConnections(plain, 3);
    const acceptors = await listenWithAcceptors(plain, { host: '127.0.0.1', port: 0 }, (options) => new Promise((resolve) => plain.listen(options, () => resolve(plain))));
    const plainPort = (plain.address() as net.AddressInfo).port;
    const sockets = Array.from({ length: 12 }, () => net.connect(plainPort, '127.0.0.1'));
    const outcomes = await Promise.all(sockets.map((socket) => new Promise<'served' | 'cut'>((resolve) => {
      socket.once('connect', () => socket.write(`GET / HTTP/1.1\r\nHost: x\r\n\r\n`));
      socket.once('data', () => resolve('served'));
      socket.once('close', () => resolve('cut'));
      socket.once('error', () => resolve('cut'));
    })));
    expect(outcomes.filter((outcome) => outcome === 'served')).toHaveLength(3);
    for (const socket of sockets) socket.destroy();
    acceptors.stopAccepting();
    await new Promise((resolve) => plain.close(resolve));
    expect(loadConfig({}, {}).maxConnections).toBe(1000);
    expect(loadConfig({}, { PORTICO_MAX_CONNECTIONS: '50' }).maxConnections).toBe(50);
  });

  it('keeps waiting for headers short', () => {
    expect(server.app.server.headersTimeout).toBeLessThanOrEqual(30_000);
  });

  it('listens on loopback unless HOST says otherwise', () => {
    expect(loadConfig({}, {}).host).toBe('127.0.0.1');
    expect(loadConfig({}, { HOST: '' }).host).toBe('127.0.0.1');
    expect(loadConfig({}, { HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
  });
});
