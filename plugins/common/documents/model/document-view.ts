import type { Document } from '@portico/contract/documents';
import { nextTask } from '@portico/plugin';
import { compareNames, foldForSearch } from './name-order';

export type SortKey = 'name' | 'modified' | 'size' | 'type';
export interface SortSpec {
  key: SortKey;
  direction: 'asc' | 'desc';
}

/** The server pages documents by name ascending; any other order or a search needs every page first. */
export const SERVER_ORDER: SortSpec = { key: 'name', direction: 'asc' };
export const needsAllPages = (sort: SortSpec, search: string): boolean =>
  search.trim() !== '' || sort.key !== SERVER_ORDER.key || sort.direction !== SERVER_ORDER.direction;

export type MimeFamily = 'pdf' | 'word' | 'excel' | 'powerpoint' | 'image' | 'other';

export function mimeFamily(mimeType: string, name = ''): MimeFamily {
  const mime = mimeType.toLowerCase();
  const ext = name.toLowerCase().split('.').pop() ?? '';
  if (mime === 'application/pdf' || ext === 'pdf') return 'pdf';
  if (mime.startsWith('image/')) return 'image';
  if (mime.includes('wordprocessing') || mime === 'application/msword' || mime.includes('opendocument.text') || ['doc', 'docx', 'odt'].includes(ext)) return 'word';
  if (mime.includes('spreadsheet') || mime.includes('ms-excel') || mime === 'text/csv' || ['xls', 'xlsx', 'csv', 'ods'].includes(ext)) return 'excel';
  if (mime.includes('presentation') || mime.includes('powerpoint') || ['ppt', 'pptx'].includes(ext)) return 'powerpoint';
  return 'other';
}

/** PDF and images open in the browser; everything else downloads. */
export const isPreviewable = (mimeType: string): boolean => mimeType === 'application/pdf' || /^image\/(png|jpe?g|gif)$/.test(mimeType);

export function sortAndSearch(docs: readonly Document[], sort: SortSpec, search: string, locale?: string): Document[] {
  const needle = foldForSearch(search.trim());
  const matched = needle ? docs.filter((d) => foldForSearch(d.name).includes(needle)) : [...docs];
  const byName = compareNames(locale);
  const compare: Record<SortKey, (a: Document, b: Document) => number> = {
    name: (a, b) => byName(a.name, b.name),
    modified: (a, b) => a.history.modifiedDate.localeCompare(b.history.modifiedDate),
    size: (a, b) => a.size - b.size,
    type: (a, b) => mimeFamily(a.mimeType, a.name).localeCompare(mimeFamily(b.mimeType, b.name)),
  };
  const sign = sort.direction === 'asc' ? 1 : -1;
  // Ties fall back to the name so the order is stable across reloads.
  return matched.sort((a, b) => sign * compare[sort.key](a, b) || byName(a.name, b.name));
}

// Building Intl formatters is costly; rows of a long list share one per locale and unit.
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();
function cached<F extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => F): F {
  let formatter = formatters.get(key) as F | undefined;
  if (!formatter) formatters.set(key, (formatter = make()));
  return formatter;
}

const SIZE_UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;

export function formatSize(bytes: number, locale?: string): string {
  let value = bytes;
  let unit = 0;
  // From 1000 of a unit on, the next one: "1 kB", never "1,020 bytes" or "1,023.5 kB".
  while (value >= 1000 && unit < SIZE_UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const name = SIZE_UNITS[unit]!;
  // One decimal below 10 ("5.3 MB"), none above ("15 kB"): the figure stays short.
  const digits = unit === 0 || value >= 10 ? 0 : 1;
  return cached(`size:${locale}:${name}:${digits}`, () =>
    // Whole bytes spelled out ("592 bytes": the short form reads "592 byte"), larger units short ("1.2 kB").
    new Intl.NumberFormat(locale, { style: 'unit', unit: name, unitDisplay: unit === 0 ? 'long' : 'short', maximumFractionDigits: digits }),
  ).format(value);
}

export const formatModified = (iso: string, locale?: string): string =>
  cached(`date:${locale}`, () => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' })).format(new Date(iso));

/**
 * Builds the formatters a listing uses, one per task, while the listing is still on its way. Each loads the
 * runtime's locale data, 10 to 60 ms on a phone: built inside the render that first needs them, they made it one
 * long task that blocked input (Lighthouse's TBT on the documents page). The name order is not among them: the
 * server sends folders and pages in it, and the browser compares names only once the user sorts or searches.
 * The first Intl object of a page pays most of that (about 25 ms in desktop Chromium, whichever kind it is);
 * the locale's own data, asked for first, takes a fifth of it into a task of its own.
 */
export async function prepareListingFormats(locale: string | undefined): Promise<void> {
  const steps = [
    () => locale && new Intl.Locale(locale).maximize(),
    () => formatSize(200 * 1024, locale),
    () => formatModified(new Date(0).toISOString(), locale),
    () => formatSize(5 * 1024 * 1024, locale),
    () => formatSize(500, locale),
  ];
  for (const step of steps) {
    await nextTask();
    step();
  }
}
