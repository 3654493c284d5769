import type { PDFFont } from 'pdf-lib';

/** Per font: the characters it can encode and each one's width at size 1, measured once. */
interface Metrics {
  encodable: Set<number>;
  widths: Map<string, number>;
}
const metricsOf = new WeakMap<PDFFont, Metrics>();

function metrics(font: PDFFont): Metrics {
  let m = metricsOf.get(font);
  if (!m) {
    m = { encodable: new Set(font.getCharacterSet()), widths: new Map() };
    metricsOf.set(font, m);
  }
  return m;
}

const ELLIPSIS = '…';
const CONTROL_OR_BREAK = /[\p{Cc}\p{Zl}\p{Zp}]/u;

/**
 * `text` as one line of at most `width` points: shortened with an ellipsis when longer. Line breaks and control
 * characters print as spaces and characters the font cannot encode (the standard fonts are WinAnsi) as "?".
 * Characters are measured one at a time, in a running sum, and the walk stops at the first one past the
 * width, so a field of a million characters costs what a line of them costs.
 */
export function fitLine(text: string, font: PDFFont, size: number, width: number): string {
  const { encodable, widths } = metrics(font);
  const widthOf = (char: string) => {
    let w = widths.get(char);
    if (w === undefined) widths.set(char, (w = font.widthOfTextAtSize(char, 1)));
    return w * size;
  };
  const room = width - widthOf(ELLIPSIS);
  let line = '';
  let used = 0;
  /** The length of `line` that still leaves room for the ellipsis. */
  let cut = 0;
  for (const raw of text) {
    const char = CONTROL_OR_BREAK.test(raw) ? ' ' : encodable.has(raw.codePointAt(0)!) ? raw : '?';
    used += widthOf(char);
    if (used > width) return `${line.slice(0, cut)}${ELLIPSIS}`;
    line += char;
    if (used <= room) cut = line.length;
  }
  return line;
}

/**
 * `text` broken into lines of at most `width` points, at spaces where it can and inside a word longer than a
 * line; its own line breaks are kept. At most `maxLines` lines: the walk stops there, so its cost is what those
 * lines cost, whatever the text's length. Characters print as fitLine prints them.
 */
export function wrapLines(text: string, font: PDFFont, size: number, width: number, maxLines: number): string[] {
  const { encodable, widths } = metrics(font);
  const widthOf = (char: string) => {
    let w = widths.get(char);
    if (w === undefined) widths.set(char, (w = font.widthOfTextAtSize(char, 1)));
    return w * size;
  };
  const lines: string[] = [];
  let line = '';
  let used = 0;
  const push = (kept: string) => {
    lines.push(kept.trimEnd());
    return lines.length < maxLines;
  };
  for (const raw of text) {
    if (raw === '\r') continue;
    if (raw === '\n') {
      if (!push(line)) return lines;
      line = '';
      used = 0;
      continue;
    }
    const char = CONTROL_OR_BREAK.test(raw) ? ' ' : encodable.has(raw.codePointAt(0)!) ? raw : '?';
    if (char === ' ' && line === '') continue;
    const w = widthOf(char);
    if (used + w > width) {
      const space = line.lastIndexOf(' ');
      // The word in progress moves to the next line whole; a word longer than a line is cut where it is.
      const carried = space > 0 && char !== ' ' ? line.slice(space + 1) : '';
      if (!push(space > 0 && char !== ' ' ? line.slice(0, space) : line)) return lines;
      line = carried;
      used = [...carried].reduce((sum, c) => sum + widthOf(c), 0);
      if (char === ' ') continue;
    }
    line += char;
    used += w;
  }
  if (line.trim()) lines.push(line.trimEnd());
  return lines;
}
