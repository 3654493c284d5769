import { describe, expect, it, vi } from 'vitest';
import { doc } from '../testing/fixtures';
import { formatModified, formatSize, isPreviewable, mimeFamily, needsAllPages, prepareListingFormats, sortAndSearch } from './document-view';

describe('mimeFamily', () => {
  it.each([
    ['application/pdf', 'x.pdf', 'pdf'],
    ['application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'x.docx', 'word'],
    ['text/csv', 'x.csv', 'excel'],
    ['application/vnd.ms-excel', 'x.xls', 'excel'],
    ['application/vnd.openxmlformats-officedocument.presentationml.presentation', 'x.pptx', 'powerpoint'],
    ['image/png', 'x.png', 'image'],
    ['text/plain', 'x.txt', 'other'],
  ])('%s → %s', (mime, name, family) => expect(mimeFamily(mime, name)).toBe(family));

  it('previews PDF and common images only', () => {
    expect(isPreviewable('application/pdf')).toBe(true);
    expect(isPreviewable('image/jpeg')).toBe(true);
    expect(isPreviewable('text/csv')).toBe(false);
  });
});

describe('sortAndSearch', () => {
  const docs = [
    doc('1', { name: 'b.pdf', size: 30, history: { modifiedDate: '2025-01-02T00:00:00Z', createdDate: '2025-01-01T00:00:00Z' } }),
    doc('2', { name: 'A report.pdf', size: 10, history: { modifiedDate: '2025-01-03T00:00:00Z', createdDate: '2025-01-01T00:00:00Z' } }),
    doc('3', { name: 'c report.csv', size: 20, history: { modifiedDate: '2025-01-01T00:00:00Z', createdDate: '2025-01-01T00:00:00Z' } }),
  ];
  it('sorts by each key in both directions', () => {
    expect(sortAndSearch(docs, { key: 'name', direction: 'asc' }, '').map((d) => d.id)).toEqual(['2', '1', '3']);
    expect(sortAndSearch(docs, { key: 'size', direction: 'desc' }, '').map((d) => d.id)).toEqual(['1', '3', '2']);
    expect(sortAndSearch(docs, { key: 'modified', direction: 'asc' }, '').map((d) => d.id)).toEqual(['3', '1', '2']);
  });
  it('searches names case-insensitively', () => {
    expect(sortAndSearch(docs, { key: 'name', direction: 'asc' }, 'REPORT').map((d) => d.id)).toEqual(['2', '3']);
  });
  it('needs every page for a search or any order but the server’s', () => {
    expect(needsAllPages({ key: 'name', direction: 'asc' }, '')).toBe(false);
    expect(needsAllPages({ key: 'name', direction: 'desc' }, '')).toBe(true);
    expect(needsAllPages({ key: 'name', direction: 'asc' }, 'x')).toBe(true);
  });
});

describe('formatSize', () => {
  it.each([
    [592, 'en-US', '592 bytes'],
    [1, 'en-US', '1 byte'],
    [1536, 'en-US', '1.5 kB'],
    [5 * 1024 * 1024, 'en-US', '5 MB'],
    [592, 'fr-CA', '592 octets'],
    // From 1000 of a unit on, the next unit; one decimal below 10, none above.
    [1020, 'en-US', '1 kB'],
    [15 * 1024, 'en-US', '15 kB'],
    [5.3 * 1024 * 1024, 'en-US', '5.3 MB'],
    [1000 * 1024, 'en-US', '1 MB'],
    [120 * 1024 * 1024, 'pt-BR', '120 MB'],
    [5.3 * 1024 * 1024, 'pt-BR', '5,3 MB'],
    [2.25 * 1024 * 1024 * 1024, 'nl-NL', '2,3 GB'],
    [5.3 * 1024 * 1024, 'fr-CA', '5,3 Mo'],
  ])('%d bytes in %s → %s', (bytes, locale, text) => expect(formatSize(bytes, locale).replace(/\u00a0/g, ' ')).toBe(text));
});

const SERVER_ORDER_NAME = { key: 'name', direction: 'asc' } as const;

describe('prepareListingFormats', () => {
  it("builds the listing's formatters ahead, so its render builds none, and leaves the name order to the first comparison", async () => {
    // A language no other test here has used, so nothing is built already.
    const collator = vi.spyOn(Intl, 'Collator');
    try {
      await prepareListingFormats('fi-fi');
      // The server sends folders and pages in name order: a first load compares nothing.
      expect(collator).not.toHaveBeenCalled();
    } finally {
      collator.mockRestore();
    }
    const built = [vi.spyOn(Intl, 'DateTimeFormat'), vi.spyOn(Intl, 'NumberFormat')];
    try {
      expect(formatSize(3.5 * 1024 * 1024, 'fi-fi').replace(/\u00a0/g, ' ')).toBe('3,5 Mt');
      expect(formatSize(120 * 1024, 'fi-fi').replace(/\u00a0/g, ' ')).toBe('120 kt');
      expect(formatModified('2025-03-04T10:00:00Z', 'fi-fi')).toMatch(/2025/);
      for (const spy of built) expect(spy).not.toHaveBeenCalled();
    } finally {
      for (const spy of built) spy.mockRestore();
    }
    // Sorting still follows the language once asked.
    const docs = [doc('1', { name: 'Zeta.pdf' }), doc('2', { name: 'alpha.pdf' })];
    expect(sortAndSearch(docs, SERVER_ORDER_NAME, '', 'fi-fi').map((d) => d.name)).toEqual(['alpha.pdf', 'Zeta.pdf']);
  });
});
