import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DemoTestServer, MARIA, startDemoTestServer } from '@portico/plugin-server/testing';
import { WELCOME_API } from '../contract';
import { welcomeDb } from './tables';

describe('common.welcome server', () => {
  let demo: DemoTestServer;
  beforeAll(async () => {
    demo = await startDemoTestServer('us', { features: ['common.welcome'] });
  });
  afterAll(() => demo.server.close());

  it('the demo accounts have visited before; a user not yet welcomed is greeted until they dismiss it', async () => {
    const seeded = await demo.call(MARIA, { method: 'GET', url: WELCOME_API.me });
    expect(seeded.statusCode).toBe(200);
    expect(seeded.json().seenAt).toEqual(expect.any(String));

    const db = welcomeDb(demo.server.ctx.db);
    await db.deleteFrom('coreWelcomeSeen').where('userId', '=', await demo.server.userId(MARIA)).execute();
    expect((await demo.call(MARIA, { method: 'GET', url: WELCOME_API.me })).json()).toEqual({ seenAt: null });

    const first = await demo.call(MARIA, { method: 'PUT', url: WELCOME_API.me });
    expect(first.statusCode).toBe(200);
    const seenAt = first.json().seenAt as string;
    expect(Date.parse(seenAt)).not.toBeNaN();
    // A second dismissal (another tab) keeps the first date.
    expect((await demo.call(MARIA, { method: 'PUT', url: WELCOME_API.me })).json()).toEqual({ seenAt });
    expect((await demo.call(MARIA, { method: 'GET', url: WELCOME_API.me })).json()).toEqual({ seenAt });
  });

  it('needs a session', async () => {
    expect((await demo.server.app.inject({ method: 'GET', url: WELCOME_API.me })).statusCode).toBe(401);
  });
});
