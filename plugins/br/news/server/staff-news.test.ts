import { randomUUID } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { fillPath } from '@portico/contract/api-paths';
import type { EndpointDeclaration } from '@portico/contract/endpoint';
import { auditRows, type DemoTestServer, EQUIPE, JOAO, multipartBody, STAFF, startDemoTestServer } from '@portico/plugin-server/testing';
import { ArticleInput, ENDPOINTS, NEWS_API, type StaffArticle } from '../contract';
import { newsDb } from './tables';

let t: DemoTestServer;
let otherClient: string;
let otherEmail: string;
let joaoContact: string;
let otherContact: string;

/** A Horizonte client of its own with one contact, so an article to joao's client has a reader it must miss. */
async function addHorizonteContact() {
  const db = t.server.ctx.db;
  const clientId = randomUUID();
  const contactId = randomUUID();
  const userId = randomUUID();
  const email = 'ana@outra.example';
  await db.insertInto('clients').values({ id: clientId, firmId: 2001, name: 'Outra Comércio Ltda', nickname: null, initials: 'OC', cnpj: null }).execute();
  await db.insertInto('contacts').values({ id: contactId, firmId: 2001, givenName: 'Ana', additionalName: '', familyName: 'Lima', email, secondaryEmail: null }).execute();
  await db.insertInto('users').values({
    id: userId, firmId: 2001, email, passwordHash: '', prefix: '', firstName: 'Ana', middleName: '', lastName: 'Lima', suffix: '',
    language: 'pt-br', isStaff: 0, mfaRequired: 0, contactId, createdAt: new Date().toISOString(),
  }).execute();
  await db.insertInto('userClients').values({ userId, clientId }).execute();
  return { clientId, email, contactId };
}

const contactOf = async (email: string) =>
  (await t.server.ctx.db.selectFrom('users').select('contactId').where('email', '=', email).executeTakeFirstOrThrow()).contactId!;

beforeAll(async () => {
  t = await startDemoTestServer('br', { features: ['br.news'] });
  ({ clientId: otherClient, email: otherEmail, contactId: otherContact } = await addHorizonteContact());
  joaoContact = await contactOf(JOAO);
});
afterAll(async () => { await t.server.stop(); });

const json = (email: string, method: InjectOptions['method'], url: string, payload?: object) =>
  t.call(email, { method, url, ...(payload ? { payload } : {}) });
const pdf = () => multipartBody([{ name: 'Guia.pdf', content: Buffer.from('%PDF-1.4 x'), type: 'application/pdf' }]);
/** Any staff route, called with a body of the kind it takes. */
const callRoute = (email: string, e: EndpointDeclaration, params: Record<string, string>) =>
  e.consumes ? t.call(email, { method: e.method, url: fillPath(e.path, params), ...pdf() })
    : json(email, e.method, fillPath(e.path, params), e.body === ArticleInput ? draft({ clientIds: [] }) : e.body ? {} : undefined);
