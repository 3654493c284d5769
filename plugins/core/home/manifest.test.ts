import { describe, expect, it } from 'vitest';
import { CATALOG } from '../../catalog';
import { createKernel } from '@portico/kernel/kernel';
import { TOKENS } from '@portico/kernel/tokens';

const kernelWith = (ids: string[]) =>
  createKernel({ config: { variant: 'us', plugins: ids.map((id) => ({ id })), flags: {}, shell: {}, version: 't', production: false }, catalog: CATALOG });

describe('the Home area', () => {
  it('is hidden when the variant has no dashboard widget, so "/" lands on the next area', async () => {
    const kernel = kernelWith(['core.home/area', 'core.documents/area']);
    expect((await kernel.plugins.authorized(kernel.plugins.areas())).map((a) => a.id)).toEqual(['core.documents/area']);
  });

  it('shows once an authorised widget exists', async () => {
    const kernel = kernelWith(['core.home/area', 'core.documents/area', 'br.tax-calendar/widget']);
    expect((await kernel.plugins.authorized(kernel.plugins.areas())).map((a) => a.id)).toEqual(['core.home/area', 'core.documents/area']);
  });

  it('clears authorization answers when the session re-initialises', async () => {
    // Home needs a widget to show a dashboard at all; the switch is what this test flips.
    const kernel = kernelWith(['core.home/area', 'br.tax-calendar/widget']);
    const session = kernel.get(TOKENS.Session);
    const home = kernel.plugins.get('core.home/area')!;
    expect(await kernel.plugins.isAuthorized(home)).toBe(true);
    session.loaded({
      meta: { LongToken: '', PrismGuid: '', SessionId: '', SessionExpiresDateTime: '', FirstName: '', LastName: '', EmailAddress: '', EmulateePrismGuid: null },
      bindings: { ApplicationConfiguration: { CompanyId: 1, ContactId: null }, FeatureResourcePermissions: {}, InfrastructureAccessControls: ['ClientCenterHideDashboards'] },
    });
    await Promise.resolve();
    expect(await kernel.plugins.isAuthorized(home)).toBe(false);
  });
});
