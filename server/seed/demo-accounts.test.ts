import { startTestServer } from '../testing/test-server';
import { loadConfig } from '../config';
import { configuredSecrets } from '../testing/configured-secrets';

describe('demo data and production', () => {
  it('is loaded in development and not in production unless PORTICO_DEMO_DATA=1', () => {
    expect(loadConfig({}, {}).demoData).toBe(true);
    expect(loadConfig({}, { PORTICO_DEMO_DATA: '0' }).demoData).toBe(false);
    const production = { NODE_ENV: 'production', PORTICO_PUBLIC_URL: 'https://portal.example' };
    expect(loadConfig({}, production).demoData).toBe(false);
    expect(loadConfig({}, { ...production, PORTICO_DEMO_DATA: '1' }).demoData).toBe(true);
  });

  it('a production server holding the demo accounts refuses to start, naming them and the way out', async () => {
    await expect(startTestServer({ config: { production: true, publicUrl: 'https://portal.example', ...await configuredSecrets() } }))
      .rejects.toThrow(/holds demo accounts \(.*maria@acme\.example.*\).*PORTICO_DEMO_DATA=1/);
  });

  it('a production server on an empty database starts without any demo account', async () => {
    const server = await startTestServer({ seed: false, config: { production: true, publicUrl: 'https://portal.example', ...await configuredSecrets() } });
    try {
      expect(await server.ctx.db.selectFrom('users').select('email').execute()).toEqual([]);
    } finally {
      await server.stop();
    }
  });
});
