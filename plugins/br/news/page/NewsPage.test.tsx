import '../testing/dom-for-dompurify';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PluginSlot, widgetPageManifest } from '@portico/plugin';
import { createTestKernel, errorReply, fakeApi, renderWithKernel, reply } from '@portico/plugin/testing';
import { NEWS_API, type NewsArticle, type NewsArticleSummary } from '../contract';
import news from '../manifest';

const page = widgetPageManifest(news);

const HOSTILE_BODY = '<h2>Eventos periódicos</h2><p onmouseover="window.pwned=1">Envie até o <strong>dia 10</strong>.</p>'
  + '<script>window.pwned=2</script><a href="https://www.gov.br/esocial">Portal</a><a href="javascript:window.pwned=3">x</a>'
  + '<iframe src="https://evil.example"></iframe><form action="https://evil.example"><input name="senha"></form>';

const ARTICLE: NewsArticle = {
  id: 'a1', title: 'Prazo do eSocial', summary: 'Os eventos vencem no dia 15.', author: 'Equipe DP', publishedAt: '2026-11-20T12:00:00.000Z',
  bodyHtml: HOSTILE_BODY, seen: false, seenAt: null,
  attachments: [{ id: 't1', fileName: 'Guia eSocial.pdf', mimeType: 'application/pdf', size: 4096 }],
};
const summary = (i: number, seen = true): NewsArticleSummary => ({
  id: `a${i}`, title: `Notícia ${i}`, summary: '', author: 'Equipe', publishedAt: `2026-10-${String(30 - i).padStart(2, '0')}T12:00:00.000Z`, seen, attachmentCount: 0,
});

function newsApi(article: NewsArticle | null, total = 12) {
  const all = [summary(1, false), ...Array.from({ length: total - 1 }, (_, i) => summary(i + 2))];
  return fakeApi({
    [`GET ${NEWS_API.newsSharedArticle}`]: () => article ?? errorReply(404, 'NEWS_ARTICLE_NOT_FOUND'),
    [`POST ${NEWS_API.newsMarkAsSeen}`]: (req) => ({ id: req.params.id!, seen: true, seenAt: '2026-11-22T10:00:00.000Z' }),
    [`GET ${NEWS_API.newsShared}`]: (req) => {
      const start = Number(req.query.get('startIndex'));
      const size = Number(req.query.get('itemsPerPage'));
      return { items: all.slice(start, start + size), totalItems: all.length, startIndex: start, itemsPerPage: size };
    },
    [`GET ${NEWS_API.newsAttachment}`]: () => reply(200, '%PDF-1.7 fake', { 'content-type': 'application/pdf' }),
  });
}

async function openPage(api: ReturnType<typeof newsApi>, newsId = 'a1', language = 'pt-br') {
  const kernel = await createTestKernel({ plugins: [news], language, api });
  return renderWithKernel(<PluginSlot manifest={page} props={{ params: { newsId } }} />, { kernel, path: `/home/news/${newsId}` });
}

describe('news page', () => {
  it('renders the article with its HTML sanitised: formatting kept, nothing that runs, links safe', async () => {
    const { container } = await openPage(newsApi(ARTICLE));
    expect(await screen.findByRole('heading', { level: 1, name: 'Prazo do eSocial' })).toBeInTheDocument();
    const body = container.querySelector('.news-body')!;
    expect(within(body as HTMLElement).getByText('dia 10').tagName).toBe('STRONG');
    expect(body.querySelectorAll('script, iframe, form, input').length).toBe(0);
    expect(body.innerHTML).not.toMatch(/onmouseover|javascript:|pwned/);
    const portal = within(body as HTMLElement).getByRole('link', { name: 'Portal' });
    expect([portal.getAttribute('target'), portal.getAttribute('rel')]).toEqual(['_blank', 'noopener noreferrer']);
    expect((window as { pwned?: number }).pwned).toBeUndefined();
    expect(screen.getByText(/Publicada em 20\/11\/2026 por Equipe DP/)).toBeInTheDocument();
  });

  it('marks an unseen article as seen once, and shows it seen in the list', async () => {
    const api = newsApi(ARTICLE);
    await openPage(api);
    const list = await screen.findByRole('navigation', { name: 'Todas as notícias' });
    await waitFor(() => expect(api.calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual(['/api/br-news/v1/articles/a1/mark-as-seen']));
    await waitFor(() => expect(within(list).queryByText('Nova')).toBeNull());
    expect(within(list).getByRole('link', { name: 'Notícia 1' })).toHaveAttribute('aria-current', 'page');
  });

  it('does not mark an article that is already seen', async () => {
    const api = newsApi({ ...ARTICLE, seen: true, seenAt: '2026-11-21T10:00:00.000Z' });
    await openPage(api);
    await screen.findByRole('heading', { level: 1, name: 'Prazo do eSocial' });
    await screen.findByRole('link', { name: 'Notícia 2' });
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('pages the list of news: ten, then the next ten from startIndex 10', async () => {
    const api = newsApi(ARTICLE);
    await openPage(api);
    expect(await screen.findByText('Mostrando 10 de 12 notícias')).toBeInTheDocument();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Mostrar mais notícias' })));
    expect(await screen.findByText('Mostrando 12 de 12 notícias')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mostrar mais notícias' })).toBeNull();
    const pages = api.calls.filter((c) => c.path === NEWS_API.newsShared).map((c) => `${c.query.get('contactId')}:${c.query.get('startIndex')}`);
    expect(pages).toEqual(['1:0', '1:10']);
  });

  it('downloads an attachment through the API, under its own name', async () => {
    const api = newsApi(ARTICLE);
    await openPage(api, 'a1', 'en-us');
    const button = await screen.findByRole('button', { name: 'Download Guia eSocial.pdf' });
    const clicked: string[] = [];
    const original = HTMLAnchorElement.prototype.click;
    HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) { clicked.push(this.download); };
    URL.createObjectURL ??= () => 'blob:x';
    URL.revokeObjectURL ??= () => undefined;
    try {
      await act(async () => fireEvent.click(button));
      await waitFor(() => expect(clicked).toEqual(['Guia eSocial.pdf']));
    } finally {
      HTMLAnchorElement.prototype.click = original;
    }
    expect(api.calls.filter((c) => c.path === '/api/br-news/v1/articles/a1/attachments/t1').map((c) => c.method)).toEqual(['GET']);
  });

  it('says when the article does not exist or is not shared with the contact', async () => {
    await openPage(newsApi(null), 'zz', 'en-us');
    expect(await screen.findByText('This article does not exist or was not shared with you.')).toBeInTheDocument();
  });
});
