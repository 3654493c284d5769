import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PluginSlot } from '@portico/plugin';
import { createTestKernel, errorReply, fakeApi, renderWithKernel } from '@portico/plugin/testing';
import { NEWS_API, type ArticleInput, type NewsAudience, type StaffArticle, type StaffArticleSummary } from '../contract';
import staff from './manifest';

const AUDIENCE: NewsAudience = {
  clients: [{ id: 'c1', name: 'Padaria Pão Dourado Ltda', tags: ['simples-nacional'] }, { id: 'c2', name: 'Transportes Rio Claro S.A.', tags: [] }],
  tags: [{ tag: 'simples-nacional', clientCount: 1 }],
};
const summary = (over: Partial<StaffArticleSummary> = {}): StaffArticleSummary => ({
  id: 'a1', title: 'Prazo do IRPF', summary: '', author: 'Equipe Fiscal', state: 'draft', publishedAt: null,
  updatedAt: '2026-11-20T12:00:00.000Z', audience: 'all', attachmentCount: 0, ...over,
});
const article = (over: Partial<StaffArticle> = {}): StaffArticle => ({
  ...summary(), bodyHtml: '<p>Entregue até <strong>31 de maio</strong>.</p>', clientIds: [], tag: null, attachments: [], ...over,
});
const page = (items: StaffArticleSummary[]) => ({ items, totalItems: items.length, startIndex: 0, itemsPerPage: 20 });

async function open(path: string, handlers: Parameters<typeof fakeApi>[0]) {
  const api = fakeApi({ [`GET ${NEWS_API.staffAudience}`]: () => AUDIENCE, ...handlers });
  const kernel = await createTestKernel({ plugins: [staff], language: 'pt-br', api });
  renderWithKernel(<PluginSlot manifest={staff} />, { kernel, path });
  return api;
}

