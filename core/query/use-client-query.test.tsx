import { act, render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { KernelProvider } from '@portico/kernel/react/kernel-context';
import { TOKENS } from '@portico/kernel/tokens';
import { createTestKernel } from '@portico/test/support/test-kernel';
import { createQueryClient } from './query-client';
import { deferred, httpError, renderWithQueries } from './query-test-support';
import { useClientQuery } from './use-client-query';

type Read = (clientId: string, signal: AbortSignal) => Promise<string>;

function Answer({ read, name = 'answer' }: { read: Read; name?: string }) {
  const remote = useClientQuery(['test', 'answer'], read);
  const text = remote.status === 'loaded' ? remote.data : remote.status === 'failed' ? `failed ${remote.code}` : remote.status;
  return <p data-testid={name}>{text}</p>;
}

describe('useClientQuery', () => {
  it("never shows the old client's answer after a switch, even when it arrives last", async () => {
    const answers = { c1: deferred<string>(), c2: deferred<string>() };
    const read = vi.fn((clientId: string) => answers[clientId as 'c1' | 'c2'].promise);
    const kernel = await renderWithQueries(<Answer read={read} />);
    expect(screen.getByTestId('answer')).toHaveTextContent('loading');

    act(() => kernel.get(TOKENS.Clients).setActive('c2'));
    expect(screen.getByTestId('answer')).toHaveTextContent('loading');
    answers.c2.resolve('data of c2');
    expect(await screen.findByText('data of c2')).toBeInTheDocument();
    await act(async () => {
      answers.c1.resolve('data of c1');
      await new Promise((r) => setTimeout(r, 20));
    });

    expect(screen.getByTestId('answer')).toHaveTextContent('data of c2');
    expect(read.mock.calls.map(([clientId]) => clientId)).toEqual(['c1', 'c2']);
  });

  it('asks once for two components that read the same data', async () => {
    const read = vi.fn(async () => 'shared');
    await renderWithQueries(<><Answer read={read} name="first" /><Answer read={read} name="second" /></>);
    expect(await screen.findByText('shared', { selector: '[data-testid=first]' })).toBeInTheDocument();
    expect(screen.getByTestId('second')).toHaveTextContent('shared');
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('retries a 503 and shows the answer that follows', async () => {
    const read = vi.fn<Read>().mockRejectedValueOnce(httpError(503)).mockRejectedValueOnce(httpError(503)).mockResolvedValue('after retries');
    await renderWithQueries(<Answer read={read} />);
    expect(await screen.findByText('after retries')).toBeInTheDocument();
    expect(read).toHaveBeenCalledTimes(3);
  });

  it("does not retry a 404 and surfaces the API's error code", async () => {
    const read = vi.fn<Read>().mockRejectedValue(httpError(404, { code: 'DOCUMENT_NOT_FOUND', message: 'gone' }));
    await renderWithQueries(<Answer read={read} />);
    expect(await screen.findByText('failed DOCUMENT_NOT_FOUND')).toBeInTheDocument();
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('stays idle without an active client and asks for nothing', async () => {
    const read = vi.fn(async () => 'never');
    const kernel = await createTestKernel();
    render(
      <KernelProvider kernel={kernel}>
        <QueryClientProvider client={createQueryClient()}><Answer read={read} /></QueryClientProvider>
      </KernelProvider>,
    );
    expect(screen.getByTestId('answer')).toHaveTextContent('idle');
    expect(read).not.toHaveBeenCalled();
  });
});
