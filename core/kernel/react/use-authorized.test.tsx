import { act } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { createTestKernel, renderWithKernel } from '@portico/test/support/test-kernel';
import { definePlugin } from '../plugin';
import { useAuthorized } from './use-authorized';

const area = (route: string, authorize?: () => Promise<boolean>) =>
  definePlugin({ id: `test.areas/${route}`, kind: 'area', route, nav: true, titleKey: route, authorize, load: async () => ({ default: () => null }) });

/** Renders a component that records what useAuthorized answered in each of its renders. */
async function rendersOf(kernel: Awaited<ReturnType<typeof createTestKernel>>) {
  const seen: Array<string[] | null> = [];
  function Probe() {
    seen.push(useAuthorized(kernel.plugins.areas())?.map((a) => a.route) ?? null);
    return null;
  }
  renderWithKernel(<Probe />, { kernel });
  await act(async () => { await kernel.plugins.authorized(kernel.plugins.areas()); });
  return seen;
}

describe('useAuthorized', () => {
  it('answers in its first render when the checks have already settled (the entry asks for them before it)', async () => {
    const kernel = await createTestKernel({ plugins: [area('documents'), area('actions', async () => false)] });
    await kernel.plugins.authorized(kernel.plugins.areas());
    const seen = await rendersOf(kernel);
    expect(seen[0]).toEqual(['documents']);
    expect(seen.every((routes) => routes?.join() === 'documents')).toBe(true);
  });

  it('answers null while a check runs, then the allowed plugins', async () => {
    const kernel = await createTestKernel({ plugins: [area('documents'), area('actions', async () => false)] });
    const seen = await rendersOf(kernel);
    expect(seen[0]).toBeNull();
    expect(seen.at(-1)).toEqual(['documents']);
  });

  it('keeps one array while the same plugins are allowed', async () => {
    const kernel = await createTestKernel({ plugins: [area('documents')] });
    await kernel.plugins.authorized(kernel.plugins.areas());
    const answers: unknown[] = [];
    let renderAgain = () => undefined as void;
    function Probe() {
      const [n, setN] = useState(0);
      renderAgain = () => setN(n + 1);
      answers.push(useAuthorized(kernel.plugins.areas()));
      return <p>{n}</p>;
    }
    renderWithKernel(<Probe />, { kernel });
    act(() => renderAgain());
    expect(answers.length).toBeGreaterThan(1);
    expect(new Set(answers).size).toBe(1);
  });
});
