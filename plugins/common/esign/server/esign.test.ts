import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fillPath } from '@portico/contract/api-paths';
import { demoPdf } from '@portico/plugin-server';
import { auditRows, type DemoTestServer, MARIA, multipartBody, STAFF, startDemoTestServer } from '@portico/plugin-server/testing';
import { TASKS_API } from '../../tasks';
import { ESIGN_API as E } from '../contract';
import { esignDb } from './tables';

let t: DemoTestServer;
let clientId: string;
let mariaId: string;
let pdfId: string;
beforeAll(async () => {
  t = await startDemoTestServer('us', { features: ['common.tasks', 'common.documents', 'common.esign'] });
  clientId = t.mariaClients[0]!;
  const options = (await t.call(STAFF, { method: 'GET', url: fillPath(E.staffOptions, { clientId }) })).json();
  mariaId = options.contacts.find((c: { email: string }) => c.email === 'maria@acme.example').id;
  pdfId = options.documents[0].id;
}, 120_000);
afterAll(async () => { await t.server.stop(); });

const path_ = (template: string, params: Record<string, string> = {}) => fillPath(template, { clientId, ...params });
const post = (email: string, url: string, payload: object = {}) => t.call(email, { method: 'POST', url, payload });
const PASSWORD = 'Portico!demo1';

async function sent(title = 'Engagement letter') {
  const created = await post(STAFF, path_(E.staffSignatures), { title, documentId: pdfId, signerIds: [mariaId] });
  expect(created.statusCode).toBe(201);
  return created.json() as { task: { id: string; state: string }; sha256: string; canSign: boolean };
}

/** pdfsig's verdict on bytes. */
function pdfsig(bytes: Buffer) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'esign-'));
  const file = path.join(dir, 'signed.pdf');
  fs.writeFileSync(file, bytes);
  const out = spawnSync('pdfsig', [file], { encoding: 'utf8' }).stdout;
  fs.rmSync(dir, { recursive: true, force: true });
  return out;
}

