import { PDFDocument, StandardFonts } from 'pdf-lib';
import { fitLine } from './line-fit';

const font = await (await PDFDocument.create()).embedFont(StandardFonts.Helvetica);
/** The width a line takes on the page: pdf-lib draws glyphs without kerning. */
const drawnWidth = (text: string, size: number) => [...text].reduce((sum, char) => sum + font.widthOfTextAtSize(char, size), 0);

describe('fitLine', () => {
  it('keeps a text that fits and shortens one that does not with an ellipsis, within the width', () => {
    expect(fitLine('Moinho Paulista', font, 8, 200)).toBe('Moinho Paulista');
    const long = 'Moinho Paulista Farinhas Ltda '.repeat(10);
    const fitted = fitLine(long, font, 8, 200);
    const kept = fitted.slice(0, -1);
    expect([long.startsWith(kept), fitted.endsWith('…')]).toEqual([true, true]);
    expect(drawnWidth(fitted, 8)).toBeLessThanOrEqual(200);
    // The longest prefix that fits: one more character would not.
    expect(drawnWidth(`${long.slice(0, kept.length + 1)}…`, 8)).toBeGreaterThan(200);
  });

  it('prints line breaks and controls as spaces and what WinAnsi cannot encode as "?"', () => {
    const fitted = fitLine('Açúcar\nUnião\t😀 中', font, 8, 500);
    expect(fitted).toBe('Açúcar União ? ?');
    expect(() => font.encodeText(fitted)).not.toThrow();
  });

  it('fits a field of a million characters in the time of one line', () => {
    const started = performance.now();
    const fitted = fitLine('W'.repeat(1_000_000), font, 9, 250);
    // The old fit measured the whole string once per character removed: hours for this field.
    expect(performance.now() - started).toBeLessThan(100);
    expect(fitted.length).toBeLessThan(100);
  });
});
