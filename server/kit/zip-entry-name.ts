/**
 * The one way to name a file inside an archive the portal writes. Stored names are user input: a name such as
 * `../../tmp/x.xml`, `C:\x`, a NUL or a right-to-left override must not reach an unzip tool as a path.
 */

declare const cleaned: unique symbol;
/** A path made by `zipEntryName`; streamZip takes nothing else. */
export type ZipEntryName = string & { readonly [cleaned]: true };

/** UTF-8 bytes of one path segment (well below every file system's 255). */
export const MAX_SEGMENT_BYTES = 120;
/** Folders plus the file name; with the segment bound this bounds the whole name. */
export const MAX_SEGMENTS = 8;
export const MAX_ENTRY_NAME_BYTES = MAX_SEGMENTS * (MAX_SEGMENT_BYTES + 1) - 1;
/** What a segment with nothing usable left (empty, only dots) becomes. */
export const FALLBACK_SEGMENT = '_';
/** An extension up to this size survives shortening (`….xml`); a longer one is just text. */
const MAX_KEPT_EXTENSION_BYTES = 16;

/** Control, format (bidi marks and overrides, zero-width), lone surrogate, line and paragraph separators. */
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Cs}\p{Zl}\p{Zp}]/gu;
/** Path separators, drive colon and the rest of what Windows refuses in a name. */
const NOT_IN_SEGMENT = /[/\\:*?"<>|]/g;
/** Device names Windows reserves, with or without an extension (`nul.txt` is the device too). */
const RESERVED = /^(con|prn|aux|nul|com[0-9¹²³]|lpt[0-9¹²³]|conin\$|conout\$)\s*(\.|$)/i;
const LEADING_SPACE = /^\s+/u;
const DOT_OR_SPACE = /^[\s.]$/u;

/**
 * Without trailing dots and spaces, which Windows drops (`a.` and `a` would be one file). A loop, not
 * /[\s.]+$/: that regex rescans every run of dots that is not at the end (quadratic on hostile names).
 */
function withoutTrailingDotsSpaces(text: string): string {
  let end = text.length;
  while (end > 0 && DOT_OR_SPACE.test(text[end - 1]!)) end -= 1;
  return text.slice(0, end);
}

const bytes = (text: string) => Buffer.byteLength(text, 'utf8');

/** The longest prefix within `max` bytes, cut between code points. */
function prefixWithin(text: string, max: number): string {
  let out = '';
  let used = 0;
  for (const point of text) {
    used += bytes(point);
    if (used > max) break;
    out += point;
  }
  return out;
}

/** Shortened to the bound, keeping a short extension. */
function bounded(segment: string): string {
  if (bytes(segment) <= MAX_SEGMENT_BYTES) return segment;
  const dot = segment.lastIndexOf('.');
  const extension = dot > 0 ? segment.slice(dot) : '';
  if (extension && bytes(extension) <= MAX_KEPT_EXTENSION_BYTES) {
    return withoutTrailingDotsSpaces(prefixWithin(segment.slice(0, dot), MAX_SEGMENT_BYTES - bytes(extension))) + extension;
  }
  return prefixWithin(segment, MAX_SEGMENT_BYTES);
}

/** Within the bound and without trailing dots or spaces (shortening may leave some at the end). */
const fitted = (segment: string) => withoutTrailingDotsSpaces(bounded(withoutTrailingDotsSpaces(segment)));

/**
 * Plain ASCII letters, digits, `_`, `-` and inner dots within the bound: nothing below would change it but the
 * device-name check (an export names 100,000 entries; the full cleaning is most of its time on names).
 */
const PLAIN = new RegExp(`^[A-Za-z0-9_-](?:[A-Za-z0-9._-]{0,${MAX_SEGMENT_BYTES - 2}}[A-Za-z0-9_-])?$`);

/** One path segment: a plain file or folder name on every common system. */
export function cleanSegment(raw: string): string {
  if (PLAIN.test(raw) && !RESERVED.test(raw)) return raw;
  let segment = fitted(raw.replace(INVISIBLE, '').replace(NOT_IN_SEGMENT, '_').normalize('NFC').replace(LEADING_SPACE, ''));
  if (RESERVED.test(segment)) segment = fitted(`_${segment}`);
  return segment === '' ? FALLBACK_SEGMENT : segment;
}

/**
 * An archive path from its parts (folders, then the file name), each cleaned by `cleanSegment`: no `.` or `..`
 * segment, no absolute path or drive letter, no control or bidi character, no reserved device name, NFC,
 * at most MAX_ENTRY_NAME_BYTES. The parts are the program's structure, so their count is checked, not cut.
 */
export function zipEntryName(parts: readonly string[]): ZipEntryName {
  if (parts.length === 0 || parts.length > MAX_SEGMENTS) {
    throw new RangeError(`An archive path has 1 to ${MAX_SEGMENTS} parts, not ${parts.length}`);
  }
  return parts.map(cleanSegment).join('/') as ZipEntryName;
}
