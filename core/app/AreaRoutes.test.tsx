import { act, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { createTestKernel, renderWithKernel } from '@portico/test/support/test-kernel';
import { definePlugin } from '@portico/kernel/plugin';
import { AreaRoutes } from './AreaRoutes';

const area = (route: string, extra: object = {}) =>
  definePlugin({
    id: `test.areas/${route}`, kind: 'area', route, nav: true, titleKey: route,
    load: async () => ({ default: () => <h1>{`area ${route}`}</h1> }), ...extra,
  });

describe('AreaRoutes', () => {
  it('lands "/" on the first authorised area', async () => {
    const kernel = await createTestKernel({ plugins: [area('documents', { order: 2 }), area('home', { order: 1 })] });
    renderWithKernel(<AreaRoutes />, { kernel, path: '/' });
    expect(await screen.findByRole('heading', { name: 'area home' })).toBeInTheDocument();
  });

  it('without dashboard access "/" lands on the next area and /home, no area of theirs, is not found (no loop)', async () => {
    const home = area('home', { order: 1, authorize: () => false });
    const kernel = await createTestKernel({ plugins: [home, area('documents', { order: 2 })] });
    renderWithKernel(<AreaRoutes />, { kernel, path: '/' });
    expect(await screen.findByRole('heading', { name: 'area documents' })).toBeInTheDocument();
    const again = await createTestKernel({ plugins: [area('home', { order: 1, authorize: () => false }), area('documents', { order: 2 })] });
    renderWithKernel(<AreaRoutes />, { kernel: again, path: '/home' });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });

  it('serves a mobile area under /mobile/{route} too, and only that one', async () => {
    const kernel = await createTestKernel({ plugins: [area('actions', { mobile: true }), area('documents')] });
    renderWithKernel(<AreaRoutes />, { kernel, path: '/mobile/actions/service-request/payroll-entries' });
    expect(await screen.findByRole('heading', { name: 'area actions' })).toBeInTheDocument();
  });

  it('sends an unknown path to the not-found page', async () => {
    const kernel = await createTestKernel({ plugins: [area('documents')] });
    renderWithKernel(<AreaRoutes />, { kernel, path: '/mobile/documents' });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });

  it("opens the address's area while another area's check is still asking the server, and keeps it open after", async () => {
    let answer: (allowed: boolean) => void = () => undefined;
    const slow = area('actions', { authorize: () => new Promise<boolean>((resolve) => { answer = resolve; }) });
    let mounts = 0;
    const documents = area('documents', {
      load: async () => ({ default: () => { useEffect(() => { mounts += 1; }, []); return <h1>area documents</h1>; } }),
    });
    const kernel = await createTestKernel({ plugins: [slow, documents] });
    renderWithKernel(<AreaRoutes />, { kernel, path: '/documents' });
    expect(await screen.findByRole('heading', { name: 'area documents' })).toBeInTheDocument();
    // The whole list arrives: "/" and the other routes join, the open area stays mounted.
    await act(async () => { answer(true); await kernel.plugins.authorized([slow]); });
    expect(screen.getByRole('heading', { name: 'area documents' })).toBeInTheDocument();
    expect(mounts).toBe(1);
  });
});
