import { SaxesParser } from 'saxes';
import type { BoxeXmlErrorCode } from '../contract';

/** An element of a parsed fiscal XML: local name (no prefix), attributes, children and its own text. */
export interface XmlElement {
  name: string;
  attributes: Record<string, string>;
  children: XmlElement[];
  text: string;
}

/**
 * What a fiscal XML may hold before it is refused. A legal NF-e has at most 990 items of a few dozen elements
 * each, nesting about ten deep, and no field longer than its 5,000-character additional information.
 */
export const XML_LIMITS = {
  /** Characters of the whole document (br_files keeps at most 2 MiB). */
  chars: 2 * 1024 * 1024,
  elements: 60_000,
  depth: 64,
  /** Characters of one element's own text. */
  fieldChars: 10_000,
} as const;

/** A document refused while parsing, with the code the screen translates. */
export class XmlRefusal extends Error {
  override name = 'XmlRefusal';
  constructor(readonly code: BoxeXmlErrorCode, message: string) {
    super(message);
  }
}

/**
 * Parses a fiscal XML document into a tree. Every limit is checked as the parser goes, so a hostile document
 * stops at the first element, level or character past its limit. A DOCTYPE is refused outright: fiscal XML has
 * none, and without it no entity beyond the five predefined ones can exist, so nothing is ever expanded.
 */
export function parseXml(xml: string, limits = XML_LIMITS): XmlElement {
  if (xml.length > limits.chars) throw new XmlRefusal('BOXE_XML_TOO_LARGE', `The XML has more than ${limits.chars} characters`);
  const parser = new SaxesParser({ xmlns: false });
  const root: XmlElement = { name: '#document', attributes: {}, children: [], text: '' };
  const stack: XmlElement[] = [root];
  let elements = 0;
  parser.on('doctype', () => { throw new XmlRefusal('BOXE_XML_INVALID', 'The XML declares a DOCTYPE'); });
  parser.on('opentag', (tag) => {
    if (++elements > limits.elements) throw new XmlRefusal('BOXE_XML_TOO_COMPLEX', `The XML has more than ${limits.elements} elements`);
    if (stack.length > limits.depth) throw new XmlRefusal('BOXE_XML_TOO_COMPLEX', `The XML nests deeper than ${limits.depth} levels`);
    const element: XmlElement = { name: tag.name.replace(/^.*:/, ''), attributes: tag.attributes as Record<string, string>, children: [], text: '' };
    stack[stack.length - 1]!.children.push(element);
    stack.push(element);
  });
  parser.on('closetag', () => void stack.pop());
  // A CDATA section is text too: the NFC-e's QR code URL usually comes in one.
  const onText = (text: string) => {
    const element = stack[stack.length - 1]!;
    if (element.text.length + text.length > limits.fieldChars) {
      throw new XmlRefusal('BOXE_XML_FIELD_TOO_LONG', `<${element.name}> has more than ${limits.fieldChars} characters`);
    }
    element.text += text;
  };
  parser.on('text', onText);
  parser.on('cdata', onText);
  parser.on('error', (error) => { throw new XmlRefusal('BOXE_XML_INVALID', error.message); });
  parser.write(xml).close();
  const top = root.children[0];
  if (!top) throw new XmlRefusal('BOXE_XML_INVALID', 'The XML has no root element');
  return top;
}

/**
 * The element at a path of local names: the first `path[0]` below `element` (breadth-first), then the first
 * `path[1]` below that, and so on. Each step walks one subtree once, with a read index rather than shift().
 */
export function find(element: XmlElement | undefined, ...path: string[]): XmlElement | undefined {
  let current = element;
  for (const name of path) {
    if (!current) return undefined;
    current = firstBelow(current, name);
  }
  return current;
}

function firstBelow(element: XmlElement, name: string): XmlElement | undefined {
  const queue = [element];
  for (let read = 0; read < queue.length; read++) {
    for (const child of queue[read]!.children) {
      if (child.name === name) return child;
      queue.push(child);
    }
  }
  return undefined;
}

export const textAt = (element: XmlElement | undefined, ...path: string[]) => find(element, ...path)?.text.trim() ?? '';

/** Every element named `name` below `element`, in document order, not looking inside a match. */
export function findAll(element: XmlElement, name: string): XmlElement[] {
  const out: XmlElement[] = [];
  const walk = (e: XmlElement) => e.children.forEach((c) => (c.name === name ? out.push(c) : walk(c)));
  walk(element);
  return out;
}
