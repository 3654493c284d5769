import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DocumentsApi } from '../api/documents-api';
import { useClientSearch } from './client-search';

describe('the whole-client search', () => {
  it('left idle, it renders once: its reset on mount keeps the same state (the area does not render again for it)', () => {
    let renders = 0;
    const api = {} as DocumentsApi;
    const onFailed = () => {};
    const { result } = renderHook(() => {
      renders += 1;
      return useClientSearch(api, null, '', 'en-us', onFailed);
    });
    expect(result.current).toMatchObject({ active: false, status: 'idle', hits: [], total: 0, nextOffset: null });
    expect(renders).toBe(1);
  });
});
