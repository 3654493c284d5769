import { describe, expect, it } from 'vitest';
import { codePointLabel, escapeInvisible, fileNameProblem, FORBIDDEN_FILE_NAME_CHARACTERS, nameKey, nextFreeName, numberedName, safeFileName } from './file-names';

describe('fileNameProblem', () => {
  it.each([
    'P&L Statement 2025.pdf', 'Invoice #1042.pdf', "Relatório (março), 50% + 10% d'O'Brien.pdf", 'Nota fiscal nº 12.xml',
    'résumé ~{draft}.docx', '2025-01 extrato [Itaú].csv', 'Übersicht; Q1 = 100 €.xlsx', '請求書 2025.pdf', 'CONSOLE.pdf', 'null.pdf', 'COM10.pdf',
  ])('accepts the everyday name %s', (name) => {
    expect(fileNameProblem(name)).toBeNull();
  });

  it.each([
    ['\u202E', 'U+202E'], ['\u202A', 'U+202A'], ['\u2066', 'U+2066'], ['\u200E', 'U+200E'], ['\u200B', 'U+200B'], ['\u200C', 'U+200C'],
    ['\u200D', 'U+200D'], ['\uFEFF', 'U+FEFF'], ['\u2060', 'U+2060'], ['\u00AD', 'U+00AD'], ['\u3164', 'U+3164'], ['\u0000', 'U+0000'],
    ['\t', 'U+0009'], ['\n', 'U+000A'], ['\u007F', 'U+007F'], ['\u0085', 'U+0085'], ['\u2028', 'U+2028'], ['\uE000', 'U+E000'],
    ['\uD800', 'U+D800'], ['\u{E0041}', 'U+E0041'],
    ...FORBIDDEN_FILE_NAME_CHARACTERS.map((ch) => [ch, codePointLabel(ch)]),
  ])('refuses the character %j as INVALID_CHARACTER %s', (ch, label) => {
    expect(fileNameProblem(`in${ch}voice.pdf`)).toEqual({ reason: 'INVALID_CHARACTER', character: label });
  });

  it('names path separators and the first offending character', () => {
    expect(fileNameProblem('..\\..\\boot.ini.pdf')).toEqual({ reason: 'INVALID_CHARACTER', character: 'U+005C' });
    expect(fileNameProblem('a/b.pdf')).toEqual({ reason: 'INVALID_CHARACTER', character: 'U+002F' });
    expect(fileNameProblem('a:b\u202E.pdf')).toEqual({ reason: 'INVALID_CHARACTER', character: 'U+003A' });
  });

  it.each([
    'CON', 'con.pdf', 'Prn.txt', 'AUX.tar.gz', 'NUL .pdf', 'COM1.pdf', 'com9.xlsx', 'LPT1.pdf', 'lpt9.csv', 'COM0.pdf', 'COM¹.pdf', 'LPT³.pdf',
    'CONIN$.txt', 'conout$.pdf',
  ])('refuses the Windows device name %s', (name) => {
    expect(fileNameProblem(name)).toEqual({ reason: 'RESERVED_NAME' });
  });

  it('refuses leading and trailing dots and spaces, empty and over-long names', () => {
    expect(fileNameProblem('invoice.pdf.')).toEqual({ reason: 'TRAILING_DOT_OR_SPACE' });
    expect(fileNameProblem('invoice.pdf ')).toEqual({ reason: 'TRAILING_DOT_OR_SPACE' });
    expect(fileNameProblem('invoice.pdf\u00A0')).toEqual({ reason: 'TRAILING_DOT_OR_SPACE' });
    expect(fileNameProblem('invoice...')).toEqual({ reason: 'TRAILING_DOT_OR_SPACE' });
    expect(fileNameProblem('.env.pdf')).toEqual({ reason: 'LEADING_DOT_OR_SPACE' });
    expect(fileNameProblem('..')).toEqual({ reason: 'LEADING_DOT_OR_SPACE' });
    expect(fileNameProblem(' invoice.pdf')).toEqual({ reason: 'LEADING_DOT_OR_SPACE' });
    expect(fileNameProblem('')).toEqual({ reason: 'EMPTY_NAME' });
    expect(fileNameProblem('   ')).toEqual({ reason: 'EMPTY_NAME' });
    expect(fileNameProblem(`${'x'.repeat(196)}.pdf`)).toBeNull();
    expect(fileNameProblem(`${'x'.repeat(197)}.pdf`)).toEqual({ reason: 'NAME_TOO_LONG' });
    expect(fileNameProblem('abcdef.pdf', 5)).toEqual({ reason: 'NAME_TOO_LONG' });
  });
});

describe('escapeInvisible', () => {
  it('spells invisible characters out and leaves the rest', () => {
    expect(escapeInvisible('invoice\u202Efdp.exe')).toBe('invoice<U+202E>fdp.exe');
    expect(escapeInvisible('P&L März #1.pdf')).toBe('P&L März #1.pdf');
  });
});

describe('safeFileName', () => {
  it.each([
    ['Q1: results?.pdf', 'Q1- results-.pdf'],
    ['a/b\\c.pdf', 'a-b-c.pdf'],
    ['report.pdf.', 'report.pdf'],
    [' .hidden.pdf ', 'hidden.pdf'],
    ['CON.pdf', '_CON.pdf'],
    ['in\u202Evoice.pdf', 'in-voice.pdf'],
    ['...', 'document'],
  ])('turns %j into the acceptable %j', (name, safe) => {
    expect(safeFileName(name)).toBe(safe);
    expect(fileNameProblem(safeFileName(name))).toBeNull();
  });

  it('keeps the extension when it shortens a long name', () => {
    const safe = safeFileName(`${'a'.repeat(300)}.pdf`);
    expect(safe).toHaveLength(200);
    expect(safe.endsWith('.pdf')).toBe(true);
  });
});

describe('numbered names', () => {
  it('numbers before the extension and does not stack numbers', () => {
    expect(numberedName('Invoice.pdf', 2)).toBe('Invoice (2).pdf');
    expect(numberedName('Invoice (2).pdf', 3)).toBe('Invoice (3).pdf');
    expect(numberedName('README', 2)).toBe('README (2)');
  });

  it('finds the first free name, ignoring case', () => {
    const taken = new Set(['invoice.pdf', 'invoice (2).pdf'].map(nameKey));
    expect(nextFreeName('INVOICE.pdf', taken)).toBe('INVOICE (3).pdf');
    expect(nextFreeName('Other.pdf', taken)).toBe('Other.pdf');
  });
});
