import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TOKENS } from '@portico/plugin';
import { createTestKernel, fakeApi, FirstScreenMark, FirstVisitDialog, ModalHost, renderWithKernel, type TestKernelOptions, testSession } from '@portico/plugin/testing';
import { WELCOME_API } from './contract';
import welcome from './feature';

const CLIENT = ['Platform.DefaultClient'];
/** Lets pending checks and requests finish, so that "nothing opened" is a finding and not a race. */
const settle = () => act(() => new Promise((r) => setTimeout(r, 50)));

async function open(seenAt: string | null, options: TestKernelOptions = {}, path = '/') {
  const api = fakeApi({
    [`GET ${WELCOME_API.me}`]: () => ({ seenAt }),
    [`PUT ${WELCOME_API.me}`]: () => ({ seenAt: '2026-11-23T10:00:00.000Z' }),
  });
  const kernel = await createTestKernel({ plugins: [welcome], api, grants: CLIENT, ...options });
  const { navigate } = renderWithKernel(<><FirstScreenMark /><FirstVisitDialog /><ModalHost /></>, { kernel, path });
  return { api, kernel, navigate };
}

describe('welcome dialog', () => {
  it('greets a first visit once; dismissing it is remembered on the server', async () => {
    const { api, kernel } = await open(null);
    const dialog = await screen.findByRole('dialog', { name: 'Welcome, Test' }, { timeout: 5000 });
    expect(dialog).toHaveTextContent('Documents:');
    expect(screen.getByRole('button', { name: 'Get started' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Get started' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(api.calls.filter((c) => c.method === 'PUT' && c.path === WELCOME_API.me)).toHaveLength(1));
    // The same session re-rendering (a bindings refresh) does not open it again.
    act(() => kernel.get(TOKENS.Session).loaded(testSession({ grants: CLIENT })));
    await settle();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("asks the server only once the first screen has painted, not while the screen's own requests are out", async () => {
    const frames: FrameRequestCallback[] = [];
    const frame = vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    try {
      const { api } = await open(null);
      await settle();
      expect(api.calls.filter((c) => c.path === WELCOME_API.me), 'rendered, not painted yet').toHaveLength(0);
      act(() => { for (const callback of frames.splice(0)) callback(performance.now()); });
      await screen.findByRole('dialog', { name: 'Welcome, Test' }, { timeout: 5000 });
      expect(api.calls.filter((c) => c.method === 'GET' && c.path === WELCOME_API.me)).toHaveLength(1);
    } finally {
      frame.mockRestore();
    }
  });

  it('Escape dismisses it too', async () => {
    const { api } = await open(null);
    await screen.findByRole('dialog', undefined, { timeout: 5000 });
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(api.calls.some((c) => c.method === 'PUT')).toBe(true));
  });

  it('does not open for a user who dismissed it before', async () => {
    const { api } = await open('2026-01-01T00:00:00.000Z');
    await waitFor(() => expect(api.calls.some((c) => c.method === 'GET' && c.path === WELCOME_API.me)).toBe(true));
    await settle();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('ClientCenterHideWelcomeModal and a staff preview keep it closed without asking the server', async () => {
    for (const options of [{ controls: ['ClientCenterHideWelcomeModal'] }, { emulatee: 'guid-of-maria' }]) {
      const { api } = await open(null, options);
      await settle();
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(api.calls).toHaveLength(0);
    }
  });

  it('waits while the client is on the terms page, and greets once they have left it', async () => {
    const { api, navigate } = await open(null, {}, '/terms-and-conditions');
    await settle();
    expect(screen.queryByRole('dialog'), 'nothing over the terms').toBeNull();
    expect(api.calls.filter((c) => c.path === WELCOME_API.me)).toHaveLength(0);
    act(() => navigate('/'));
    await screen.findByRole('dialog', { name: 'Welcome, Test' }, { timeout: 5000 });
  });
});
