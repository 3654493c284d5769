import { SaxesParser } from 'saxes';

/** An element of a parsed fiscal XML: local name (no prefix), attributes, children and its own text. */
export interface XmlElement {
  name: string;
  attributes: Record<string, string>;
  children: XmlElement[];
  text: string;
}

/** Parses a (small) fiscal XML document into a tree; throws on malformed XML. */
export function parseXml(xml: string): XmlElement {
  const parser = new SaxesParser({ xmlns: false });
  const root: XmlElement = { name: '#document', attributes: {}, children: [], text: '' };
  const stack: XmlElement[] = [root];
  parser.on('opentag', (tag) => {
    const element: XmlElement = { name: tag.name.replace(/^.*:/, ''), attributes: tag.attributes as Record<string, string>, children: [], text: '' };
    stack[stack.length - 1]!.children.push(element);
    stack.push(element);
  });
  parser.on('closetag', () => void stack.pop());
  parser.on('text', (text) => { stack[stack.length - 1]!.text += text; });
  parser.on('error', (error) => { throw error; });
  parser.write(xml).close();
  const top = root.children[0];
  if (!top) throw new Error('The XML has no root element');
  return top;
}

/** The first element along a path of local names (searched depth-first at each step), or undefined. */
export function find(element: XmlElement | undefined, ...path: string[]): XmlElement | undefined {
  if (!element || path.length === 0) return element;
  const [head, ...rest] = path;
  const queue = [...element.children];
  while (queue.length) {
    const next = queue.shift()!;
    if (next.name === head) {
      const found = find(next, ...rest);
      if (found) return found;
    }
    queue.push(...next.children);
  }
  return undefined;
}

export const textAt = (element: XmlElement | undefined, ...path: string[]) => find(element, ...path)?.text.trim() ?? '';

export function findAll(element: XmlElement, name: string): XmlElement[] {
  const out: XmlElement[] = [];
  const walk = (e: XmlElement) => e.children.forEach((c) => (c.name === name ? out.push(c) : walk(c)));
  walk(element);
  return out;
}
