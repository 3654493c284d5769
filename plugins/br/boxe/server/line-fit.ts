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
