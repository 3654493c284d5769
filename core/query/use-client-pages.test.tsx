import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { TOKENS } from '@portico/kernel/tokens';
import { deferred, httpError, renderWithQueries } from './query-test-support';
import { useClientInfiniteQuery, useClientPageQueries } from './use-client-pages';
import { useSerialWrite } from './use-serial-write';

interface Page { items: string[]; next: number | null }
type ReadPage = (clientId: string, offset: number, signal: AbortSignal) => Promise<Page>;

function Pages({ read }: { read: ReadPage }) {
  const pages = useClientInfiniteQuery(['test', 'pages'], read, { firstPage: 0, nextPage: (last) => last.next });
  const text = pages.status === 'loaded' ? pages.data.flatMap((p) => p.items).join(',') : pages.status === 'failed' ? `failed ${pages.code}` : pages.status;
  return (
    <>
      <p data-testid="pages">{text}</p>
      {pages.hasMore && <button type="button" onClick={pages.loadMore}>more</button>}
      {pages.loadingMore && <p>loading more</p>}
    </>
  );
}

describe('useClientInfiniteQuery', () => {
  it("never shows the old client's first page after a switch, even when it arrives last", async () => {
    const answers = { c1: deferred<Page>(), c2: deferred<Page>() };
    const read = vi.fn<ReadPage>((clientId) => answers[clientId as 'c1' | 'c2'].promise);
    const kernel = await renderWithQueries(<Pages read={read} />);
    expect(screen.getByTestId('pages')).toHaveTextContent('loading');

    act(() => kernel.get(TOKENS.Clients).setActive('c2'));
    answers.c2.resolve({ items: ['c2-a'], next: null });
    expect(await screen.findByText('c2-a')).toBeInTheDocument();
    await act(async () => {
      answers.c1.resolve({ items: ['c1-a'], next: 1 });
      await new Promise((r) => setTimeout(r, 20));
    });

    expect(screen.getByTestId('pages')).toHaveTextContent('c2-a');
    expect(screen.queryByRole('button', { name: 'more' })).toBeNull();
    expect(read.mock.calls.map(([clientId, offset]) => [clientId, offset])).toEqual([['c1', 0], ['c2', 0]]);
  });

  it("drops a next page of the old client that arrives after the switch", async () => {
    const second = deferred<Page>();
    const read = vi.fn<ReadPage>(async (clientId, offset) => (clientId === 'c1' && offset === 1 ? second.promise : { items: [`${clientId}-${offset}`], next: offset === 0 ? 1 : null }));
    const kernel = await renderWithQueries(<Pages read={read} />);
    expect(await screen.findByText('c1-0')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'more' }));
    expect(screen.getByText('loading more')).toBeInTheDocument();

    act(() => kernel.get(TOKENS.Clients).setActive('c2'));
    expect(await screen.findByText('c2-0')).toBeInTheDocument();
    await act(async () => {
      second.resolve({ items: ['c1-1'], next: null });
      await new Promise((r) => setTimeout(r, 20));
    });
    expect(screen.getByTestId('pages')).toHaveTextContent(/^c2-0$/);
  });

  it('reads the next page on demand and appends it; none is offered after the last', async () => {
    const read = vi.fn<ReadPage>(async (_clientId, offset) => ({ items: [`p${offset}`], next: offset < 2 ? offset + 1 : null }));
    await renderWithQueries(<Pages read={read} />);
    expect(await screen.findByText('p0')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'more' }));
    expect(await screen.findByText('p0,p1')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'more' }));
    expect(await screen.findByText('p0,p1,p2')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'more' })).toBeNull();
  });

  it('retries a 503, and not a 404 (whose API code it surfaces)', async () => {
    const flaky = vi.fn<ReadPage>().mockRejectedValueOnce(httpError(503)).mockRejectedValueOnce(httpError(503)).mockResolvedValue({ items: ['after retries'], next: null });
    await renderWithQueries(<Pages read={flaky} />);
    expect(await screen.findByText('after retries')).toBeInTheDocument();
    expect(flaky).toHaveBeenCalledTimes(3);
  });

  it("does not retry a 404 and surfaces the API's error code", async () => {
    const gone = vi.fn<ReadPage>().mockRejectedValue(httpError(404, { code: 'DOCUMENT_NOT_FOUND', message: 'gone' }));
    await renderWithQueries(<Pages read={gone} />);
    expect(await screen.findByText('failed DOCUMENT_NOT_FOUND')).toBeInTheDocument();
    expect(gone).toHaveBeenCalledTimes(1);
  });
});

type ReadOne = (clientId: string, page: number, signal: AbortSignal) => Promise<string>;

function Scattered({ read, pages }: { read: ReadOne; pages: number[] }) {
  const reads = useClientPageQueries(['test', 'scattered'], pages, read);
  return <p data-testid="scattered">{reads.states.map((s) => (s.status === 'loaded' ? s.data : s.status)).join(',')}</p>;
}

describe('useClientPageQueries', () => {
  it("reads each page asked for, and never shows the old client's page after a switch", async () => {
    const late = deferred<string>();
    const read = vi.fn<ReadOne>(async (clientId, page) => (clientId === 'c1' && page === 3 ? late.promise : `${clientId}:${page}`));
    function Screen() {
      const [pages, setPages] = useState([0]);
      return <><Scattered read={read} pages={pages} /><button type="button" onClick={() => setPages([0, 3])}>scroll</button></>;
    }
    const kernel = await renderWithQueries(<Screen />);
    expect(await screen.findByText('c1:0')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'scroll' }));
    expect(screen.getByTestId('scattered')).toHaveTextContent('c1:0,loading');

    act(() => kernel.get(TOKENS.Clients).setActive('c2'));
    expect(await screen.findByText('c2:0,c2:3')).toBeInTheDocument();
    await act(async () => {
      late.resolve('c1:3');
      await new Promise((r) => setTimeout(r, 20));
    });
    expect(screen.getByTestId('scattered')).toHaveTextContent(/^c2:0,c2:3$/);
  });
});

describe('useSerialWrite', () => {
  it('sends one write after the other, in the order asked, and is pending until the last is answered', async () => {
    const started: string[] = [];
    const answers = new Map<string, ReturnType<typeof deferred<void>>>();
    let run: ((input: string) => Promise<void>) | null = null;
    function Form() {
      const write = useSerialWrite(['test', 'save'], (input: string) => {
        started.push(input);
        const answer = deferred<void>();
        answers.set(input, answer);
        return answer.promise;
      });
      run = write.run;
      return <p data-testid="saving">{write.pending ? 'saving' : 'saved'}</p>;
    }
    await renderWithQueries(<Form />);
    let first!: Promise<void>;
    let second!: Promise<void>;
    act(() => {
      first = run!('a');
      second = run!('ab');
    });
    await waitFor(() => expect(started).toEqual(['a']));
    expect(screen.getByTestId('saving')).toHaveTextContent('saving');
    await act(async () => {
      answers.get('a')!.resolve();
      await first;
    });
    await waitFor(() => expect(started).toEqual(['a', 'ab']));
    expect(screen.getByTestId('saving')).toHaveTextContent('saving');
    await act(async () => {
      answers.get('ab')!.resolve();
      await second;
    });
    await waitFor(() => expect(screen.getByTestId('saving')).toHaveTextContent('saved'));
  });
});