describe('the publishing area', () => {
  it('lists the articles with their state, and filters by one', async () => {
    const api = await open('/', {
      [`GET ${NEWS_API.staffArticles}`]: (req) => page(req.query.get('state') === 'scheduled'
        ? [summary({ id: 'a2', title: 'Agendada', state: 'scheduled', publishedAt: '2026-12-24T12:00:00.000Z' })]
        : [summary(), summary({ id: 'a3', title: 'Publicada', state: 'published', publishedAt: '2026-11-01T12:00:00.000Z', attachmentCount: 2 })]),
    });
    expect(await screen.findByRole('link', { name: 'Prazo do IRPF' })).toHaveAttribute('href', '/a1');
    expect(screen.getByText('Rascunho')).toBeInTheDocument();
    expect(screen.getByText('2 anexos', { exact: false })).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Mostrar'), { target: { value: 'scheduled' } });
    expect(await screen.findByRole('link', { name: 'Agendada' })).toBeInTheDocument();
    expect(screen.getByText(/^Agendada para /)).toBeInTheDocument();
    expect(api.calls.at(-1)!.query.get('state')).toBe('scheduled');
  });

  it('says when there is nothing, and offers a retry when the list fails', async () => {
    let fail = true;
    await open('/', { [`GET ${NEWS_API.staffArticles}`]: () => (fail ? errorReply(500, 'INTERNAL') : page([])) });
    expect(await screen.findByRole('alert')).toHaveTextContent('Não foi possível carregar as notícias.');
    fail = false;
    fireEvent.click(within(screen.getByRole('alert')).getByRole('button'));
    expect(await screen.findByText('Nenhuma notícia por aqui ainda.')).toBeInTheDocument();
  });

  it('writes a new article for chosen clients and publishes it now', async () => {
    let sent: ArticleInput | undefined;
    const api = await open('/new', {
      [`POST ${NEWS_API.staffArticles}`]: (req) => { sent = req.body as ArticleInput; return article({ ...sent, id: 'n1' }); },
      [`POST ${NEWS_API.staffPublish}`]: () => article({ id: 'n1', state: 'published', publishedAt: '2026-11-21T12:00:00.000Z' }),
      [`GET ${NEWS_API.staffArticle}`]: () => article({ id: 'n1', state: 'published', publishedAt: '2026-11-21T12:00:00.000Z' }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Nova notícia' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Texto' })).toBeInTheDocument();
    expect(screen.getByRole('toolbar', { name: 'Formatação' })).toBeInTheDocument();
    expect(screen.getByText('Salve o rascunho para adicionar anexos.')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Título'), { target: { value: 'Só para a Padaria' } });
    fireEvent.change(screen.getByLabelText('Autor'), { target: { value: 'Equipe Fiscal' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Clientes escolhidos' }));
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Padaria Pão Dourado Ltda' }));
    expect(screen.getByText('1 cliente escolhido')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Publicar agora' }));
    await waitFor(() => expect(api.calls.some((c) => c.method === 'POST' && c.path.endsWith('/n1/publish'))).toBe(true));
    expect(sent).toMatchObject({ title: 'Só para a Padaria', author: 'Equipe Fiscal', audience: 'clients', clientIds: ['c1'] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Editar notícia' })).toBeInTheDocument();
    expect(screen.getByText(/^Publicada em /)).toBeInTheDocument();
  });

  it('keeps what was typed and says why when publishing is refused', async () => {
    await open('/a1', {
      [`GET ${NEWS_API.staffArticle}`]: () => article({ audience: 'clients' }),
      [`PUT ${NEWS_API.staffArticle}`]: (req) => article({ ...(req.body as ArticleInput) }),
      [`POST ${NEWS_API.staffPublish}`]: () => errorReply(409, 'NEWS_AUDIENCE_EMPTY'),
    });
    const title = await screen.findByLabelText('Título');
    expect(screen.getByRole('textbox', { name: 'Texto' })).toHaveTextContent('Entregue até 31 de maio.');
    fireEvent.change(title, { target: { value: 'Prazo do IRPF 2027' } });
    fireEvent.click(screen.getByRole('button', { name: 'Publicar agora' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Escolha os clientes ou a etiqueta da notícia.');
    expect(screen.getByLabelText('Título')).toHaveValue('Prazo do IRPF 2027');
  });

  it('saves a new article once: a refused publish, tried again, changes the same draft', async () => {
    let publishes = 0;
    const api = await open('/new', {
      [`POST ${NEWS_API.staffArticles}`]: (req) => article({ ...(req.body as ArticleInput), id: 'n1' }),
      [`PUT ${NEWS_API.staffArticle}`]: (req) => article({ ...(req.body as ArticleInput), id: 'n1' }),
      [`POST ${NEWS_API.staffPublish}`]: () => (++publishes === 1 ? errorReply(409, 'NEWS_AUDIENCE_EMPTY') : article({ id: 'n1', state: 'published', publishedAt: '2026-11-21T12:00:00.000Z' })),
      [`GET ${NEWS_API.staffArticle}`]: () => article({ id: 'n1', state: 'published', publishedAt: '2026-11-21T12:00:00.000Z' }),
    });
    fireEvent.change(await screen.findByLabelText('Título'), { target: { value: 'Nova' } });
    fireEvent.change(screen.getByLabelText('Autor'), { target: { value: 'Equipe' } });
    fireEvent.click(screen.getByRole('button', { name: 'Publicar agora' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Escolha os clientes ou a etiqueta da notícia.');
    fireEvent.click(screen.getByRole('button', { name: 'Publicar agora' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Editar notícia' })).toBeInTheDocument();
    expect(api.calls.filter((c) => c.path === NEWS_API.staffArticles && c.method === 'POST')).toHaveLength(1);
    expect(api.calls.some((c) => c.method === 'PUT' && c.path.endsWith('/n1'))).toBe(true);
  });

  it('unpublishes a published article, and schedules one at a time', async () => {
    const api = await open('/a1', {
      [`GET ${NEWS_API.staffArticle}`]: () => article({ state: 'published', publishedAt: '2026-11-01T12:00:00.000Z' }),
      [`PUT ${NEWS_API.staffArticle}`]: () => article({ state: 'published', publishedAt: '2026-11-01T12:00:00.000Z' }),
      [`POST ${NEWS_API.staffUnpublish}`]: () => article(),
      [`POST ${NEWS_API.staffPublish}`]: (req) => article({ state: 'scheduled', publishedAt: (req.body as { at: string }).at }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Despublicar' }));
    expect(await screen.findByText('De volta a rascunho: os clientes não a veem mais.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Agendar' })).toBeDisabled();
    fireEvent.change(screen.getByLabelText('Publicar em'), { target: { value: '24/12/2026 09:30' } });
    fireEvent.click(screen.getByRole('button', { name: 'Agendar' }));
    expect(await screen.findByText(/^Agendada para .*\.$/)).toBeInTheDocument();
    const publish = api.calls.find((c) => c.path.endsWith('/publish'))!;
    expect((publish.body as { at: string }).at).toBe(new Date('2026-12-24T09:30').toISOString());
  });

  it("sets a client's tags from the tags page: the counts follow, a malformed tag and a refusal keep the text", async () => {
    const sent: unknown[] = [];
    let refuse = false;
    await open('/tags', {
      [`PUT ${NEWS_API.staffClientTags}`]: (req) => {
        if (refuse) return errorReply(400, 'VALIDATION_FAILED');
        sent.push(req.body);
        return { clientId: 'c2', tags: (req.body as { tags: string[] }).tags };
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Etiquetas dos clientes' })).toBeInTheDocument();
    expect(await screen.findByText('simples-nacional: 1 cliente')).toBeInTheDocument();
    const transport = screen.getByLabelText('Transportes Rio Claro S.A.');
    fireEvent.change(transport, { target: { value: 'Lucro Real' } });
    fireEvent.click(within(transport.closest('form')!).getByRole('button', { name: 'Salvar etiquetas' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('"lucro real" não é uma etiqueta');
    expect(sent).toHaveLength(0);

    fireEvent.change(transport, { target: { value: 'Simples-Nacional, lucro-real, simples-nacional' } });
    fireEvent.click(within(transport.closest('form')!).getByRole('button', { name: 'Salvar etiquetas' }));
    expect(await within(transport.closest('form')!).findByRole('status')).toHaveTextContent('Etiquetas salvas.');
    expect(sent).toEqual([{ tags: ['simples-nacional', 'lucro-real'] }]);
    expect(screen.getByText('lucro-real: 1 cliente · simples-nacional: 2 clientes')).toBeInTheDocument();

    refuse = true;
    fireEvent.change(transport, { target: { value: 'folha' } });
    fireEvent.click(within(transport.closest('form')!).getByRole('button', { name: 'Salvar etiquetas' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Confira os campos');
    expect(transport).toHaveValue('folha');
  });

  it('finds a client by name or tag on the tags page, and is reached from the list', async () => {
    await open('/', { [`GET ${NEWS_API.staffArticles}`]: () => page([]) });
    expect(await screen.findByRole('link', { name: 'Etiquetas dos clientes' })).toHaveAttribute('href', '/tags');
    fireEvent.click(screen.getByRole('link', { name: 'Etiquetas dos clientes' }));
    const filter = await screen.findByLabelText('Encontrar um cliente ou uma etiqueta');
    fireEvent.change(filter, { target: { value: 'simples' } });
    expect(screen.getByLabelText('Padaria Pão Dourado Ltda')).toBeInTheDocument();
    expect(screen.queryByLabelText('Transportes Rio Claro S.A.')).toBeNull();
    fireEvent.change(filter, { target: { value: 'nada disso' } });
    expect(screen.getByText('Nenhum cliente encontrado.')).toBeInTheDocument();
  });
});
