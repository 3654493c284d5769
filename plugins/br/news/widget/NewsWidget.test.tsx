import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TOKENS } from '@portico/plugin';
import { createTestKernel, fakeApi, renderPlugin, testSession } from '@portico/plugin/testing';
import { NEWS_API, type NewsArticleSummary } from '../contract';
import news from '../manifest';

export const SUMMARIES: NewsArticleSummary[] = [
  { id: 'a1', title: 'Prazo do eSocial', summary: 'Eventos periódicos', author: 'Equipe DP', publishedAt: '2026-11-20T12:00:00.000Z', seen: false, attachmentCount: 2 },
  { id: 'a2', title: 'Reforma tributária', summary: 'CBS e IBS', author: 'Equipe Fiscal', publishedAt: '2026-11-10T12:00:00.000Z', seen: true, attachmentCount: 0 },
];

describe('news widget', () => {
  it("lists the contact's latest articles, marks the unseen ones and links each to its page", async () => {
    const api = fakeApi({ [`GET ${NEWS_API.newsShared}`]: () => ({ items: SUMMARIES, totalItems: 2, startIndex: 0, itemsPerPage: 5 }) });
    const kernel = await createTestKernel({ plugins: [news], language: 'pt-br', api });
    renderPlugin(news, { kernel });
    expect(await screen.findByRole('heading', { name: 'Notícias' })).toBeInTheDocument();
    const unseen = (await screen.findByRole('link', { name: /Prazo do eSocial/ }));
    expect(unseen).toHaveAttribute('href', '/home/news/a1');
    expect(within(unseen).getByText('Nova')).toBeInTheDocument();
    const seen = screen.getByRole('link', { name: 'Reforma tributária' });
    expect(within(seen).queryByText('Nova')).toBeNull();
    expect(screen.getByText('1 notícia nova')).toBeInTheDocument();
    expect(screen.getByText(/2 anexos/)).toBeInTheDocument();
    expect(api.calls.map((c) => `${c.path}?${c.query}`)).toEqual([`${NEWS_API.newsShared}?contactId=1&startIndex=0&itemsPerPage=5`]);
  });

  it('says the contact id is missing (spec 001) and asks nothing when the session has no contact', async () => {
    const api = fakeApi({});
    const kernel = await createTestKernel({ plugins: [news], api });
    const session = testSession();
    kernel.get(TOKENS.Session).loaded({ ...session, bindings: { ...session.bindings, ApplicationConfiguration: { CompanyId: 1, ContactId: null } } });
    renderPlugin(news, { kernel });
    expect(await screen.findByRole('alert')).toHaveTextContent('Contact id can not be undefined');
    expect(api.calls).toEqual([]);
  });

  it('says when there is no news', async () => {
    const api = fakeApi({ [`GET ${NEWS_API.newsShared}`]: () => ({ items: [], totalItems: 0, startIndex: 0, itemsPerPage: 5 }) });
    const kernel = await createTestKernel({ plugins: [news], api });
    renderPlugin(news, { kernel });
    expect(await screen.findByText('Your firm has not shared any news yet.')).toBeInTheDocument();
  });
});
