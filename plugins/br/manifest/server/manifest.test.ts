import { MANIFEST_API } from '../contract';
import { API, fillPath } from '@portico/contract/api-paths';
import { auditRows, EQUIPE, JOAO, MARIA, previewHeaders, STAFF } from '@portico/plugin-server/testing';
import { startConnectedServer, type ConnectedServer } from './testing/connected-server';
import { nfeKeyCheckDigit } from '@portico/br-kit';
import { decideEvent } from './event-rules';
import { manifestDb } from './tables';

// Connected to a SEFAZ stand-in that registers every event (135) unless a test says otherwise.
let t: ConnectedServer;
let mariaClients: string[];
let pending: Array<{ accessKey: string; authorizedAt: string }>;
beforeAll(async () => {
  t = await startConnectedServer();
  mariaClients = await t.server.clientIdsOf(MARIA);
  pending = await pendingKeys();
});
afterAll(async () => { await t.stop(); });

const DAY = 86_400_000;

/** Pending NF-e of joao's first company at the start, newest first; the last one is past the 180-day window. */
async function pendingKeys() {
  return await manifestDb(t.server.ctx.db).selectFrom('brManifestDocuments').select(['accessKey', 'authorizedAt'])
    .where('clientId', '=', t.joaoClients[0]!).where('status', '=', 'Pending').where('nfeStatus', '=', 'Authorized')
    .orderBy('authorizedAt', 'desc').execute();
}
/** An event registered through the stand-in: its answer (status and body), once SEFAZ's reply is kept. */
const register = async (accessKey: string, body: object, email = JOAO) => {
  const res = await t.register(accessKey, body, email);
  return { statusCode: res.statusCode, json: () => res.body };
};

