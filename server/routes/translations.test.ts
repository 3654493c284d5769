import fs from 'node:fs';
import path from 'node:path';
import { API } from '@portico/contract/api-paths';
import { MAX_BUNDLED_NAMESPACES } from '@portico/core/i18n/languages';
import { startTestServer, type TestServer } from '../testing/test-server';

let server: TestServer;

beforeAll(async () => {
  const probe = await startTestServer();
  const dist = path.join(probe.dataDir, 'dist-translations');
  await probe.stop();
  const write = (file: string, texts: object) => {
    fs.mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
    fs.writeFileSync(path.join(dist, file), JSON.stringify(texts));
  };
  write('index.html', {});
  write('assets/i18n/pt-br.json', { title: 'Portal do Cliente' });
  write('assets/shell/i18n/pt-br.json', { menu: 'Menu' });
  write('assets/common.documents/i18n/pt-br.json', { upload: 'Enviar' });
  server = await startTestServer({ config: { distDir: dist } });
});
afterAll(async () => { await server.stop(); });

const bundle = (query: string, headers: Record<string, string> = {}) => server.app.inject({ method: 'GET', url: `${API.translationBundle}?${query}`, headers });

describe('translation bundle', () => {
  it("answers several namespaces' files in one, without a session, leaving out one without a file", async () => {
    const answer = await bundle('lang=pt-br&ns=portal,shell,common.documents,common.home');
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ portal: { title: 'Portal do Cliente' }, shell: { menu: 'Menu' }, 'common.documents': { upload: 'Enviar' } });
    expect(answer.headers['cache-control']).toBe('no-cache');
  });

  it('answers 304 to the ETag it gave for the same files', async () => {
    const first = await bundle('lang=pt-br&ns=portal,shell');
    const again = await bundle('lang=pt-br&ns=portal,shell', { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const other = await bundle('lang=pt-br&ns=portal,common.documents', { 'if-none-match': String(first.headers.etag) });
    expect(other.statusCode).toBe(200);
  });

  it('refuses an unsupported language, a name that could leave the assets folder, and too long a list', async () => {
    const tooMany = Array.from({ length: MAX_BUNDLED_NAMESPACES + 1 }, (_, i) => `ns${i}`).join(',');
    for (const query of ['lang=xx-yy&ns=portal', 'lang=pt-br&ns=..', 'lang=pt-br&ns=portal,../../etc', 'lang=pt-br&ns=', `lang=pt-br&ns=${tooMany}`]) {
      const answer = await bundle(query);
      expect(answer.statusCode, query).toBe(400);
      expect(answer.json().code, query).toBe('VALIDATION_FAILED');
    }
  });
});
