import { describe, expect, it } from 'vitest';
import { CATALOG } from '../../../catalog';
import { createKernel } from '../../../../core/kernel/kernel';

const kernelWith = (ids: string[]) =>
  createKernel({ config: { variant: 'us', plugins: ids.map((id) => ({ id })), flags: {}, shell: {}, version: 't', production: false }, catalog: CATALOG });

describe('the Home area', () => {
  it('is hidden when the variant has no dashboard widget, so "/" lands on the next area', async () => {
    const kernel = kernelWith(['core.areas/home', 'core.areas/documents']);
    expect((await kernel.plugins.authorized(kernel.plugins.areas())).map((a) => a.id)).toEqual(['core.areas/documents']);
  });

  it('shows once an authorised widget exists', async () => {
    const kernel = kernelWith(['core.areas/home', 'core.areas/documents', 'br.widgets/tax-calendar']);
    expect((await kernel.plugins.authorized(kernel.plugins.areas())).map((a) => a.id)).toEqual(['core.areas/home', 'core.areas/documents']);
  });
});