describe('NF-e manifest', () => {
  it('needs the ManifestoReview permission', async () => {
    const res = await t.call(MARIA, { method: 'GET', url: MANIFEST_API.manifestDocuments, query: { clientId: mariaClients[0]! } });
    expect([res.statusCode, res.json().code]).toEqual([403, 'MANIFEST_PERMISSION_REQUIRED']);
  });

  it('lists received NF-e of a client with integer cents, filtered by status; a client id is required', async () => {
    const missing = await t.call(JOAO, { method: 'GET', url: MANIFEST_API.manifestDocuments });
    expect([missing.statusCode, missing.json()]).toEqual([400, { code: 'CLIENT_ID_REQUIRED', message: 'Client id can not be undefined' }]);
    const all = (await t.call(JOAO, { method: 'GET', url: MANIFEST_API.manifestDocuments, query: { clientId: t.joaoClients[0]! } })).json();
    expect(all.totalItems).toBe(11);
    expect(all.items.every((d: { amountCents: number }) => Number.isInteger(d.amountCents))).toBe(true);
    expect(new Set(all.items.map((d: { status: string }) => d.status))).toEqual(new Set(['Pending', 'Aware', 'Confirmed', 'Unknown', 'NotPerformed']));
    const pending = (await t.call(JOAO, { method: 'GET', url: MANIFEST_API.manifestDocuments, query: { clientId: t.joaoClients[0]!, status: 'Pending' } })).json();
    expect(pending.items.map((d: { status: string }) => d.status)).toEqual(['Pending', 'Pending', 'Pending', 'Pending', 'Pending']);
    const foreign = await t.call(JOAO, { method: 'GET', url: MANIFEST_API.manifestDocuments, query: { clientId: mariaClients[0]! } });
    expect(foreign.statusCode).toBe(404);
  });

  it('lists the clients with their certificate', async () => {
    const body = (await t.call(JOAO, { method: 'GET', url: MANIFEST_API.manifestClients })).json();
    expect(body.totalItems).toBe(3);
    const withCert = body.items.filter((c: { certificate: unknown }) => c.certificate !== null);
    expect(withCert).toHaveLength(2);
    expect(withCert[0].certificate).toMatchObject({ cnpj: withCert[0].cnpj, expired: false });
    // Only the uploaded A1 holds a key; the demo's second certificate is facts only, and the third company has none.
    expect(body.items.map((c: { clientId: string; sending: string }) => [c.clientId === t.joaoClients[0], c.sending]))
      .toEqual(expect.arrayContaining([[true, 'ready'], [false, 'noCertificate']]));
  });

  it('refuses malformed keys and keys with a wrong check digit', async () => {
    const [doc] = pending;
    const wrongDigit = `${doc!.accessKey.slice(0, 43)}${(Number(doc!.accessKey[43]) + 1) % 10}`;
    for (const key of ['123', wrongDigit, `${doc!.accessKey.slice(0, 43)}X`]) {
      const res = await register(key, { code: 210210 });
      expect([res.statusCode, res.json().code]).toEqual([400, 'NFE_ACCESS_KEY_INVALID']);
    }
    // A well-formed key that is not among the caller's received NF-e.
    const body = '3525010000000000000155001000000001100000001';
    const unknown = await register(`${body}${nfeKeyCheckDigit(body)}`, { code: 210210 });
    expect([unknown.statusCode, unknown.json().code]).toEqual([404, 'NFE_DOCUMENT_NOT_FOUND']);
  });

  it('checks the 210240 justification length (15–255) and refuses it on other events', async () => {
    const [doc] = pending;
    const cases: Array<[object, number, string]> = [
      [{ code: 210240 }, 400, 'NFE_JUSTIFICATION_REQUIRED'],
      [{ code: 210240, justification: '   a'.padEnd(14 + 3, 'x') }, 400, 'NFE_JUSTIFICATION_LENGTH'],
      [{ code: 210240, justification: 'x'.repeat(256) }, 400, 'NFE_JUSTIFICATION_LENGTH'],
      [{ code: 210200, justification: 'Mercadoria recebida ok' }, 400, 'NFE_JUSTIFICATION_NOT_ALLOWED'],
      [{ code: 210999 }, 400, 'VALIDATION_FAILED'],
    ];
    for (const [body, status, code] of cases) {
      const res = await register(doc!.accessKey, body);
      expect([res.statusCode, res.json().code]).toEqual([status, code]);
    }
    const ok = await register(doc!.accessKey, { code: 210240, justification: 'x'.repeat(15) });
    expect(ok.statusCode).toBe(202);
    expect(ok.json().document.status).toBe('NotPerformed');
  });

  it('accepts each conclusive event twice, the last one counts, and refuses a third', async () => {
    const [, doc] = pending;
    const first = (await register(doc!.accessKey, { code: 210200 })).json();
    expect([first.submission.sequence, first.document.status]).toEqual([1, 'Confirmed']);
    const other = (await register(doc!.accessKey, { code: 210220 })).json();
    expect(other.document.status).toBe('Unknown');
    const again = (await register(doc!.accessKey, { code: 210200 })).json();
    expect([again.submission.sequence, again.document.status]).toEqual([2, 'Confirmed']);
    const third = await register(doc!.accessKey, { code: 210200 });
    expect([third.statusCode, third.json().code]).toEqual([409, 'NFE_EVENT_LIMIT_REACHED']);
    const events = (await t.call(JOAO, { method: 'GET', url: fillPath(MANIFEST_API.manifestEvents, { accessKey: doc!.accessKey }) })).json();
    expect(events.items.map((e: { code: number }) => e.code).sort()).toEqual([210200, 210200, 210220]);
    expect(events.items.every((e: { protocol: string }) => /^\d{15}$/.test(e.protocol))).toBe(true);
    expect(events.status).toBe('Confirmed');
    const ciencia = await register(doc!.accessKey, { code: 210210 });
    expect([ciencia.statusCode, ciencia.json().code]).toEqual([409, 'NFE_ALREADY_CONCLUDED']);
  });

  it('refuses conclusive events after 180 days but still takes Ciência, which unlocks the XML', async () => {
    const old = pending[pending.length - 1]!;
    expect(Date.now() - Date.parse(old.authorizedAt)).toBeGreaterThan(180 * DAY);
    const late = await register(old.accessKey, { code: 210200 });
    expect([late.statusCode, late.json().code]).toEqual([422, 'NFE_DEADLINE_PASSED']);

    const xmlUrl = fillPath(MANIFEST_API.manifestXml, { accessKey: old.accessKey });
    const locked = await t.call(JOAO, { method: 'GET', url: xmlUrl });
    expect([locked.statusCode, locked.json().code]).toEqual([409, 'NFE_XML_LOCKED']);
    const ciencia = await register(old.accessKey, { code: 210210 });
    expect([ciencia.statusCode, ciencia.json().document.xmlAvailable]).toEqual([202, true]);
    const xml = await t.call(JOAO, { method: 'GET', url: xmlUrl });
    expect(xml.statusCode).toBe(200);
    expect(xml.body).toContain(`Id="NFe${old.accessKey}"`);
    const twice = await register(old.accessKey, { code: 210210 });
    expect([twice.statusCode, twice.json().code]).toEqual([409, 'NFE_EVENT_LIMIT_REACHED']);
  });

  it('hides another user\'s NF-e even with the permission', async () => {
    const mariaId = await t.server.userId(MARIA);
    await t.server.ctx.db.insertInto('userPermissions').values({ userId: mariaId, feature: 'BRAtendimento', resource: 'ManifestoReview', grant: 'Granted' }).execute();
    const [doc] = pending;
    const res = await register(doc?.accessKey ?? '', { code: 210210 }, MARIA);
    expect([res.statusCode, res.json().code]).toEqual([404, 'NFE_DOCUMENT_NOT_FOUND']);
    const xml = await t.call(MARIA, { method: 'GET', url: fillPath(MANIFEST_API.manifestXml, { accessKey: doc!.accessKey }) });
    expect(xml.statusCode).toBe(404);
    expect(xml.body).not.toContain('<nfeProc');
  });

  it('refuses and audits an event registered in a preview session', async () => {
    const [doc] = pending;
    const headers = { ...(await previewHeaders(t.server, STAFF, JOAO)) };
    const res = await t.server.app.inject({ method: 'POST', url: fillPath(MANIFEST_API.manifestEvents, { accessKey: doc!.accessKey }), headers, payload: { code: 210210 } });
    expect([res.statusCode, res.json().code]).toEqual([403, 'PREVIEW_READ_ONLY']);
    const audit = await auditRows(t.server, `POST ${MANIFEST_API.manifestEvents}`);
    expect(audit.some((a) => a.outcome === 'refused' && a.statusCode === 403 && a.actorUserId !== a.subjectUserId)).toBe(true);
  });

  it('describes the events call with its request body in the OpenAPI document', async () => {
    const doc = (await t.server.app.inject({ method: 'GET', url: API.openApi })).json();
    expect(doc.paths[MANIFEST_API.manifestEvents.replace(/:([A-Za-z]+)/g, '{$1}')].post.requestBody).toBeDefined();
  });
});

