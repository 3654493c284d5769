import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS, TOKENS } from '@portico/plugin';
import { createTestKernel } from '@portico/plugin/testing';
import documents from '../feature';
import { formatModified, formatSize } from '../model/document-view';
import { fakeDocumentsServer } from '../testing/fake-api';
import { doc } from '../testing/fixtures';
import startDocumentsAhead, { takeDocumentsAhead } from './head-start';

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

describe("the documents area's head start", () => {
  it('builds the listing\'s date and size formats with the data it asks for, so the first render builds none', async () => {
    const server = fakeDocumentsServer({ documents: [doc('d1', { name: 'Receipts 2024.pdf' })] });
    const kernel = await createTestKernel({ plugins: [documents], api: server.api, controls: ['ClientCenterDocumentsParentID'] });
    kernel.get(TOKENS.Tokens).longToken = 'test-token';
    localStorage.setItem(STORAGE_KEYS.activeClient, 'c1');

    // A language no other test of this file uses: nothing is built before the head start.
    await startDocumentsAhead(kernel, { language: 'sv-SE', search: '' });

    expect(takeDocumentsAhead(kernel)?.rows().map((d) => d?.name)).toEqual(['Receipts 2024.pdf']);
    const built = [vi.spyOn(Intl, 'DateTimeFormat'), vi.spyOn(Intl, 'NumberFormat')];
    expect(formatModified('2025-03-04T10:00:00Z', 'sv-SE')).toMatch(/2025/);
    expect(formatSize(3.5 * 1024 * 1024, 'sv-SE')).toMatch(/3,5/);
    expect(formatSize(500, 'sv-SE')).toMatch(/500/);
    for (const spy of built) expect(spy).not.toHaveBeenCalled();
  });
});
