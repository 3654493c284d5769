import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { daysBetween, todayInBrazil } from '@portico/br-kit/contract';
import { seriousViolations } from './axe';
import type { BrowserSuite, ServerDeclaration } from './harness';

const JOAO = 'joao@contabil.example';
const pathOf = (url: string) => new URL(url).pathname;

/** An article that tries everything: the page must render its text and run none of it. */
const HOSTILE = '<h2>Aviso</h2><p onmouseover="window.pwned=1">Texto <strong>seguro</strong>.</p><script>window.pwned=2</script>'
  + '<img src="x" onerror="window.pwned=3"><a href="javascript:window.pwned=4">clique</a><a href="https://www.gov.br/">Gov</a>'
  + '<iframe src="https://example.com"></iframe><form action="https://example.com"><input name="senha"><button>Enviar</button></form>'
  + '<svg><script>window.pwned=5</script></svg>';

/**
 * News and CND as joao (br, pt-BR): an article opened from the news widget renders its HTML, is marked seen on
 * the server and stays seen after a reload, and a hostile article runs nothing in Chromium; the CND page lists
 * each certificate with its days left and its PDF downloads as a PDF; both at 1280 and 390 px with axe.
 */
/** The servers its startServer calls start, in order (started ahead while the file before runs; harness.ts). */
export const servers: ServerDeclaration = [{ variant: 'br' }];

