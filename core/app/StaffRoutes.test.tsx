import { screen } from '@testing-library/react';
import { Route } from 'wouter';
import { describe, expect, it } from 'vitest';
import { createTestKernel, renderWithKernel } from '@portico/test/support/test-kernel';
import { definePlugin } from '@portico/kernel/plugin';
import { InvalidManifestError } from '@portico/kernel/errors';
import { AreaRoutes } from './AreaRoutes';
import { StaffRoutes } from './StaffRoutes';

const STAFF = 'Platform.DefaultStaff';

const area = (route: string, extra: object = {}) =>
  definePlugin({
    id: `test.areas/${route}`, kind: 'area', route, nav: true, titleKey: route,
    load: async () => ({ default: () => <h1>{`area ${route}`}</h1> }), ...extra,
  });

describe('staff areas', () => {
  it('are served at /staff/{route}, and the registry keeps them apart from the clients\' areas', async () => {
    const kernel = await createTestKernel({ plugins: [area('inbox', { audience: 'staff' }), area('documents')], grants: [STAFF] });
    expect(kernel.plugins.areas().map((a) => a.route)).toEqual(['documents']);
    expect(kernel.plugins.staffAreas().map((a) => a.route)).toEqual(['inbox']);
    renderWithKernel(<Route path="/staff" nest><StaffRoutes /></Route>, { kernel, path: '/staff/inbox/requests/42' });
    expect(await screen.findByRole('heading', { name: 'area inbox' })).toBeInTheDocument();
  });

  it('are not a client route: /inbox is not found for a client', async () => {
    const kernel = await createTestKernel({ plugins: [area('inbox', { audience: 'staff' }), area('documents')] });
    renderWithKernel(<AreaRoutes />, { kernel, path: '/inbox' });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });

  it('send an unknown workspace path to the not-found page inside the frame', async () => {
    const kernel = await createTestKernel({ plugins: [area('inbox', { audience: 'staff' })], grants: [STAFF] });
    renderWithKernel(<Route path="/staff" nest><StaffRoutes /></Route>, { kernel, path: '/staff/nothing-here' });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });

  it('are hidden from a session without the staff grant (a client, or staff previewing a client)', async () => {
    const kernel = await createTestKernel({ plugins: [area('inbox', { audience: 'staff' })] });
    expect(await kernel.plugins.authorized(kernel.plugins.staffAreas())).toEqual([]);
    renderWithKernel(<Route path="/staff" nest><StaffRoutes /></Route>, { kernel, path: '/staff/inbox' });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });

  it('do not offer a client the landing: /staff/ is not found, not a list of contacts it may not read', async () => {
    const kernel = await createTestKernel({ plugins: [area('inbox', { audience: 'staff' })] });
    renderWithKernel(<Route path="/staff" nest><StaffRoutes /></Route>, { kernel, path: '/staff/' });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Staff area' })).not.toBeInTheDocument();
  });

  it('refuse an unknown audience and the mobile host, naming the plugin', () => {
    expect(() => area('inbox', { audience: 'firm' })).toThrow(InvalidManifestError);
    expect(() => area('inbox', { audience: 'staff', mobile: true })).toThrow(/test\.areas\/inbox.*mobile/);
  });
});