const articleCount = async () => Number((await newsDb(t.server.ctx.db).selectFrom('brNewsArticles')
  .select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
const draft = (overrides: Partial<ArticleInput> = {}): ArticleInput => ({
  title: 'Prazo do IRPF', summary: 'Entregue até 31 de maio.', author: 'Equipe Fiscal', bodyHtml: '<p>Olá</p>',
  audience: 'clients', clientIds: [t.joaoClients[0]!], tag: null, ...overrides,
});
async function write(input: ArticleInput = draft()): Promise<StaffArticle> {
  const res = await json(EQUIPE, 'POST', NEWS_API.staffArticles, input);
  expect(res.statusCode).toBe(201);
  return res.json();
}
const publish = (id: string, at?: string) => json(EQUIPE, 'POST', fillPath(NEWS_API.staffPublish, { id }), at ? { at } : {});
const titlesFor = async (email: string, contactId: string) =>
  (await t.call(email, { method: 'GET', url: NEWS_API.newsShared, query: { contactId, itemsPerPage: '100' } })).json().items.map((a: { title: string }) => a.title);

describe('writing and publishing news', () => {
  it('cleans unsafe HTML on save and keeps a draft from every reader', async () => {
    const article = await write(draft({ title: 'Rascunho perigoso', bodyHtml: '<p onclick="x()">Oi</p><script>alert(1)</script><a href="javascript:y()">l</a>' }));
    expect(article).toMatchObject({ state: 'draft', publishedAt: null, bodyHtml: '<p>Oi</p><a>l</a>', clientIds: [t.joaoClients[0]] });
    expect(await titlesFor(JOAO, joaoContact)).not.toContain('Rascunho perigoso');
    const read = await t.call(JOAO, { method: 'GET', url: fillPath(NEWS_API.newsSharedArticle, { id: article.id }) });
    expect(read.statusCode).toBe(404);
  });

  it("shows an article to one client's contacts and to no other client's", async () => {
    const article = await write(draft({ title: 'Só para a Clínica' }));
    const published = await publish(article.id);
    expect([published.statusCode, published.json().state]).toEqual([200, 'published']);
    expect(await titlesFor(JOAO, joaoContact)).toContain('Só para a Clínica');
    expect(await titlesFor(otherEmail, otherContact)).not.toContain('Só para a Clínica');
    const foreign = await t.call(otherEmail, { method: 'GET', url: fillPath(NEWS_API.newsSharedArticle, { id: article.id }) });
    expect(foreign.statusCode).toBe(404);
  });

  it('reaches every client of the firm, or those of a tag', async () => {
    const all = await write(draft({ title: 'Para todos', audience: 'all', clientIds: [] }));
    await publish(all.id);
    expect(await titlesFor(otherEmail, otherContact)).toContain('Para todos');
    const tagged = await write(draft({ title: 'Para a tag', audience: 'tag', clientIds: [], tag: 'lucro-real' }));
    await publish(tagged.id);
    expect(await titlesFor(otherEmail, otherContact)).not.toContain('Para a tag');
    const tags = await json(EQUIPE, 'PUT', fillPath(NEWS_API.staffClientTags, { clientId: otherClient }), { tags: ['lucro-real', 'lucro-real'] });
    expect(tags.json()).toEqual({ clientId: otherClient, tags: ['lucro-real'] });
    expect(await titlesFor(otherEmail, otherContact)).toContain('Para a tag');
    expect(await titlesFor(JOAO, joaoContact)).not.toContain('Para a tag');
  });

  it('shows a scheduled article only once its time has come', async () => {
    const article = await write(draft({ title: 'Agendada' }));
    const at = new Date(Date.now() + 1500).toISOString();
    expect((await publish(article.id, at)).json()).toMatchObject({ state: 'scheduled', publishedAt: at });
    expect(await titlesFor(JOAO, joaoContact)).not.toContain('Agendada');
    const scheduled = (await json(EQUIPE, 'GET', `${NEWS_API.staffArticles}?state=scheduled`)).json();
    expect(scheduled.items.map((a: { id: string }) => a.id)).toContain(article.id);
    await new Promise((resolve) => setTimeout(resolve, 1600));
    expect(await titlesFor(JOAO, joaoContact)).toContain('Agendada');
  });

  it('unpublishes: the readers no longer see it', async () => {
    const article = await write(draft({ title: 'Retirada' }));
    await publish(article.id);
    const back = await json(EQUIPE, 'POST', fillPath(NEWS_API.staffUnpublish, { id: article.id }));
    expect(back.json().state).toBe('draft');
    expect(await titlesFor(JOAO, joaoContact)).not.toContain('Retirada');
  });

  it('refuses to publish to nobody, and an audience of another firm\'s client, writing nothing', async () => {
    const empty = await write(draft({ title: 'Sem público', clientIds: [] }));
    expect((await publish(empty.id)).json().code).toBe('NEWS_AUDIENCE_EMPTY');
    const before = await articleCount();
    const foreign = await json(EQUIPE, 'POST', NEWS_API.staffArticles, draft({ clientIds: [t.mariaClients[0]!] }));
    expect([foreign.statusCode, foreign.json().code]).toEqual([400, 'NEWS_AUDIENCE_CLIENT_NOT_FOUND']);
    const published = await write(draft({ title: 'Publicada' }));
    await publish(published.id);
    const emptied = await json(EQUIPE, 'PUT', fillPath(NEWS_API.staffArticle, { id: published.id }), draft({ title: 'Mudou', clientIds: [] }));
    expect([emptied.statusCode, emptied.json().code]).toEqual([409, 'NEWS_AUDIENCE_EMPTY']);
    expect((await json(EQUIPE, 'GET', fillPath(NEWS_API.staffArticle, { id: published.id }))).json()).toMatchObject({ title: 'Publicada', clientIds: [t.joaoClients[0]] });
    expect(await articleCount()).toBe(before + 1);
  });

  it('attaches files the readers download, within the size limit', async () => {
    const article = await write(draft({ title: 'Com anexo' }));
    const url = fillPath(NEWS_API.staffAttachments, { id: article.id });
    const upload = await t.call(EQUIPE, { method: 'POST', url, ...pdf() });
    expect([upload.statusCode, upload.json().fileName]).toEqual([201, 'Guia.pdf']);
    const big = await t.call(EQUIPE, { method: 'POST', url, ...multipartBody([{ name: 'Grande.bin', content: Buffer.alloc(2 * 1024 * 1024 + 1) }]) });
    expect([big.statusCode, big.json().code]).toEqual([413, 'NEWS_ATTACHMENT_TOO_LARGE']);
    await publish(article.id);
    const download = await t.call(JOAO, { method: 'GET', url: fillPath(NEWS_API.newsAttachment, { id: article.id, attachmentId: upload.json().id }) });
    expect(download.rawPayload.toString()).toBe('%PDF-1.4 x');
    const removed = await json(EQUIPE, 'DELETE', fillPath(NEWS_API.staffAttachment, { id: article.id, attachmentId: upload.json().id }));
    expect(removed.statusCode).toBe(204);
    expect((await json(EQUIPE, 'GET', fillPath(NEWS_API.staffArticle, { id: article.id }))).json().attachments).toEqual([]);
  });

  it('lists the seeded draft among the firm\'s drafts', async () => {
    const drafts = (await json(EQUIPE, 'GET', `${NEWS_API.staffArticles}?state=draft`)).json();
    expect(drafts.items.map((a: { title: string }) => a.title)).toContain('Simples Nacional: limites de faturamento em 2027');
    const audience = (await json(EQUIPE, 'GET', NEWS_API.staffAudience)).json();
    expect(audience.tags).toContainEqual({ tag: 'simples-nacional', clientCount: 2 });
    expect(audience.clients.map((c: { id: string }) => c.id)).toEqual(expect.arrayContaining([...t.joaoClients, otherClient]));
  });
});

describe('the staff routes', () => {
  const staffRoutes: EndpointDeclaration[] = Object.values(ENDPOINTS).filter((e) => e.access === 'staff');

  it("show and change nothing of another firm's articles", async () => {
    const article = await write(draft({ title: 'De Horizonte' }));
    const list = (await json(STAFF, 'GET', NEWS_API.staffArticles)).json();
    expect(list.items.map((a: { id: string }) => a.id)).not.toContain(article.id);
    const audience = (await json(STAFF, 'GET', NEWS_API.staffAudience)).json();
    expect(audience.clients.map((c: { id: string }) => c.id)).not.toContain(t.joaoClients[0]);
    for (const e of staffRoutes.filter((e) => e.path.includes(':id'))) {
      const res = await callRoute(STAFF, e, { id: article.id, attachmentId: 'x' });
      expect([e.operationId, res.statusCode, res.json().code]).toEqual([e.operationId, 404, 'NEWS_ARTICLE_NOT_FOUND']);
    }
    const tags = await json(STAFF, 'PUT', fillPath(NEWS_API.staffClientTags, { clientId: t.joaoClients[0]! }), { tags: ['x'] });
    expect(tags.statusCode).toBe(404);
    expect((await json(EQUIPE, 'GET', fillPath(NEWS_API.staffArticle, { id: article.id }))).json()).toMatchObject({ title: 'De Horizonte', state: 'draft' });
  });

  it('are refused to a client contact (403 STAFF_ONLY), every one of them', async () => {
    for (const e of staffRoutes) {
      const res = await callRoute(JOAO, e, { id: 'x', attachmentId: 'x', clientId: t.joaoClients[0]! });
      expect([e.operationId, res.statusCode, res.json().code]).toEqual([e.operationId, 403, 'STAFF_ONLY']);
    }
  });

  it('audit every write with its actor', async () => {
    const article = await write(draft({ title: 'Auditada' }));
    await json(EQUIPE, 'PUT', fillPath(NEWS_API.staffArticle, { id: article.id }), draft({ title: 'Auditada de novo' }));
    await publish(article.id);
    const equipe = await t.server.userId(EQUIPE);
    for (const e of staffRoutes.filter((e) => e.method !== 'GET')) {
      const rows = await auditRows(t.server, `${e.method} ${e.path}`);
      expect([e.operationId, rows.some((r) => r.actorUserId === equipe && r.outcome === 'success')]).toEqual([e.operationId, true]);
    }
    const refused = await auditRows(t.server, `POST ${NEWS_API.staffArticles}`);
    expect(refused.some((r) => r.outcome === 'refused')).toBe(true);
  });
});