describe('e-signature', () => {
  it('lists the seeded letter among maria\'s tasks, and the firm sees her PDFs and contacts', async () => {
    const open = (await t.call(MARIA, { method: 'GET', url: path_(TASKS_API.tasks) })).json().items;
    expect(open.find((x: { kind: string }) => x.kind === 'e-signature')).toMatchObject({ state: 'open', progress: { done: 0, total: 1 } });
    expect(pdfId).toBeTruthy();
  });

  it('ClientCenterHideEsignTask hides e-signatures from the firm\'s clients: not listed, not opened (404 TASK_NOT_FOUND)', async () => {
    const db = t.server.ctx.db;
    const { firmId } = await db.selectFrom('users').select('firmId').where('email', '=', MARIA).executeTakeFirstOrThrow();
    const { task } = await sent('Hidden letter');
    try {
      await db.insertInto('infrastructureControls').values({ firmId, name: 'ClientCenterHideEsignTask' }).execute();
      const listed = (await t.call(MARIA, { method: 'GET', url: path_(TASKS_API.tasks) })).json().items;
      expect(listed.filter((x: { kind: string }) => x.kind === 'e-signature')).toEqual([]);
      expect(listed.length, 'other kinds stay').toBeGreaterThan(0);
      const opened = await t.call(MARIA, { method: 'GET', url: path_(E.signature, { taskId: task.id }) });
      expect([opened.statusCode, opened.json().code]).toEqual([404, 'TASK_NOT_FOUND']);
    } finally {
      await db.deleteFrom('infrastructureControls').where('firmId', '=', firmId).where('name', '=', 'ClientCenterHideEsignTask').execute();
    }
    expect((await t.call(MARIA, { method: 'GET', url: path_(E.signature, { taskId: task.id }) })).statusCode).toBe(200);
  });

  it('signs with consent and the password again: the sealed PDF verifies with pdfsig, lands in her documents, and the task is done; every write audited', async () => {
    const { task, sha256 } = await sent();
    const url = path_(E.sign, { taskId: task.id });
    const seen = (await t.call(MARIA, { method: 'GET', url: path_(E.signature, { taskId: task.id }) })).json();
    expect(seen).toMatchObject({ canSign: true, signers: [{ userId: mariaId, state: 'pending' }], signed: null });

    const noConsent = await post(MARIA, url, { consent: false, typedName: 'Maria', password: PASSWORD });
    expect(noConsent.statusCode).toBe(400);
    const wrong = await post(MARIA, url, { consent: true, typedName: 'Maria Souza', password: 'not it' });
    expect([wrong.statusCode, wrong.json().code]).toEqual([403, 'PASSWORD_INCORRECT']);
    expect((await t.call(MARIA, { method: 'GET', url: path_(E.signature, { taskId: task.id }) })).json().signers[0].state).toBe('pending');

    const signed = await t.call(MARIA, { method: 'POST', url, payload: { consent: true, typedName: 'Maria Souza', password: PASSWORD }, headers: { 'user-agent': 'TestBrowser/1.0' } });
    expect(signed.statusCode).toBe(200);
    expect(signed.json()).toMatchObject({ task: { state: 'done', progress: { done: 1, total: 1 } }, canSign: false, signers: [{ state: 'signed' }] });
    const sealed = signed.json().signed as { documentId: string; name: string; sha256: string };
    expect(sealed.name).toMatch(/\(signed\)\.pdf$/);

    const pdf = await t.call(MARIA, { method: 'GET', url: path_(E.document, { taskId: task.id }) });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdfsig(pdf.rawPayload)).toContain('Signature Validation: Signature is Valid.');
    const doc = await esignDb(t.server.ctx.db).selectFrom('documents').select(['clientId', 'sha256']).where('id', '=', sealed.documentId).executeTakeFirstOrThrow();
    expect(doc.clientId).toBe(clientId);
    const signer = await esignDb(t.server.ctx.db).selectFrom('commonEsignSigners').selectAll().where('taskId', '=', task.id).executeTakeFirstOrThrow();
    expect(signer).toMatchObject({ typedName: 'Maria Souza', userAgent: 'TestBrowser/1.0', documentSha256: sha256, ip: expect.any(String), signedAt: expect.any(String) });

    const again = await post(MARIA, url, { consent: true, typedName: 'Maria Souza', password: PASSWORD });
    expect([again.statusCode, again.json().code]).toEqual([409, 'TASK_NOT_EDITABLE']);
    expect((await auditRows(t.server, `POST ${E.sign}`)).map((r) => r.outcome)).toEqual(expect.arrayContaining(['success', 'refused']));
  }, 60_000);

  it('a decline with its reason hands the task to the firm; accepting it is refused, sent back she may sign', async () => {
    const { task } = await sent('Second letter');
    expect((await post(MARIA, path_(E.decline, { taskId: task.id }), { reason: ' ' })).statusCode).toBe(400);
    const declined = await post(MARIA, path_(E.decline, { taskId: task.id }), { reason: 'The fee is wrong' });
    expect(declined.json()).toMatchObject({ task: { state: 'submitted' }, signers: [{ state: 'declined', declinedReason: 'The fee is wrong' }], canSign: false });
    const staffView = (await t.call(STAFF, { method: 'GET', url: path_(E.staffSignature, { taskId: task.id }) })).json();
    expect(staffView.signers[0].declinedReason).toBe('The fee is wrong');
    const accept = await post(STAFF, path_(TASKS_API.staffAccept, { taskId: task.id }));
    expect([accept.statusCode, accept.json().code]).toEqual([409, 'ITEMS_INCOMPLETE']);
    await post(STAFF, path_(TASKS_API.staffSendBack, { taskId: task.id }), { reason: 'Fee corrected on page 2' });
    expect((await t.call(MARIA, { method: 'GET', url: path_(E.signature, { taskId: task.id }) })).json()).toMatchObject({ canSign: true, task: { state: 'in_progress', sentBackReason: 'Fee corrected on page 2' } });
  });

  it('takes an uploaded PDF; refuses a signer who is not a contact, a text file, and other people', async () => {
    const url = `${path_(E.staffUpload)}?${new URLSearchParams({ title: 'Uploaded', signerIds: mariaId })}`;
    const up = await t.call(STAFF, { method: 'POST', url, ...multipartBody([{ name: 'Letter.pdf', content: demoPdf('Letter'), type: 'application/pdf' }]) });
    expect(up.statusCode).toBe(201);
    expect(up.json()).toMatchObject({ documentName: 'Letter.pdf', signers: [{ userId: mariaId }] });
    const text = await t.call(STAFF, { method: 'POST', url, ...multipartBody([{ name: 'Letter.txt', content: Buffer.from('hello') }]) });
    expect(text.statusCode).toBe(415);
    const stranger = await post(STAFF, path_(E.staffSignatures), { title: 'x', documentId: pdfId, signerIds: ['someone-else'] });
    expect([stranger.statusCode, stranger.json().code]).toEqual([400, 'SIGNER_NOT_CONTACT']);
    expect((await post(MARIA, path_(E.staffSignatures), { title: 'x', documentId: pdfId, signerIds: [mariaId] })).statusCode).toBe(403);
    expect((await t.call(MARIA, { method: 'GET', url: path_(E.signature, { taskId: 'nope' }) })).statusCode).toBe(404);
  });
});
