import fc from 'fast-check';
import {
  FALLBACK_SEGMENT, MAX_ENTRY_NAME_BYTES, MAX_SEGMENT_BYTES, MAX_SEGMENTS, cleanSegment, zipEntryName,
} from './zip-entry-name';

const RESERVED_NAME = /^(con|prn|aux|nul|com[0-9¹²³]|lpt[0-9¹²³]|conin\$|conout\$)\s*(\.|$)/i;
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Cs}\p{Zl}\p{Zp}]/u;

/** Everything an unzip tool or a file system could take as more than a plain relative path. */
function assertSafe(name: string): void {
  const segments = name.split('/');
  expect(Buffer.byteLength(name, 'utf8')).toBeLessThanOrEqual(MAX_ENTRY_NAME_BYTES);
  expect(name).not.toMatch(/^[/\\]/);
  expect(name).not.toMatch(/^[A-Za-z]:/);
  expect(name).not.toMatch(INVISIBLE);
  expect(name).not.toMatch(/[\\:*?"<>|]/);
  expect(name.normalize('NFC')).toBe(name);
  for (const segment of segments) {
    expect(segment).not.toBe('');
    expect(segment).not.toMatch(/^\.+$/);
    expect(segment).not.toMatch(/[\s.]$/u);
    expect(segment).not.toMatch(RESERVED_NAME);
    expect(Buffer.byteLength(segment, 'utf8')).toBeLessThanOrEqual(MAX_SEGMENT_BYTES);
  }
}

/** Strings rich in what matters here: separators, dots, bidi and control characters, reserved names, long runs. */
const hostilePart = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 300 }),
  fc.string({ unit: fc.constantFrom('.', '/', '\\', ':', ' ', 'a', 'é', 'e\u0301', '\u202e', '\u2066', '\u061c', '\u200f', '\0', '\n', '\ud800', '𝔘'), maxLength: 200 }),
  fc.tuple(fc.constantFrom('CON', 'prn', 'Aux', 'nul', 'COM1', 'lpt9', 'com¹'), fc.constantFrom('', '.txt', ' .xml', '.', '  ')).map(([a, b]) => a + b),
  fc.string({ unit: fc.constantFrom('ä', '中', '😀', 'x'), minLength: 100, maxLength: 400 }).map((s) => `${s}.xml`),
);

describe('zipEntryName', () => {
  it('makes a safe relative path of any parts: no ".." or empty segment, not absolute, no drive, no invisible or reserved name, bounded', () => {
    fc.assert(fc.property(fc.array(hostilePart, { minLength: 1, maxLength: MAX_SEGMENTS }), (parts) => {
      const name = zipEntryName(parts);
      assertSafe(name);
      expect(name.split('/')).toHaveLength(parts.length);
    }), { numRuns: 500 });
  });

  it('leaves a plain ASCII name as the full cleaning would (its shortcut changes nothing)', () => {
    // A leading zero-width space is the first thing the full cleaning removes, and it keeps the name off the shortcut.
    const fullyCleaned = (raw: string) => cleanSegment(`\u200b${raw}`);
    const plain = fc.oneof(
      fc.string({ unit: fc.constantFrom('a', 'Z', '0', '9', '_', '-', '.'), maxLength: MAX_SEGMENT_BYTES + 5 }),
      fc.tuple(fc.constantFrom('CON', 'nul', 'com1', 'LPT9', 'aux'), fc.constantFrom('', '.xml', '.', '-1')).map(([a, b]) => a + b),
      fc.constant('35240112345678000190550010000012341000012345.xml'),
    );
    fc.assert(fc.property(plain, (raw) => { expect(cleanSegment(raw)).toBe(fullyCleaned(raw)); }), { numRuns: 1000 });
  });

  it('cleans the names of the security report', () => {
    expect(zipEntryName(['2026-04', 'received', '../../../../tmp/zip-slip.xml'])).toBe('2026-04/received/.._.._.._.._tmp_zip-slip.xml');
    expect(zipEntryName(['2026-04', '..', '.'])).toBe(`2026-04/${FALLBACK_SEGMENT}/${FALLBACK_SEGMENT}`);
    expect(zipEntryName(['/etc/passwd'])).toBe('_etc_passwd');
    expect(zipEntryName(['C:\\Windows\\system.ini'])).toBe('C__Windows_system.ini');
    expect(zipEntryName(['a\0b.xml'])).toBe('ab.xml');
    // "invoice‮lmx.exe" shows as "invoiceexe.xml" in a right-to-left aware viewer.
    expect(zipEntryName(['invoice\u202elmx.exe'])).toBe('invoicelmx.exe');
    expect(zipEntryName(['\u2066x\u2069\u200e\u200f\u061c.xml'])).toBe('x.xml');
  });

  it('renames reserved device names with or without extension, and drops trailing dots and spaces', () => {
    expect(['CON', 'nul.xml', 'Com1.tar.gz', 'LPT9 .txt', 'aux.'].map(cleanSegment)).toEqual(['_CON', '_nul.xml', '_Com1.tar.gz', '_LPT9 .txt', '_aux']);
    expect(['CONSOLE.xml', 'com10', 'nully'].map(cleanSegment)).toEqual(['CONSOLE.xml', 'com10', 'nully']);
    expect(cleanSegment('report. . .')).toBe('report');
    expect(cleanSegment('   ')).toBe(FALLBACK_SEGMENT);
  });

  it('normalises to NFC and shortens a long name within the bound, keeping its extension and whole characters', () => {
    expect(cleanSegment('e\u0301')).toBe('é');
    const long = cleanSegment(`${'中'.repeat(100)}.xml`);
    expect(long.endsWith('.xml')).toBe(true);
    expect(Buffer.byteLength(long)).toBeLessThanOrEqual(MAX_SEGMENT_BYTES);
    expect(long).toBe(`${'中'.repeat(38)}.xml`);
  });

  it('takes 1 to MAX_SEGMENTS parts', () => {
    expect(() => zipEntryName([])).toThrow(RangeError);
    expect(() => zipEntryName(Array(MAX_SEGMENTS + 1).fill('a'))).toThrow(RangeError);
  });
});
