import { render } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { HTTPError } from 'ky';
import type { ReactNode } from 'react';
import { KernelProvider } from '@portico/kernel/react/kernel-context';
import { TOKENS } from '@portico/kernel/tokens';
import { createTestKernel } from '@portico/test/support/test-kernel';
import { createQueryClient } from './query-client';

/** Renders `ui` with client c1 active and the production cache's rules (retries included), with no wait between attempts. */
export async function renderWithQueries(ui: ReactNode) {
  const kernel = await createTestKernel();
  kernel.get(TOKENS.Clients).setActive('c1');
  render(
    <KernelProvider kernel={kernel}>
      <QueryClientProvider client={createQueryClient({ retryDelay: 0 })}>{ui}</QueryClientProvider>
    </KernelProvider>,
  );
  return kernel;
}

export const httpError = (status: number, body: unknown = null) =>
  new HTTPError(Response.json(body, { status }), new Request('http://portal.test/api/x'), {} as never);

/** A promise the test settles when it chooses: answers arriving in an order the test sets. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}
