import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestKernel, renderWithKernel, type TestKernelOptions } from '@portico/test/support/test-kernel';
import { definePlugin } from '@portico/kernel/plugin';
import { PluginSlot } from '@portico/kernel/react/plugin-slot';
import { TOKENS } from '@portico/kernel/tokens';
import { ModalHost } from '../../shell/modals/ModalHost';
import type { LogBatch } from '../logger';
import { startAfterSignIn } from './after-sign-in';
import { DEBUG_PANEL_MODAL } from '../debug-names';

const STAFF = 'Applications.ClientCenter';
const CLIENT = 'Applications.ClientCenterClientHub';

const throwing = definePlugin({
  id: 'test.broken/area', kind: 'area', route: 'broken', nav: false, titleKey: 'x',
  load: async () => ({ default: () => { throw new Error('render failed'); } }),
});

/** The log batches the page posted, read from a stubbed fetch. */
function captureLogPosts() {
  const batches: LogBatch[] = [];
  const fetchStub = vi.fn(async (url: string, init: RequestInit) => {
    if (new URL(url).pathname === '/api/logging/v1/log') batches.push(JSON.parse(String(init.body)) as LogBatch);
    return new Response('{"accepted":1}', { status: 202 });
  });
  vi.stubGlobal('fetch', fetchStub);
  return batches;
}

async function signedIn(options: TestKernelOptions) {
  const kernel = await createTestKernel(options);
  kernel.get(TOKENS.Tokens).longToken = 'T0KEN';
  const stop = startAfterSignIn(kernel, { intervalMs: 60_000, errorDelayMs: 10 });
  return { kernel, stop };
}

const ctrlAltD = () => fireEvent.keyDown(window, { key: 'd', code: 'KeyD', ctrlKey: true, altKey: true });

describe('what starts after sign-in', () => {
  let stops: Array<() => void> = [];
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    stops.forEach((stop) => stop());
    stops = [];
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('ships a frontEndException naming a plugin that throws while rendering', async () => {
    const batches = captureLogPosts();
    const { kernel, stop } = await signedIn({ plugins: [throwing], grants: [CLIENT] });
    stops.push(stop);
    renderWithKernel(<PluginSlot manifest={throwing} />, { kernel });
    await screen.findByRole('alert');
    await waitFor(() => expect(batches.flatMap((b) => b.items).some((i) => i.type === 'frontEndException')).toBe(true));
    const error = batches.flatMap((b) => b.items).find((i) => i.type === 'frontEndException')!;
    expect(error.data.description).toContain('"test.broken/area"');
    expect(error.data.logs[0]).toMatchObject({ module: 'plugin', stack: expect.stringContaining('render failed') });
    // The same error is kept for a report-issue.
    expect(kernel.get(TOKENS.Logger).recent().map((e) => e.id)).toContain(error.id);
    // Opening the area counted as feature use; it went with the error's batch.
    expect(batches.flatMap((b) => b.items).map((e) => [e.type, e.data.description])).toContainEqual(['featureUse', 'test.broken/area']);
  });

  it("ships nothing in a preview (the staff member's entries; the log refuses them) but keeps errors for a report-issue", async () => {
    const batches = captureLogPosts();
    const { kernel, stop } = await signedIn({ plugins: [throwing], grants: [CLIENT], emulatee: 'guid-client' });
    stops.push(stop);
    renderWithKernel(<PluginSlot manifest={throwing} />, { kernel });
    await screen.findByRole('alert');
    await waitFor(() => expect(kernel.get(TOKENS.Logger).recent().some((e) => e.type === 'frontEndException')).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(batches).toEqual([]);
  });

  it('records analytics for a client, and none under ClientCenterDisableProductInsight', async () => {
    captureLogPosts();
    const on = await signedIn({ grants: [CLIENT] });
    stops.push(on.stop);
    window.dispatchEvent(new CustomEvent('portico:plugin-opened', { detail: { pluginId: 'common.documents/area', kind: 'area' } }));
    expect(on.kernel.get(TOKENS.Logger).take(10).map((e) => e.type)).toEqual(['pageView', 'featureUse']);
    on.stop();

    const off = await signedIn({ grants: [CLIENT], controls: ['ClientCenterDisableProductInsight'] });
    stops.push(off.stop);
    window.dispatchEvent(new CustomEvent('portico:plugin-opened', { detail: { pluginId: 'common.documents/area', kind: 'area' } }));
    expect(off.kernel.get(TOKENS.Logger).pending).toBe(0);
  });

  it('offers a client no debug panel: the shortcut opens nothing and stored overrides do not apply', async () => {
    captureLogPosts();
    sessionStorage.setItem('portico-flag-overrides', JSON.stringify({ feedbackRequest: true }));
    const { kernel, stop } = await signedIn({ grants: [CLIENT] });
    stops.push(stop);
    expect(kernel.get(TOKENS.Modals).has(DEBUG_PANEL_MODAL)).toBe(false);
    ctrlAltD();
    expect(kernel.get(TOKENS.Modals).state.open).toHaveLength(0);
    expect(kernel.get(TOKENS.Flags).isEnabled('feedbackRequest')).toBe(false);
  });

  it('lets staff open the debug panel with Ctrl+Alt+D, override a flag (marked) and see recent errors', async () => {
    captureLogPosts();
    const { kernel, stop } = await signedIn({ grants: [STAFF] });
    stops.push(stop);
    kernel.get(TOKENS.Logger).error('theme', 'Theme failed to load', new Error('HTTP 500'));
    renderWithKernel(<ModalHost />, { kernel });
    act(() => void ctrlAltD());
    const dialog = await screen.findByRole('dialog', { name: 'Debug panel' });
    expect(within(dialog).getByText('Theme failed to load')).toBeTruthy();
    const feedback = within(dialog).getByRole('checkbox', { name: /Feedback request/ });
    expect(feedback).not.toBeChecked();
    await userEvent.click(feedback);
    expect(kernel.get(TOKENS.Flags).isEnabled('feedbackRequest')).toBe(true);
    expect(within(dialog).getByText('Overridden')).toBeTruthy();
    expect(within(dialog).getByText(/1 flag is overridden/)).toBeTruthy();
    expect(JSON.parse(sessionStorage.getItem('portico-flag-overrides')!)).toEqual({ feedbackRequest: true });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reset Feedback request' }));
    expect(kernel.get(TOKENS.Flags).isEnabled('feedbackRequest')).toBe(false);
    expect(within(dialog).queryByText('Overridden')).toBeNull();
  });
});
