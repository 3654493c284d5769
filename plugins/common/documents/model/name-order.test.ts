import { compareNames, foldForSearch } from './name-order';

const order = (names: string[], locale: string) => [...names].sort(compareNames(locale));

describe('compareNames', () => {
  it('puts accented and capital letters with their base letter, and numbers in number order', () => {
    expect(order(['zebra.pdf', 'École.pdf', 'invoice 10.pdf', 'Ecole 2.pdf', 'Invoice 9.pdf', 'apple.pdf'], 'fr-CA'))
      .toEqual(['apple.pdf', 'Ecole 2.pdf', 'École.pdf', 'Invoice 9.pdf', 'invoice 10.pdf', 'zebra.pdf']);
  });

  it('gives names equal but for case or accents one fixed order', () => {
    const names = ['Relatório.pdf', 'relatorio.pdf', 'Relatorio.pdf'];
    expect(order(names, 'pt-BR')).toEqual(order([...names].reverse(), 'pt-BR'));
    expect(new Set(order(names, 'pt-BR')).size).toBe(3);
  });

  it("follows the language's alphabet: in Swedish ä comes after z", () => {
    expect(order(['ä.pdf', 'z.pdf'], 'sv')).toEqual(['z.pdf', 'ä.pdf']);
    expect(order(['ä.pdf', 'z.pdf'], 'de')).toEqual(['ä.pdf', 'z.pdf']);
  });

  it('falls back to the default order for an unknown or malformed tag', () => {
    expect(order(['b', 'a'], 'not a tag!')).toEqual(['a', 'b']);
    expect(order(['b', 'a'], 'xx-unknown')).toEqual(['a', 'b']);
    expect(compareNames('not a tag!')).toBe(compareNames('not a tag!'));
  });
});

describe('foldForSearch', () => {
  it('drops accents and case', () => {
    expect(foldForSearch('Relatório de FÉRIAS')).toBe('relatorio de ferias');
  });
});