const suite: BrowserSuite = async ({ browser, startServer, signIn, test, artifactsDir }) => {
  const server = await startServer({ variant: 'br' });
  const { baseUrl } = server;

  const home = async (page: Page) => {
    await page.goto(`${baseUrl}/home`);
    return page;
  };

  await test('a news article opens from the widget, renders its HTML and stays seen after a reload', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await signIn(page, JOAO, undefined, baseUrl);
    await home(page);
    const widget = page.getByRole('article', { name: 'Notícias' });
    const unseen = widget.getByRole('link', { name: /Nova.*Prazo do eSocial para eventos periódicos/ });
    await unseen.waitFor();
    const marked = page.waitForResponse((r) => r.request().method() === 'POST' && /\/api\/br-news\/v1\/articles\/[^/]+\/mark-as-seen$/.test(pathOf(r.url())));
    await unseen.click();
    await page.waitForURL(/\/home\/news\/[^/]+$/);
    const newsId = pathOf(page.url()).split('/').pop()!;
    assert.equal((await marked).status(), 200);

    await page.getByRole('heading', { level: 1, name: 'Prazo do eSocial para eventos periódicos' }).waitFor();
    const body = page.locator('.news-body');
    assert.equal(await body.locator('strong').textContent(), 'dia 10');
    const portal = body.getByRole('link', { name: 'Portal do eSocial' });
    assert.deepEqual([await portal.getAttribute('target'), await portal.getAttribute('rel')], ['_blank', 'noopener noreferrer']);
    assert.equal(await body.locator('script, iframe, form, [onerror]').count(), 0);
    await page.getByRole('button', { name: 'Baixar Guia eSocial.pdf' }).waitFor();
    const list = page.getByRole('navigation', { name: 'Todas as notícias' });
    await list.getByRole('link', { name: 'Prazo do eSocial para eventos periódicos' }).waitFor();
    await page.screenshot({ path: join(artifactsDir, 'news-article-1280.png'), fullPage: true });
    assert.deepEqual(await seriousViolations(page), []);

    // After a reload the server still has it seen: no new mark, and no "Nova" badge on it anywhere.
    let posts = 0;
    page.on('request', (r) => { if (r.method() === 'POST' && r.url().includes('/mark-as-seen')) posts += 1; });
    const reloaded = page.waitForResponse((r) => pathOf(r.url()) === `/api/br-news/v1/articles/shared/${newsId}`);
    await page.reload();
    const article = await (await reloaded).json() as { seen: boolean; seenAt: string | null };
    assert.equal(article.seen, true);
    assert.ok(article.seenAt);
    await page.getByRole('heading', { level: 1, name: 'Prazo do eSocial para eventos periódicos' }).waitFor();
    await list.getByRole('link', { name: 'Prazo do eSocial para eventos periódicos', exact: true }).waitFor();
    await home(page);
    await widget.getByRole('link', { name: 'Prazo do eSocial para eventos periódicos', exact: true }).waitFor();
    assert.equal(posts, 0);

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${baseUrl}/home/news/${newsId}`);
    await page.getByRole('heading', { level: 1, name: 'Prazo do eSocial para eventos periódicos' }).waitFor();
    await page.screenshot({ path: join(artifactsDir, 'news-article-390.png'), fullPage: true });
    assert.equal(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), true, 'nothing wider than 390 px');
    assert.deepEqual(await seriousViolations(page), []);
    await page.close();
  });

  await test('a hostile article (past the server) runs nothing in Chromium: no scripts, handlers, javascript: links, frames or forms', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await signIn(page, JOAO, undefined, baseUrl);
    // The server sanitises on the way in; this answer skips it to test the page's own sanitiser.
    await page.route(/\/api\/br-news\/v1\/articles\/shared\/[^/?]+$/, async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, json: { ...(await response.json()), bodyHtml: HOSTILE } });
    });
    await home(page);
    await page.getByRole('article', { name: 'Notícias' }).getByRole('link', { name: /Novo CNPJ alfanumérico/ }).click();
    const body = page.locator('.news-body');
    await body.getByText('seguro').waitFor();
    await body.hover();
    assert.equal(await page.evaluate(() => (window as { pwned?: number }).pwned), undefined);
    assert.equal(await body.locator('script, iframe, form, input, svg, [onmouseover], [onerror]').count(), 0);
    assert.deepEqual(await body.locator('a').evaluateAll((links) => links.map((a) => [a.getAttribute('href'), a.getAttribute('rel'), a.getAttribute('target')])), [
      [null, null, null],
      ['https://www.gov.br/', 'noopener noreferrer', '_blank'],
    ]);
    await page.close();
  });

  await test('the CND page lists the certificates with days left, the positive one first, and the PDF downloads as a PDF', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
    await signIn(page, JOAO, undefined, baseUrl);
    await home(page);
    // The demo company's positive certificate (debts) is the first thing waiting for the client, urgent.
    const waiting = page.getByRole('article', { name: 'Aguardando você', exact: true }).getByRole('listitem').first();
    await waiting.getByText('Regularizar débitos (certidão positiva)').waitFor();
    await waiting.getByText('urgente').waitFor();
    await page.getByRole('article', { name: 'Aguardando você', exact: true }).screenshot({ path: join(artifactsDir, 'waiting-widget-1280.png') });
    const widget = page.getByRole('article', { name: 'Certidões negativas (CND)' });
    await widget.getByText(/vence em \d+ dias?/).first().waitFor();
    type History = { items: Array<{ expiresAt: string; clientAgencyExpanded: { agencyId: string } }> };
    const answers: Array<Promise<History>> = [];
    page.on('response', (r) => {
      if (pathOf(r.url()) === '/api/cnd/v1/crawler-history' && r.ok()) answers.push(r.json() as Promise<History>);
    });
    await widget.getByRole('link', { name: 'Ver certidões e calendário de vencimentos' }).click();
    await page.waitForURL(/\/home\/cnd\/[^/]+$/);
    await page.getByRole('heading', { level: 1, name: 'Certidões negativas de débitos' }).waitFor();
    const cards = page.locator('.cnd-card');
    await page.waitForFunction(() => document.querySelectorAll('.cnd-card .cnd-days').length === 5);
    const histories = (await Promise.all(answers)).flatMap((a) => a.items);
    assert.equal(histories.length, 5);
    const today = todayInBrazil(new Date());
    for (const record of histories) {
      const n = daysBetween(today, record.expiresAt);
      const expected = n > 1 ? `vence em ${n} dias` : n === 1 ? 'vence em 1 dia' : n === 0 ? 'vence hoje' : `vencida há ${-n} dia`;
      const text = await page.locator(`#cnd-agency-${record.clientAgencyExpanded.agencyId} .cnd-days`).textContent();
      assert.ok(text?.startsWith(expected), `${text} should say ${expected}`);
    }
    await page.getByRole('region', { name: 'Calendário de vencimentos' }).getByRole('link').first().waitFor();
    // The positive certificate comes first, says so, and its days left are not green.
    const positive = cards.first();
    assert.match((await positive.getAttribute('class'))!, /cnd-card-positive/);
    await positive.getByText('Certidão positiva: a empresa tem débitos com este órgão.').waitFor();
    assert.equal(await positive.locator('.cnd-days.cnd-valid').count(), 0);
    await page.screenshot({ path: join(artifactsDir, 'cnd-page-1280.png'), fullPage: true });
    assert.deepEqual(await seriousViolations(page), []);

    // The PDF: the click asks a fresh downloadUrl, the browser downloads it, and the server sends it as application/pdf.
    const button = cards.first().getByRole('button', { name: /^Baixar PDF da certidão/ });
    const fresh = page.waitForResponse((r) => /\/api\/cnd\/v1\/crawler-history\/[^/]+\/document$/.test(pathOf(r.url())) && r.ok());
    const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
    const href = ((await (await fresh).json()) as { downloadUrl: string }).downloadUrl;
    const bytes = readFileSync((await download.path())!);
    assert.equal(bytes.subarray(0, 5).toString('latin1'), '%PDF-');
    assert.match(download.suggestedFilename(), /\.pdf$/);
    const direct = await page.request.get(`${baseUrl}${href}`);
    assert.equal(direct.headers()['content-type'], 'application/pdf');
    assert.equal((await direct.body()).subarray(0, 5).toString('latin1'), '%PDF-');

    // The calendar by keyboard: the month buttons and the expiry links are reached with Tab and used with Enter.
    const calendar = page.getByRole('region', { name: 'Calendário de vencimentos' });
    const month = await calendar.locator('.cnd-calendar-nav p').textContent();
    await calendar.getByRole('button', { name: 'Próximo mês' }).focus();
    await page.keyboard.press('Enter');
    assert.notEqual(await calendar.locator('.cnd-calendar-nav p').textContent(), month);
    await page.keyboard.press('Shift+Tab');
    assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('aria-label')), 'Mês anterior');
    await page.keyboard.press('Enter');
    assert.equal(await calendar.locator('.cnd-calendar-nav p').textContent(), month);
    const expiry = calendar.getByRole('table').getByRole('link').first();
    await expiry.focus();
    await page.keyboard.press('Enter');
    assert.match(page.url(), /#cnd-agency-/);

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(page.url().replace(/#.*$/, ''));
    await page.waitForFunction(() => document.querySelectorAll('.cnd-card .cnd-days').length === 5);
    await page.screenshot({ path: join(artifactsDir, 'cnd-page-390.png'), fullPage: true });
    assert.equal(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), true, 'nothing wider than 390 px');
    assert.deepEqual(await seriousViolations(page), []);
    await home(page);
    await page.getByRole('article', { name: 'Certidões negativas (CND)' }).getByText(/vence em \d+ dias?/).first().waitFor();
    await page.getByRole('article', { name: 'Agenda tributária' }).getByText(/vence (hoje|em \d+ dias?)/).first().waitFor();
    for (const [name, file] of [['Certidões negativas (CND)', 'cnd-widget-390.png'], ['Agenda tributária', 'tax-calendar-widget-390.png'], ['Notícias', 'news-widget-390.png']]) {
      const widget = page.getByRole('article', { name: name! });
      await widget.screenshot({ path: join(artifactsDir, file!) });
      assert.equal(await widget.evaluate((el) => el.scrollWidth <= el.clientWidth + 1), true, `${name} fits 390 px`);
    }
    await page.close();
  });
};

export default suite;
