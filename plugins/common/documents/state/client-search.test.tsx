import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createTestKernel, renderWithKernel } from '@portico/plugin/testing';
import type { DocumentsApi } from '../api/documents-api';
import { useClientSearch, type ClientSearch } from './client-search';

describe('the whole-client search', () => {
  it('left idle, it renders once: its reset on mount keeps the same state (the area does not render again for it)', async () => {
    let renders = 0;
    let seen: ClientSearch | null = null;
    const api = {} as DocumentsApi;
    const onFailed = () => {};
    function Probe() {
      renders += 1;
      seen = useClientSearch(api, null, '', 'en-us', onFailed);
      return <p>{seen.status}</p>;
    }
    renderWithKernel(<Probe />, { kernel: await createTestKernel() });
    expect(await screen.findByText('idle')).toBeInTheDocument();
    expect(seen).toMatchObject({ active: false, status: 'idle', hits: [], total: 0, nextOffset: null });
    expect(renders).toBe(1);
  });
});
