import { SaxesParser } from 'saxes';

/**
 * The text of each element of an XML answer by its path of local names from the root ("Envelope/Body/…"),
 * the first occurrence of each path. Enough for SEFAZ's flat answers; malformed XML throws.
 */
export function elementTexts(xml: string): Map<string, string> {
  const parser = new SaxesParser({ xmlns: true });
  const path: string[] = [];
  const texts = new Map<string, string>();
  let text = '';
  parser.on('opentag', (tag) => {
    path.push(tag.local);
    text = '';
  });
  parser.on('text', (t) => { text += t; });
  parser.on('closetag', () => {
    const key = path.join('/');
    if (!texts.has(key)) texts.set(key, text.trim());
    path.pop();
    text = '';
  });
  parser.write(xml.replace(/^\uFEFF/, '')).close();
  return texts;
}

/** The first text whose path ends with `suffix` (a/b/c). */
export function textAt(texts: Map<string, string>, suffix: string): string | undefined {
  for (const [path, text] of texts) if (path === suffix || path.endsWith(`/${suffix}`)) return text;
  return undefined;
}
