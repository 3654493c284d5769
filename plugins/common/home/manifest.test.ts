import { describe, expect, it, vi } from 'vitest';
import { loadWholeCatalog } from '../../catalog';
import { TOKENS } from '@portico/plugin';
import { createKernel } from '@portico/plugin/testing';
import type { SessionResponse } from '@portico/contract/session';

const CATALOG = await loadWholeCatalog();

const kernelWith = (ids: string[]) =>
  createKernel({ config: { variant: 'us', plugins: ids.map((id) => ({ id })), flags: {}, shell: {}, version: 't', production: false }, catalog: CATALOG });

const session = (controls: string[] = []): SessionResponse => ({
  meta: { LongToken: '', PrismGuid: '', SessionId: '', SessionExpiresDateTime: '', FirstName: '', LastName: '', EmailAddress: '', EmulateePrismGuid: null },
  bindings: { ApplicationConfiguration: { CompanyId: 1, ContactId: null }, FeatureResourcePermissions: {}, InfrastructureAccessControls: controls },
});

/** A kernel whose session bindings loaded, as after sign-in. */
const signedIn = (ids: string[]) => {
  const kernel = kernelWith(ids);
  kernel.get(TOKENS.Session).loaded(session());
  return kernel;
};

describe('the Home area', () => {
  it('is hidden when the variant has no dashboard widget, so "/" lands on the next area', async () => {
    const kernel = signedIn(['common.home/area', 'common.documents/area']);
    expect((await kernel.plugins.authorized(kernel.plugins.areas())).map((a) => a.id)).toEqual(['common.documents/area']);
  });

  it('shows once an authorised widget exists', async () => {
    const kernel = signedIn(['common.home/area', 'common.documents/area', 'br.tax-calendar/widget']);
    expect((await kernel.plugins.authorized(kernel.plugins.areas())).map((a) => a.id)).toEqual(['common.home/area', 'common.documents/area']);
  });

  it('waits for the session bindings before it answers', async () => {
    const kernel = kernelWith(['common.home/area', 'br.tax-calendar/widget']);
    const store = kernel.get(TOKENS.Session);
    store.startLoading();
    const answer = kernel.plugins.isAuthorized(kernel.plugins.get('common.home/area')!);
    store.loaded(session());
    expect(await answer).toBe(true);
  });

  it('denies and logs "Session Bindings Not Loaded" when the bindings failed', async () => {
    const kernel = kernelWith(['common.home/area', 'br.tax-calendar/widget']);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const store = kernel.get(TOKENS.Session);
    store.startLoading();
    const answer = kernel.plugins.isAuthorized(kernel.plugins.get('common.home/area')!);
    store.failed();
    expect(await answer).toBe(false);
    expect(logged.mock.calls.flat().map(String).join(' ')).toContain('Session Bindings Not Loaded');
    logged.mockRestore();
  });

  it('clears authorization answers when the session re-initialises', async () => {
    // Home needs a widget to show a dashboard at all; the switch is what this test flips.
    const kernel = signedIn(['common.home/area', 'br.tax-calendar/widget']);
    const store = kernel.get(TOKENS.Session);
    const home = kernel.plugins.get('common.home/area')!;
    expect(await kernel.plugins.isAuthorized(home)).toBe(true);
    store.loaded(session(['ClientCenterHideDashboards']));
    await Promise.resolve();
    expect(await kernel.plugins.isAuthorized(home)).toBe(false);
  });
});
