import { fillPath } from '@portico/contract/api-paths';
import { AppError } from '@portico/plugin-server';
import { type DemoTestServer, JOAO, MARIA, startDemoTestServer } from '@portico/plugin-server/testing';
import { DASHBOARD_API, type WaitingItem } from '../contract';
import { collectWaiting } from './aggregate';
import { dashboardDb } from './tables';
import type { WaitingContext, WaitingProvider } from './waiting-point';
import { cndDb } from '../../../br/cnd/server';
import { MANIFEST_API } from '../../../br/manifest';
import { SERVICE_REQUESTS_API } from '../../../br/service-requests';

let t: DemoTestServer;
beforeAll(async () => { t = await startDemoTestServer('br', { features: ['common.dashboard', 'br.cnd', 'br.manifest', 'br.service-requests'] }); });
afterAll(async () => { await t.server.stop(); });

const waitingOf = async (clientId: string, email = JOAO) => t.call(email, { method: 'GET', url: fillPath(DASHBOARD_API.waiting, { clientId }) });

describe('waiting for you', () => {
  it('lists, in one answer, what the client must act on across the enabled features, soonest due first', async () => {
    const all: WaitingItem[] = [];
    for (const clientId of t.joaoClients) {
      const res = await waitingOf(clientId);
      expect(res.statusCode).toBe(200);
      const { items, unavailable } = res.json() as { items: WaitingItem[]; unavailable: string[] };
      expect(unavailable).toEqual([]);
      // Urgent items first, then the dated ones soonest first, then the undated ones.
      const urgent = items.filter((i) => i.urgent).length;
      expect(items.slice(0, urgent).every((i) => i.urgent)).toBe(true);
      const rest = items.slice(urgent);
      const dated = rest.filter((i) => i.dueDate).map((i) => i.dueDate!);
      expect(dated).toEqual([...dated].sort());
      expect(rest.findIndex((i) => !i.dueDate)).not.toBeLessThan(dated.length === rest.length ? -1 : dated.length);
      for (const item of items) expect(item.link).toMatch(/^\//);
      all.push(...items);
    }
    const features = new Set(all.map((i) => i.featureId));
    // The demo data holds requests sent back, NF-e near their deadline and unread firm documents.
    for (const feature of ['br.service-requests', 'br.manifest', 'common.dashboard']) expect(features).toContain(feature);
    // A firm document opens in its own folder, without the deep-link switch the firm may not have (issue 41).
    const document = all.find((i) => i.kind === 'document')!;
    const row = await dashboardDb(t.server.ctx.db).selectFrom('documents').select('containerId').where('id', '=', document.id).executeTakeFirstOrThrow();
    expect(document.link).toBe(`/documents?folder=${row.containerId}&open=${document.id}`);
    expect(all.find((i) => i.kind === 'nfeManifest')?.link).toMatch(/^\/actions\/nfe-manifest\/invoice-processing\?accessKey=\d{44}$/);
  });

  it('lists a certificate once it enters its renewal window, dated by its expiry and opening the CND page', async () => {
    const clientId = t.joaoClients[0]!;
    const db = cndDb(t.server.ctx.db);
    const latest = await db.selectFrom('brCndHistory').selectAll().where('clientId', '=', clientId).orderBy('crawledAt', 'desc').executeTakeFirstOrThrow();
    const inFiveDays = new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10);
    await db.updateTable('brCndHistory').set({ expiresAt: inFiveDays }).where('id', '=', latest.id).execute();
    const items = (await waitingOf(clientId)).json().items as WaitingItem[];
    expect(items.find((i) => i.id === latest.id)).toMatchObject({ featureId: 'br.cnd', kind: 'certificate', dueDate: inFiveDays, link: `/home/cnd/${clientId}` });
  });

  it('lists a positive certificate (debts) first, urgent and undated, whatever its expiry', async () => {
    const clientId = t.joaoClients[1]!;
    const db = cndDb(t.server.ctx.db);
    const latest = await db.selectFrom('brCndHistory').selectAll().where('clientId', '=', clientId).orderBy('crawledAt', 'desc').executeTakeFirstOrThrow();
    const farAway = new Date(Date.now() + 83 * 86_400_000).toISOString().slice(0, 10);
    await db.updateTable('brCndHistory').set({ status: 'Positiva', expiresAt: farAway }).where('id', '=', latest.id).execute();
    const items = (await waitingOf(clientId)).json().items as WaitingItem[];
    const positive = items.filter((i) => i.kind === 'certificatePositive');
    expect(positive.find((i) => i.id === latest.id)).toEqual({
      featureId: 'br.cnd', kind: 'certificatePositive', id: latest.id, title: expect.any(String), dueDate: null, urgent: true, link: `/home/cnd/${clientId}`,
    });
    expect(items.slice(0, positive.length)).toEqual(positive);
    // Listed once: not also as a certificate to renew.
    expect(items.filter((i) => i.id === latest.id)).toHaveLength(1);
  });

  it('answers 404 for a client that is not the caller\'s', async () => {
    expect((await waitingOf(t.mariaClients[0]!)).statusCode).toBe(404);
    expect((await waitingOf(t.joaoClients[0]!, MARIA)).statusCode).toBe(404);
  });

  /**
   * Each feature that guards its routes with a permission, the change that takes it away, and its own list
   * (which must answer 403 under the same change: the waiting list runs that very check).
   */
  const guarded = [
    {
      featureId: 'br.manifest', change: 'BRAtendimento.ManifestoReview revoked', feature: 'BRAtendimento', resource: 'ManifestoReview', grantedWhen: true,
      list: (clientId: string) => ({ method: 'GET' as const, url: MANIFEST_API.manifestDocuments, query: { clientId } }),
    },
    {
      featureId: 'br.manifest', change: 'NfeManifest.Disabled granted', feature: 'NfeManifest', resource: 'Disabled', grantedWhen: false,
      list: (clientId: string) => ({ method: 'GET' as const, url: MANIFEST_API.manifestDocuments, query: { clientId } }),
    },
    {
      featureId: 'br.service-requests', change: 'ServiceRequest.Denied granted', feature: 'ServiceRequest', resource: 'Denied', grantedWhen: false,
      list: (clientId: string) => ({ method: 'GET' as const, url: fillPath(SERVICE_REQUESTS_API.serviceRequests, { clientId }) }),
    },
  ];

  it.each(guarded)('holds nothing from $featureId with $change, and still lists the others', async (g) => {
    const db = t.server.ctx.db;
    const userId = await t.server.userId(JOAO);
    const setGrant = async (granted: boolean) => {
      await db.deleteFrom('userPermissions').where('userId', '=', userId).where('feature', '=', g.feature).where('resource', '=', g.resource).execute();
      if (granted) await db.insertInto('userPermissions').values({ userId, feature: g.feature, resource: g.resource, grant: 'Granted' }).execute();
    };
    const waitingFrom = async () => {
      const all: WaitingItem[] = [];
      for (const clientId of t.joaoClients) all.push(...(await waitingOf(clientId)).json().items as WaitingItem[]);
      return all;
    };
    const before = await waitingFrom();
    expect(before.some((i) => i.featureId === g.featureId)).toBe(true);
    await setGrant(!g.grantedWhen);
    try {
      expect((await t.call(JOAO, g.list(t.joaoClients[0]!))).statusCode).toBe(403);
      const answer = (await waitingOf(t.joaoClients[0]!)).json() as { items: WaitingItem[]; unavailable: string[] };
      expect(answer.unavailable).toEqual([]);
      const after = await waitingFrom();
      expect(after.filter((i) => i.featureId === g.featureId)).toEqual([]);
      expect(after).toEqual(before.filter((i) => i.featureId !== g.featureId));
    } finally {
      await setGrant(g.grantedWhen);
    }
    expect(await waitingFrom()).toEqual(before);
  });

  it('drops a firm document from the list once the caller opened it', async () => {
    const clientId = t.joaoClients[0]!;
    const before = (await waitingOf(clientId)).json().items as WaitingItem[];
    const document = before.find((i) => i.kind === 'document');
    expect(document).toBeDefined();
    const read = await t.call(JOAO, { method: 'PUT', url: fillPath(DASHBOARD_API.documentRead, { clientId, documentId: document!.id }) });
    expect(read.statusCode).toBe(200);
    const after = (await waitingOf(clientId)).json().items as WaitingItem[];
    expect(after.map((i) => i.id)).not.toContain(document!.id);
    const reads = (await t.call(JOAO, { method: 'GET', url: fillPath(DASHBOARD_API.documentReads, { clientId }) })).json();
    expect(reads.documentIds).toContain(document!.id);
    const unknown = await t.call(JOAO, { method: 'PUT', url: fillPath(DASHBOARD_API.documentRead, { clientId, documentId: 'no-such-document' }) });
    expect([unknown.statusCode, unknown.json().code]).toEqual([404, 'DOCUMENT_NOT_FOUND']);
  });
});

