import { find, parseXml, textAt, XML_LIMITS, XmlRefusal } from './xml-tree';
import { BILLION_LAUGHS, deepNfe, demoNfe, EXTERNAL_ENTITY, MALFORMED, manyElementsNfe } from './printable-fixtures';

const refusalOf = (xml: string) => {
  try {
    parseXml(xml);
  } catch (error) {
    if (error instanceof XmlRefusal) return error.code;
    throw error;
  }
  return null;
};

describe('parseXml', () => {
  it('reads a fiscal document into a tree of local names', () => {
    const root = parseXml(demoNfe());
    expect(root.name).toBe('nfeProc');
    expect(textAt(root, 'infNFe', 'emit', 'xNome')).toBe('Moinho Paulista Farinhas Ltda');
    expect(find(root, 'infNFe')?.attributes.Id).toBe('NFe35260161034578000190550010000012341123456780');
  });

  it('refuses malformed XML, any DOCTYPE and entity bombs without expanding anything', () => {
    expect(refusalOf(MALFORMED)).toBe('BOXE_XML_INVALID');
    expect(refusalOf('')).toBe('BOXE_XML_INVALID');
    expect(refusalOf(EXTERNAL_ENTITY)).toBe('BOXE_XML_INVALID');
    expect(refusalOf(BILLION_LAUGHS)).toBe('BOXE_XML_INVALID');
    expect(refusalOf('<!DOCTYPE nfeProc><nfeProc/>')).toBe('BOXE_XML_INVALID');
    // An undeclared entity is an error, never text.
    expect(refusalOf('<nfeProc><xNome>&lol9;</xNome></nfeProc>')).toBe('BOXE_XML_INVALID');
  });

  it('refuses a document past each limit, stopping where the limit is passed', () => {
    expect(refusalOf(`<a>${' '.repeat(XML_LIMITS.chars)}</a>`)).toBe('BOXE_XML_TOO_LARGE');
    expect(refusalOf(manyElementsNfe(XML_LIMITS.elements))).toBe('BOXE_XML_TOO_COMPLEX');
    expect(refusalOf(manyElementsNfe(XML_LIMITS.elements - 100))).toBeNull();
    expect(refusalOf(deepNfe(XML_LIMITS.depth))).toBe('BOXE_XML_TOO_COMPLEX');
    expect(refusalOf(deepNfe(XML_LIMITS.depth - 10))).toBeNull();
    expect(refusalOf(demoNfe({ emitterName: 'A'.repeat(XML_LIMITS.fieldChars + 1) }))).toBe('BOXE_XML_FIELD_TOO_LONG');
    expect(refusalOf(demoNfe({ emitterName: 'A'.repeat(XML_LIMITS.fieldChars) }))).toBeNull();
    // The stop is early: the unclosed rest of a document refused for its elements is never read.
    expect(refusalOf(`<a>${'<b/>'.repeat(XML_LIMITS.elements)}<unclosed>`)).toBe('BOXE_XML_TOO_COMPLEX');
  });
});

describe('find', () => {
  it('takes the first match of each step breadth-first, within the previous step', () => {
    const root = parseXml('<r><a><b><c>deep</c></b></a><c>shallow</c><x><c>other</c></x></r>');
    expect(textAt(root, 'c')).toBe('shallow');
    expect(textAt(root, 'a', 'c')).toBe('deep');
    expect(textAt(root, 'x', 'c')).toBe('other');
    expect(find(root, 'a', 'missing')).toBeUndefined();
    expect(textAt(undefined, 'c')).toBe('');
  });

  it('walks a document of the most elements allowed in linear time, even one element wide and one deep', () => {
    const wide = parseXml(`<r>${'<b/>'.repeat(XML_LIMITS.elements - 2)}<z>end</z></r>`);
    const started = performance.now();
    for (let i = 0; i < 20; i++) expect(textAt(wide, 'z')).toBe('end');
    // 20 walks of 60,000 elements; shift() made each walk quadratic (seconds per walk).
    expect(performance.now() - started).toBeLessThan(2_000);
  });
});
