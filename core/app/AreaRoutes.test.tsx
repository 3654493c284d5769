import { screen } from '@testing-library/react';
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
});
