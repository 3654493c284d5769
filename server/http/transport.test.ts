import https from 'node:https';
import http2 from 'node:http2';
import type net from 'node:net';
import { API } from '@portico/contract/api-paths';
import { loadConfig } from '../config';
import { startTestServer, type TestServer } from '../testing/test-server';
import { testCertificate, type TestCertificate } from '@portico/test/support/test-certificate';
import { transportOptions } from './transport';

// A short body limit so that the test can wait for it; the bounds below are generous, not timings.
const BODY_TIMEOUT_MS = 1_000;

let certificate: TestCertificate;
let server: TestServer;
let origin: string;

beforeAll(async () => {
  certificate = await testCertificate();
  server = await startTestServer({
    config: { tls: { certFile: certificate.certFile, keyFile: certificate.keyFile }, bodyTimeoutMs: BODY_TIMEOUT_MS },
  });
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `https://127.0.0.1:${(server.app.server.address() as net.AddressInfo).port}`;
});
afterAll(async () => { await server?.stop(); });

interface Answer { status: number; headers: http2.IncomingHttpHeaders; body: string; reset?: number }

/** One request on an open HTTP/2 session; the body, if any, is written `chunk` bytes every 100 ms. */
function exchange(session: http2.ClientHttp2Session, headers: http2.OutgoingHttpHeaders, body?: { bytes: Buffer; chunk: number }): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const stream = session.request(headers, { endStream: !body });
    let status = 0;
    let answerHeaders: http2.IncomingHttpHeaders = {};
    let text = '';
    let sent = 0;
    const trickle = body && setInterval(() => {
      if (stream.destroyed || stream.closed || sent >= body.bytes.length) return;
      const next = body.bytes.subarray(sent, sent + body.chunk);
      sent += next.length;
      stream.write(next, () => { if (sent >= body.bytes.length) stream.end(); });
    }, 100);
    stream.on('response', (h) => { status = Number(h[':status']); answerHeaders = h; });
    stream.on('data', (d: Buffer) => (text += d.toString('utf8')));
    stream.on('close', () => {
      clearInterval(trickle);
      resolve({ status, headers: answerHeaders, body: text, reset: stream.rstCode });
    });
    stream.on('error', (error: NodeJS.ErrnoException) => { if (error.code !== 'ERR_HTTP2_STREAM_ERROR') reject(error); });
  });
}

const connect = () => http2.connect(origin, { ca: certificate.cert });

describe('HTTPS with HTTP/2, given a certificate', () => {
  it('answers over HTTP/2 and several requests share one connection', async () => {
    const session = connect();
    try {
      const [health, head] = await Promise.all([
        exchange(session, { ':path': API.health }),
        exchange(session, { ':path': API.health, ':method': 'HEAD' }),
      ]);
      expect(session.alpnProtocol).toBe('h2');
      expect(health.status).toBe(200);
      expect(head.status).toBe(200);
      // The security headers come over HTTP/2 too; a connection header never does.
      expect(health.headers['x-content-type-options']).toBe('nosniff');
      expect(health.headers.connection).toBeUndefined();
    } finally {
      session.close();
    }
  });

  it('still answers an HTTP/1.1-only client on the same port', async () => {
    const answer = await new Promise<{ status: number; version: string }>((resolve, reject) => {
      https.get(`${origin}${API.health}`, { agent: new https.Agent({ ca: certificate.cert, ALPNProtocols: ['http/1.1'] }) }, (response) => {
        response.resume();
        response.on('end', () => resolve({ status: response.statusCode ?? 0, version: response.httpVersion }));
      }).on('error', reject);
    });
    expect(answer).toEqual({ status: 200, version: '1.1' });
  });

  it('cuts a slow body off at the body limit on its own stream only: the connection goes on serving', async () => {
    const session = connect();
    try {
      const bytes = Buffer.from(`{"pad":"${' '.repeat(100_000)}"}`);
      const slow = await exchange(session, {
        ':method': 'POST', ':path': API.oidcLogin, 'content-type': 'application/json', 'content-length': String(bytes.length),
      }, { bytes, chunk: 10 });
      expect(slow.status).toBe(408);
      expect(JSON.parse(slow.body)).toMatchObject({ code: 'REQUEST_TIMEOUT' });
      expect(session.destroyed).toBe(false);
      expect((await exchange(session, { ':path': API.health })).status).toBe(200);
    } finally {
      session.close();
    }
  });

  it('an answer before the body stops that stream (RST_STREAM NO_ERROR), not the connection', async () => {
    const session = connect();
    try {
      const bytes = Buffer.alloc(1_000_000, 0x61);
      const early = await exchange(session, {
        ':method': 'POST', ':path': '/api/documents/v1/clients/x/uploads', 'content-type': 'multipart/form-data; boundary=x',
        'content-length': String(bytes.length),
      }, { bytes, chunk: 1_000 });
      expect(early.status).toBe(401);
      expect(early.reset).toBe(http2.constants.NGHTTP2_NO_ERROR);
      expect((await exchange(session, { ':path': API.health })).status).toBe(200);
    } finally {
      session.close();
    }
  });
});

describe('TLS settings', () => {
  it('take both files or neither, and a certificate makes the default public URL https', () => {
    expect(() => loadConfig({}, { PORTICO_TLS_CERT: 'cert.pem' })).toThrow(/PORTICO_TLS_CERT and PORTICO_TLS_KEY go together/);
    expect(() => loadConfig({}, { PORTICO_TLS_KEY: 'key.pem' })).toThrow(/go together/);
    expect(loadConfig({}, { PORT: '8443', PORTICO_TLS_CERT: 'cert.pem', PORTICO_TLS_KEY: 'key.pem' }).publicUrl).toBe('https://localhost:8443');
    expect(loadConfig({}, { PORT: '8080' }).tls).toBeUndefined();
  });

  it('name the file the server cannot read', () => {
    expect(() => transportOptions({ tls: { certFile: '/nonexistent/cert.pem', keyFile: '/nonexistent/key.pem' } }))
      .toThrow('PORTICO_TLS_CERT: cannot read /nonexistent/cert.pem (ENOENT)');
  });
});