describe('NF-e manifest: situation, deadlines, filters and switches', () => {
  const list = async (query: Record<string, string>, email = JOAO) =>
    t.call(email, { method: 'GET', url: MANIFEST_API.manifestDocuments, query: { clientId: t.joaoClients[0]!, itemsPerPage: '100', ...query } });
  const docs = async (query: Record<string, string>) => (await list(query)).json().items as Array<Record<string, any>>;
  const grant = async (feature: string, resource: string) => {
    const userId = await t.server.userId(JOAO);
    await t.server.ctx.db.insertInto('userPermissions').values({ userId, feature, resource, grant: 'Granted' }).execute();
    return () => t.server.ctx.db.deleteFrom('userPermissions').where('userId', '=', userId).where('feature', '=', feature)
      .where('resource', '=', resource).execute();
  };

  it('gives each NF-e its situation and both deadlines (10 and 180 days after authorisation)', async () => {
    const all = await docs({});
    const cancelled = all.filter((d) => d.nfeStatus === 'Cancelled');
    expect(cancelled).toHaveLength(1);
    for (const d of all) {
      const at = Date.parse(d.authorizedAt);
      expect([d.cienciaDeadline, d.conclusiveDeadline]).toEqual([new Date(at + 10 * DAY).toISOString().slice(0, 10), new Date(at + 180 * DAY).toISOString().slice(0, 10)]);
    }
    expect(all.filter((d) => d.status === 'Pending').every((d) => d.xmlAvailable === false)).toBe(true);
  });

  it('filters by situation, issuer, the pending tab and "due within N days"', async () => {
    expect((await docs({ nfeStatus: 'Cancelled' })).map((d) => d.nfeStatus)).toEqual(['Cancelled']);
    const byName = await docs({ emitter: 'santa CRUZ' });
    expect(byName.length).toBeGreaterThan(0);
    expect(byName.every((d) => d.emitterName === 'Açúcar e Álcool Santa Cruz S.A.')).toBe(true);
    const byCnpj = await docs({ emitter: byName[0]!.emitterCnpj.slice(0, 8) });
    expect(byCnpj.map((d) => d.id).sort()).toEqual(byName.map((d) => d.id).sort());
    const now = Date.now();
    const open = await docs({ pendingOnly: 'true' });
    expect(open.length).toBeGreaterThan(0);
    expect(open.every((d) => ['Pending', 'Aware'].includes(d.status) && d.nfeStatus === 'Authorized' && Date.parse(d.authorizedAt) > now - 180 * DAY)).toBe(true);
    // The next deadline: Ciência while it is open and not given, else the conclusive one.
    const next = (d: Record<string, any>) => (d.status === 'Pending' && Date.parse(d.authorizedAt) + 10 * DAY > now ? 10 : 180);
    for (const n of [7, 30]) {
      const due = await docs({ dueWithinDays: String(n) });
      const expected = open.filter((d) => Date.parse(d.authorizedAt) + next(d) * DAY <= now + n * DAY).map((d) => d.id);
      expect(due.map((d) => d.id)).toEqual(expected);
      expect(due.length).toBeGreaterThan(0);
    }
    const invalid = await list({ dueWithinDays: '-1' });
    expect(invalid.statusCode).toBe(400);
  });

  it('refuses events on a cancelled NF-e', async () => {
    const [cancelled] = await docs({ nfeStatus: 'Cancelled' });
    const res = await register(cancelled!.accessKey, { code: 210210 });
    expect([res.statusCode, res.json().code]).toEqual([409, 'NFE_NOT_AUTHORIZED']);
  });

  it("uses the firm's own deadlines when it set them", async () => {
    const firmId = (await t.server.ctx.db.selectFrom('users').select('firmId').where('email', '=', JOAO).executeTakeFirstOrThrow()).firmId;
    const settings = manifestDb(t.server.ctx.db);
    await settings.insertInto('brManifestSettings').values({ firmId, cienciaDays: 5, conclusiveDays: 10 }).execute();
    try {
      const [d] = await docs({});
      expect(d!.conclusiveDeadline).toBe(new Date(Date.parse(d!.authorizedAt) + 10 * DAY).toISOString().slice(0, 10));
      expect(d!.cienciaDeadline).toBe(new Date(Date.parse(d!.authorizedAt) + 5 * DAY).toISOString().slice(0, 10));
      const old = (await docs({ status: 'Pending', nfeStatus: 'Authorized' })).find((x) => Date.now() - Date.parse(x.authorizedAt) > 10 * DAY && Date.now() - Date.parse(x.authorizedAt) < 180 * DAY)!;
      const late = await register(old.accessKey, { code: 210220 });
      expect([late.statusCode, late.json().code, late.json().message]).toEqual([422, 'NFE_DEADLINE_PASSED', 'Conclusive events are accepted up to 10 days after authorisation']);
    } finally {
      await settings.deleteFrom('brManifestSettings').where('firmId', '=', firmId).execute();
    }
  });

  it("lets the firm's administrators set its deadlines, which its clients' list follows; other staff and clients are refused", async () => {
    const url = MANIFEST_API.deadlines;
    expect((await t.call(EQUIPE, { method: 'GET', url })).json()).toEqual({ cienciaDays: 10, conclusiveDays: 180 });
    const wrong = await t.call(EQUIPE, { method: 'PUT', url, payload: { cienciaDays: 30, conclusiveDays: 20 } });
    expect([wrong.statusCode, wrong.json().code]).toEqual([400, 'NFE_DEADLINES_INVALID']);
    const past = await t.call(EQUIPE, { method: 'PUT', url, payload: { cienciaDays: 10, conclusiveDays: 181 } });
    expect([past.statusCode, JSON.stringify(past.json().errors)]).toEqual([400, expect.stringContaining('body/conclusiveDays')]);
    const client = await t.call(JOAO, { method: 'PUT', url, payload: { cienciaDays: 5, conclusiveDays: 90 } });
    expect([client.statusCode, client.json().code]).toEqual([403, 'STAFF_ONLY']);
    await t.server.ctx.db.updateTable('users').set({ staffRole: 'staff' }).where('email', '=', EQUIPE).execute();
    try {
      expect((await t.call(EQUIPE, { method: 'PUT', url, payload: { cienciaDays: 5, conclusiveDays: 90 } })).json().code).toBe('FIRM_ADMIN_ONLY');
    } finally {
      await t.server.ctx.db.updateTable('users').set({ staffRole: 'administrator' }).where('email', '=', EQUIPE).execute();
    }
    expect((await t.call(EQUIPE, { method: 'PUT', url, payload: { cienciaDays: 5, conclusiveDays: 90 } })).statusCode).toBe(200);
    try {
      const [d] = await docs({});
      expect(d!.conclusiveDeadline).toBe(new Date(Date.parse(d!.authorizedAt) + 90 * DAY).toISOString().slice(0, 10));
      expect((await auditRows(t.server, `PUT ${url}`)).filter((r) => r.statusCode === 200)).toHaveLength(1);
    } finally {
      await manifestDb(t.server.ctx.db).deleteFrom('brManifestSettings').execute();
    }
  });

  it('NfeManifest.Denied leaves the manifest readable but refuses events', async () => {
    const [d] = await docs({ status: 'Pending', nfeStatus: 'Authorized' });
    const revoke = await grant('NfeManifest', 'Denied');
    try {
      expect((await list({})).statusCode).toBe(200);
      const res = await register(d!.accessKey, { code: 210210 });
      expect([res.statusCode, res.json().code]).toEqual([403, 'MANIFEST_EVENTS_DENIED']);
    } finally {
      await revoke();
    }
    expect((await register(d!.accessKey, { code: 210210 })).statusCode).toBe(202);
  });

  it('NfeManifest.Disabled switches every manifest call off', async () => {
    const [d] = await docs({});
    const revoke = await grant('NfeManifest', 'Disabled');
    try {
      for (const res of [
        await list({}),
        await t.call(JOAO, { method: 'GET', url: MANIFEST_API.manifestClients }),
        await t.call(JOAO, { method: 'GET', url: fillPath(MANIFEST_API.manifestEvents, { accessKey: d!.accessKey }) }),
        await register(d!.accessKey, { code: 210210 }),
      ]) expect([res.statusCode, res.json().code]).toEqual([403, 'MANIFEST_DISABLED']);
    } finally {
      await revoke();
    }
  });

  it('answers 401 without a session and 404 for another user\'s client', async () => {
    const anonymous = await t.server.app.inject({ method: 'GET', url: MANIFEST_API.manifestDocuments, query: { clientId: t.joaoClients[0]! } });
    expect(anonymous.statusCode).toBe(401);
    const foreign = await t.call(JOAO, { method: 'GET', url: MANIFEST_API.manifestClients, query: { clientId: mariaClients[0]! } });
    expect(foreign.statusCode).toBe(404);
  });
});

describe('event rules', () => {
  const authorizedAt = '2025-01-01T12:00:00.000Z';
  it('counts the 180 days from authorisation', () => {
    const at = (days: number) => new Date(Date.parse(authorizedAt) + days * DAY);
    expect(decideEvent({ code: 210200, justification: undefined, authorizedAt, existing: [], now: at(180) }).status).toBe('Confirmed');
    expect(() => decideEvent({ code: 210200, justification: undefined, authorizedAt, existing: [], now: at(180.01) })).toThrow(/180 days/);
  });
  it('trims the justification before measuring it', () => {
    const now = new Date(authorizedAt);
    expect(() => decideEvent({ code: 210240, justification: `  ${'x'.repeat(14)}  `, authorizedAt, existing: [], now })).toThrow(/15 to 255/);
    expect(decideEvent({ code: 210240, justification: ` ${'x'.repeat(255)} `, authorizedAt, existing: [], now }).justification).toHaveLength(255);
  });
});
