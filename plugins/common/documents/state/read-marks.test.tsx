import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { KernelProvider } from '@portico/plugin';
import { QueryClientProvider } from '@tanstack/react-query';
import { createTestKernel, createTestQueryClient } from '@portico/plugin/testing';
import documents from '../feature';
import { CONTROL_NAMES } from '../permissions';
import type { DocumentsServices } from './documents-services';
import { useReadMarks } from './read-marks';

async function renderReadMarks(controls: string[], marks: string[]) {
  const kernel = await createTestKernel({ plugins: [documents], controls });
  const services = { api: { readMarks: async () => marks }, readOnly: false } as unknown as DocumentsServices;
  let renders = 0;
  const queries = createTestQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <KernelProvider kernel={kernel}><QueryClientProvider client={queries}>{children}</QueryClientProvider></KernelProvider>
  );
  const { result } = renderHook(() => {
    renders += 1;
    return useReadMarks(services, 'c1');
  }, { wrapper });
  return { result, renders: () => renders };
}

describe('read marks', () => {
  it('turned off, they render once: the reset on mount keeps the same empty set', async () => {
    const { result, renders } = await renderReadMarks([], ['d1']);
    expect(result.current.marks).toBeUndefined();
    expect(renders()).toBe(1);
  });

  it("turned on, they render again only for the server's answer", async () => {
    const { result, renders } = await renderReadMarks([CONTROL_NAMES.showReadToggle], ['d1']);
    await waitFor(() => expect(result.current.marks?.read.has('d1')).toBe(true));
    expect(renders()).toBe(2);
  });
});