describe('collectWaiting', () => {
  const feature = (featureId: string, value: WaitingProvider) => ({ featureId, value });
  const item = (id: string, dueDate: string | null) => ({ kind: 'document', id, title: id, dueDate, link: `/x/${id}` });

  it('asks every provider at once, merges soonest first, names a failing one without losing the others, and takes a refusal as nothing', async () => {
    const started: string[] = [];
    let release!: () => void;
    const gate = new Promise<void>((resolve) => { release = resolve; });
    const slow = feature('a.slow', async () => { started.push('slow'); await gate; return [item('late', '2026-12-01'), item('undated', null)]; });
    const fast = feature('a.fast', async () => { started.push('fast'); return [item('soon', '2026-11-25')]; });
    const broken = feature('a.broken', async () => { started.push('broken'); throw new Error('down'); });
    const refused = feature('a.refused', async () => { started.push('refused'); throw new AppError(403, 'FORBIDDEN', 'not yours'); });
    const errors: string[] = [];
    const result = collectWaiting([slow, fast, broken, refused], {} as WaitingContext, (id) => errors.push(id));
    await Promise.resolve();
    // All four started before the slow one answered: no provider waits for another.
    expect(started).toEqual(['slow', 'fast', 'broken', 'refused']);
    release();
    const { items, unavailable } = await result;
    expect(items.map((i) => [i.featureId, i.id])).toEqual([['a.fast', 'soon'], ['a.slow', 'late'], ['a.slow', 'undated']]);
    expect([unavailable, errors]).toEqual([['a.broken'], ['a.broken']]);
  });
});
