import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { API } from '@portico/contract/api-paths';
import { startTestServer, type TestServer } from '../testing/test-server';

const CHUNK = `export const words = ${JSON.stringify('portal '.repeat(2000))};\n`;
const ICON = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"/>';

let server: TestServer;
let carlos: Record<string, string>;

beforeAll(async () => {
  const probe = await startTestServer();
  const dist = path.join(probe.dataDir, 'dist-compressed');
  await probe.stop();
  fs.mkdirSync(dist, { recursive: true });
  fs.writeFileSync(path.join(dist, 'index.html'), `<html><head></head><body>${'<p>portal</p>'.repeat(200)}</body></html>`);
  fs.writeFileSync(path.join(dist, 'main-AbCd1234.js'), CHUNK);
  // The build's twin: a marker proves the server sent this file rather than compressing on the fly.
  fs.writeFileSync(path.join(dist, 'main-AbCd1234.js.br'), brotliCompressSync(`${CHUNK}// precompressed\n`));
  fs.writeFileSync(path.join(dist, 'favicon.svg'), ICON);
  server = await startTestServer({ config: { distDir: dist } });
  carlos = await server.headersFor('carlos@multi.example');
});
afterAll(async () => { await server.stop(); });

describe('compression', () => {
  it('sends a built asset\'s brotli twin when the browser accepts brotli, and the plain file otherwise', async () => {
    const br = await server.app.inject({ method: 'GET', url: '/main-AbCd1234.js', headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(`${CHUNK}// precompressed\n`);
    const plain = await server.app.inject({ method: 'GET', url: '/main-AbCd1234.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(CHUNK);
  });

  it('compresses the page (made per request) and API answers, gzip when brotli is not accepted', async () => {
    const page = await server.app.inject({ method: 'GET', url: '/documents', headers: { 'accept-encoding': 'gzip' } });
    expect(page.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(page.rawPayload).toString()).toContain('<p>portal</p>');

    const clients = await server.app.inject({
      method: 'GET', url: `${API.clients}?pageSize=50`, headers: { ...carlos, 'accept-encoding': 'br' },
    });
    expect(clients.statusCode).toBe(200);
    expect(clients.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(clients.rawPayload).toString()).clients).toHaveLength(40);
  });

  it('answers /favicon.ico with the portal icon', async () => {
    const icon = await server.app.inject({ method: 'GET', url: '/favicon.ico' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-type']).toContain('image/svg+xml');
    expect(icon.body).toBe(ICON);
  });
});
