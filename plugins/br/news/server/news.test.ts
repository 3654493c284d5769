import { NEWS_API } from '../contract';
import { fillPath } from '@portico/contract/api-paths';
import { auditRows, type DemoTestServer, JOAO, MARIA, previewHeaders, STAFF, startDemoTestServer } from '@portico/plugin-server/testing';
import { sanitizeArticleHtml } from './sanitize';

let t: DemoTestServer;
let joaoContact: string;
beforeAll(async () => {
  t = await startDemoTestServer('br', { features: ['br.news'] });
  joaoContact = (await t.server.ctx.db.selectFrom('users').select('contactId').where('email', '=', JOAO).executeTakeFirstOrThrow()).contactId!;
});
afterAll(async () => { await t.server.stop(); });

const shared = (email: string, query: Record<string, string>) => t.call(email, { method: 'GET', url: NEWS_API.newsShared, query });

describe('news articles', () => {
  it('needs a contact id, with the spec message, and only the caller\'s own', async () => {
    const missing = await shared(JOAO, {});
    expect([missing.statusCode, missing.json()]).toEqual([400, { code: 'CONTACT_ID_REQUIRED', message: 'Contact id can not be undefined' }]);
    const foreign = await shared(MARIA, { contactId: joaoContact });
    expect([foreign.statusCode, foreign.json().code]).toEqual([404, 'CONTACT_NOT_FOUND']);
  });

  it('pages the articles published to the contact\'s clients, newest first, without drafts', async () => {
    const page1 = (await shared(JOAO, { contactId: joaoContact, startIndex: '0', itemsPerPage: '2' })).json();
    const page2 = (await shared(JOAO, { contactId: joaoContact, startIndex: '2', itemsPerPage: '2' })).json();
    expect([page1.totalItems, page1.items.length, page2.items.length]).toEqual([3, 2, 1]);
    const items = [...page1.items, ...page2.items];
    expect(items.map((a: { publishedAt: string }) => a.publishedAt)).toEqual(items.map((a: { publishedAt: string }) => a.publishedAt).sort().reverse());
    expect(items.map((a: { title: string }) => a.title)).not.toContain('Simples Nacional: limites de faturamento em 2027');
    expect(items[0].attachmentCount).toBe(2);
  });

  it('serves sanitised HTML and the attachments of a shared article', async () => {
    const [first] = (await shared(JOAO, { contactId: joaoContact })).json().items;
    const article = (await t.call(JOAO, { method: 'GET', url: fillPath(NEWS_API.newsSharedArticle, { id: first.id }) })).json();
    expect(article.bodyHtml).toContain('<strong>dia 10</strong>');
    expect(article.bodyHtml).not.toMatch(/<script|onerror|alert/);
    expect(article.bodyHtml).toContain('rel="noopener noreferrer"');
    const list = (await t.call(JOAO, { method: 'GET', url: fillPath(NEWS_API.newsAttachments, { id: first.id }) })).json();
    expect(list.items.map((a: { fileName: string }) => a.fileName)).toEqual(['Calendário 2025.csv', 'Guia eSocial.pdf']);
    const pdf = await t.call(JOAO, { method: 'GET', url: fillPath(NEWS_API.newsAttachment, { id: first.id, attachmentId: list.items[1].id }) });
    expect([pdf.statusCode, pdf.rawPayload.subarray(0, 5).toString('latin1')]).toEqual([200, '%PDF-']);
    expect(pdf.headers['content-disposition']).toContain("filename*=UTF-8''Guia%20eSocial.pdf");
    const foreign = await t.call(MARIA, { method: 'GET', url: fillPath(NEWS_API.newsAttachment, { id: first.id, attachmentId: list.items[1].id }) });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).not.toContain('%PDF');
  });

  it('marks an article as seen once and for good', async () => {
    const unseen = (await shared(JOAO, { contactId: joaoContact })).json().items.find((a: { seen: boolean }) => !a.seen);
    const url = fillPath(NEWS_API.newsMarkAsSeen, { id: unseen.id });
    const first = await t.call(JOAO, { method: 'POST', url });
    expect([first.statusCode, first.json().seen]).toEqual([200, true]);
    const second = await t.call(JOAO, { method: 'POST', url });
    expect(second.json().seenAt).toBe(first.json().seenAt);
    const article = (await t.call(JOAO, { method: 'GET', url: fillPath(NEWS_API.newsSharedArticle, { id: unseen.id }) })).json();
    expect([article.seen, article.seenAt]).toEqual([true, first.json().seenAt]);
    // There is no way back: no route un-marks it.
    for (const method of ['DELETE', 'PUT'] as const) {
      const refused = await t.call(JOAO, { method, url });
      expect([refused.statusCode, refused.headers.allow]).toEqual([405, 'POST']);
    }
    const foreign = await t.call(MARIA, { method: 'POST', url });
    expect([foreign.statusCode, foreign.json().code]).toEqual([404, 'NEWS_ARTICLE_NOT_FOUND']);
  });

  it('refuses mark-as-seen in a preview, audited', async () => {
    const [item] = (await shared(JOAO, { contactId: joaoContact })).json().items;
    const res = await t.server.app.inject({ method: 'POST', url: fillPath(NEWS_API.newsMarkAsSeen, { id: item.id }), headers: await previewHeaders(t.server, STAFF, JOAO) });
    expect(res.statusCode).toBe(403);
    expect((await auditRows(t.server, `POST ${NEWS_API.newsMarkAsSeen}`)).some((r) => r.outcome === 'refused')).toBe(true);
  });
});

describe('sanitizeArticleHtml', () => {
  it('keeps formatting and drops scripts, handlers, styles and javascript: links', async () => {
    const out = await sanitizeArticleHtml('<p style="color:red" onclick="x()">Oi <b>você</b></p><a href="javascript:alert(1)">x</a><a href="https://e.x/n">n</a><iframe src="https://e.x"></iframe><img src="https://e.x/a.png" onerror="y()"><img src="javascript:z()">');
    // The browser's rules (article-rules.ts): a refused link keeps its text, a kept one opens apart, an image
    // without a safe source is gone, an undescribed one is decoration.
    expect(out).toBe('<p>Oi <b>você</b></p><a>x</a><a href="https://e.x/n" target="_blank" rel="noopener noreferrer">n</a><img src="https://e.x/a.png" alt="">');
  });
});

describe('news routes without a session', () => {
  it('answer 401', async () => {
    for (const url of [`${NEWS_API.newsShared}?contactId=${joaoContact}`, fillPath(NEWS_API.newsSharedArticle, { id: 'x' })]) {
      expect((await t.server.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
  });
});
