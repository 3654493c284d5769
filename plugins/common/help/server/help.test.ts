import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '@portico/contract/api-paths';
import { type DemoTestServer, JOAO, MARIA, STAFF, startDemoTestServer } from '@portico/plugin-server/testing';
import { HELP_API, type HelpConfigBody } from '../contract';

let t: DemoTestServer;
beforeAll(async () => { t = await startDemoTestServer('br', { features: ['common.help'] }); });
afterAll(async () => { await t.server.stop(); });

const articles = (email: string, screens: string, locale: string) =>
  t.call(email, { method: 'GET', url: `${API.helpArticles}?apps=ClientCenter&userType=client&screens=${screens}&locale=${locale}` });
const page = (url: string) => t.server.app.inject({ method: 'GET', url });

const FIRM_HELP: HelpConfigBody = {
  searchUrl: 'https://help.northwind.example/search?q=',
  howToUrl: null,
  privacyUrls: { en: 'https://northwind.example/privacy' },
  topics: [
    { id: 'upload-documents', screens: ['documents'], titles: { en: 'Sending us your files' } },
    { id: 'year-end', screens: ['documents', 'home'], titles: { en: 'Year-end checklist', 'pt-br': 'Checklist de fim de ano' }, url: 'https://northwind.example/year-end' },
  ],
};

describe('help articles (the shipped default set)', () => {
  it("answers the screen's topics, how-to, search and privacy on the portal's own pages, in the user's language", async () => {
    const res = await articles(JOAO, 'documents', 'pt-br');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.topics.map((x: { title: string }) => x.title)).toEqual(['Alternar entre empresas', 'Enviar documentos', 'Excluir documentos', 'Enviar documentos por e-mail', 'Trabalhar com pastas']);
    for (const url of [body.searchUrl, body.howToUrl, body.privacyUrl, ...body.topics.map((x: { url: string }) => x.url)]) expect(url).toMatch(/^\/help\//);
    expect(body.privacyUrl).toMatch(/^\/help\/privacy\/pt\?firm=\d+$/);
  });

  it("suggests a feature's article only where the variant serves the feature", async () => {
    const br = (await articles(JOAO, 'actions,nfe-manifest', 'en-us')).json();
    // The page's own article first, then the area's.
    expect(br.topics.map((x: { id: string }) => x.id)).toEqual(['invoice-manifest', 'switch-client', 'actions', 'service-requests', 'reports']);
    const us = await startDemoTestServer('us', { features: ['common.help'] });
    try {
      const res = await us.call(MARIA, { method: 'GET', url: `${API.helpArticles}?screens=actions&locale=en-us` });
      expect(res.json().topics.map((x: { id: string }) => x.id)).toEqual(['switch-client', 'actions']);
    } finally {
      await us.server.stop();
    }
  });

  it('every default link is a page that answers 200 with HTML naming the firm', async () => {
    const body = (await articles(JOAO, 'home,documents,actions,service-request,nfe-manifest,br-reports,news,cnd,boxe', 'pt-br')).json();
    const links = [`${body.searchUrl}nota`, body.howToUrl, body.privacyUrl, ...body.topics.map((x: { url: string }) => x.url)];
    expect(links.length).toBeGreaterThan(12);
    for (const link of links) {
      const res = await page(link);
      expect([link, res.statusCode, res.headers['content-type']]).toEqual([link, 200, 'text/html; charset=utf-8']);
      expect(res.body).toContain('Horizonte Contabilidade');
      expect(res.body).toContain('<html lang="pt');
    }
  });

  it('answers 401 without a session', async () => {
    expect((await page(`${API.helpArticles}?screens=home`)).statusCode).toBe(401);
  });
});

describe('help pages', () => {
  it('the fallback search path finds shipped articles in the language of oLang/oCountry, for the firm of the client', async () => {
    const params = new URLSearchParams({
      q: 'aviso ferias', oApp: 'ClientCenter', oUserType: 'client', oUserID: 'guid', oCountry: 'BR', oLang: 'pt', client: t.joaoClients[0]!, proxystylesheet: 'clientcenter',
    });
    const res = await page(`/help/search?${params}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Horizonte Contabilidade');
    expect(res.body).toMatch(/1 artigo para “aviso ferias”/);
    expect(res.body).toContain('Enviar uma solicitação de serviço');
    const none = await page('/help/search?q=zzzz&lang=en-us');
    expect(none.body).toContain('No article matches');
    expect(none.body).toContain('Portico');
  });

  it('escapes what the visitor typed', async () => {
    const res = await page(`/help/search?lang=en-us&q=${encodeURIComponent('<script>alert(1)</script>')}`);
    expect(res.body).not.toContain('<script>alert');
    expect(res.body).toContain('&lt;script&gt;');
  });

  it('serves the privacy policy in en, es, pt and fr-ca, and a stylesheet', async () => {
    const titles = { en: 'Privacy policy', es: 'Política de privacidad', pt: 'Política de privacidade', 'fr-ca': 'Politique de confidentialité' };
    for (const [policy, title] of Object.entries(titles)) {
      const res = await page(`/help/privacy/${policy}`);
      expect([res.statusCode, res.body.includes(`<h1>${title}</h1>`)]).toEqual([200, true]);
    }
    expect((await page('/help/privacy/nl')).statusCode).toBe(400);
    const css = await page('/help/help.css');
    expect([css.statusCode, css.headers['content-type']]).toEqual([200, 'text/css; charset=utf-8']);
  });

  it('answers an unknown article with a 404 page', async () => {
    const res = await page('/help/articles/no-such-thing?lang=es-ar');
    expect([res.statusCode, res.body.includes('Ese artículo no existe.')]).toEqual([404, true]);
  });
});

describe("the firm's help configuration", () => {
  it('is staff only', async () => {
    expect((await t.call(MARIA, { method: 'GET', url: HELP_API.config })).statusCode).toBe(403);
    expect((await t.call(JOAO, { method: 'PUT', url: HELP_API.config, payload: FIRM_HELP })).statusCode).toBe(403);
    expect((await page(HELP_API.config)).statusCode).toBe(401);
  });

  it('replaces the shipped set for its firm only, and goes back to it', async () => {
    const before = (await t.call(STAFF, { method: 'GET', url: HELP_API.config })).json();
    expect(before.configured).toBe(false);
    expect(before.topics.map((x: { id: string }) => x.id)).toContain('upload-documents');

    const saved = await t.call(STAFF, { method: 'PUT', url: HELP_API.config, payload: FIRM_HELP });
    expect([saved.statusCode, saved.json()]).toEqual([200, { configured: true, ...FIRM_HELP }]);

    // maria is of the staff member's firm (Northwind); joao's firm keeps the shipped set.
    const maria = (await articles(MARIA, 'documents', 'pt-br')).json();
    expect(maria.searchUrl).toBe('https://help.northwind.example/search?q=');
    expect(maria.privacyUrl).toBe('https://northwind.example/privacy');
    expect(maria.howToUrl).toMatch(/^\/help\/how-to\?/);
    expect(maria.topics).toEqual([
      { id: 'upload-documents', title: 'Sending us your files', url: expect.stringMatching(/^\/help\/articles\/upload-documents\?/) },
      { id: 'year-end', title: 'Checklist de fim de ano', url: 'https://northwind.example/year-end' },
    ]);
    const joao = (await articles(JOAO, 'documents', 'pt-br')).json();
    expect(joao.topics).toHaveLength(5);

    expect((await t.call(STAFF, { method: 'DELETE', url: HELP_API.config })).statusCode).toBe(204);
    expect((await t.call(STAFF, { method: 'GET', url: HELP_API.config })).json().configured).toBe(false);
    expect((await articles(MARIA, 'documents', 'en-us')).json().searchUrl).toMatch(/^\/help\/search\?/);
  });

  it('refuses invalid configurations with stable codes and writes nothing', async () => {
    const put = (payload: unknown) => t.call(STAFF, { method: 'PUT', url: HELP_API.config, payload: payload as object });
    const cases: Array<[unknown, string]> = [
      [{ ...FIRM_HELP, topics: [FIRM_HELP.topics[1], FIRM_HELP.topics[1]] }, 'HELP_TOPIC_DUPLICATE'],
      [{ ...FIRM_HELP, topics: [{ id: 'our-own', screens: ['home'], titles: { en: 'Ours' } }] }, 'HELP_TOPIC_UNKNOWN'],
      [{ ...FIRM_HELP, searchUrl: 'javascript:alert(1)' }, 'VALIDATION_FAILED'],
      [{ ...FIRM_HELP, searchUrl: 'http://insecure.example/?q=' }, 'VALIDATION_FAILED'],
      [{ ...FIRM_HELP, topics: [{ id: 'x', screens: ['home'], titles: { pt: 'Sem inglês' }, url: 'https://a.example' }] }, 'VALIDATION_FAILED'],
      [{ ...FIRM_HELP, privacyUrls: { nl: 'https://a.example' } }, 'VALIDATION_FAILED'],
    ];
    for (const [payload, code] of cases) {
      const res = await put(payload);
      expect([res.statusCode, res.json().code]).toEqual([400, code]);
    }
    expect((await t.call(STAFF, { method: 'GET', url: HELP_API.config })).json().configured).toBe(false);
  });
});
