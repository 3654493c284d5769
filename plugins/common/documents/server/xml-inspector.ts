import type { Readable } from 'node:stream';
import { SaxesParser } from 'saxes';

/** Why an XML upload is refused: it is not XML, or it carries content a browser would run or render. */
export type XmlVerdict =
  | { ok: true }
  | { ok: false; code: 'FILE_CONTENT_MISMATCH'; reason: 'XML_NOT_WELL_FORMED' }
  | { ok: false; code: 'FILE_CONTENT_UNSAFE'; reason: XmlUnsafeReason };

export type XmlUnsafeReason =
  | 'XML_DOCTYPE' | 'XML_PROCESSING_INSTRUCTION' | 'XML_SCRIPT' | 'XML_SVG' | 'XML_XHTML' | 'XML_ACTIVE_NAMESPACE';

const SVG = 'http://www.w3.org/2000/svg';
const XHTML = 'http://www.w3.org/1999/xhtml';
/** Namespaces a browser renders or executes when it opens an XML document (XSLT, MathML, XForms, XBL, XUL). */
const ACTIVE_NAMESPACES = new Set([
  'http://www.w3.org/1999/XSL/Transform',
  'http://www.w3.org/1998/Math/MathML',
  'http://www.w3.org/2002/xforms',
  'http://www.mozilla.org/xbl',
  'http://www.mozilla.org/keymaster/gatekeeper/there.is.only.xul',
]);

class Refusal extends Error {
  constructor(readonly verdict: Exclude<XmlVerdict, { ok: true }>) {
    super(verdict.reason);
  }
}

const unsafe = (reason: XmlUnsafeReason) => new Refusal({ ok: false, code: 'FILE_CONTENT_UNSAFE', reason });

/** The encoding of the bytes: UTF-16 by its byte-order mark, UTF-8 otherwise (a legacy single-byte encoding decodes with U+FFFD, which parses). */
function decoderFor(head: Buffer): TextDecoder {
  if (head[0] === 0xff && head[1] === 0xfe) return new TextDecoder('utf-16le');
  if (head[0] === 0xfe && head[1] === 0xff) return new TextDecoder('utf-16be');
  return new TextDecoder('utf-8');
}

/**
 * Parses a whole XML upload, streaming, with a namespace-aware parser (saxes), and refuses it at the first
 * sign of active content: a DOCTYPE (entities, external subsets), any processing instruction (xml-stylesheet
 * and the like; the XML declaration is not one), a `script`, `svg` or `html` element in any namespace, and
 * any element in the SVG, XHTML, XSLT, MathML or other browser-rendered namespaces. Plain data XML such as
 * an NF-e (its xmldsig signature included) passes. Bytes that are not well-formed XML are a mismatch.
 */
export async function inspectXml(source: Readable): Promise<XmlVerdict> {
  const parser = new SaxesParser({ xmlns: true, position: false });
  parser.on('doctype', () => { throw unsafe('XML_DOCTYPE'); });
  parser.on('processinginstruction', () => { throw unsafe('XML_PROCESSING_INSTRUCTION'); });
  parser.on('opentag', (tag) => {
    const local = tag.local.toLowerCase();
    if (local === 'script') throw unsafe('XML_SCRIPT');
    if (tag.uri === SVG || local === 'svg') throw unsafe('XML_SVG');
    if (tag.uri === XHTML || local === 'html') throw unsafe('XML_XHTML');
    if (ACTIVE_NAMESPACES.has(tag.uri)) throw unsafe('XML_ACTIVE_NAMESPACE');
  });
  let decoder: TextDecoder | undefined;
  try {
    for await (const chunk of source) {
      const bytes = chunk as Buffer;
      decoder ??= decoderFor(bytes);
      parser.write(decoder.decode(bytes, { stream: true }));
    }
    parser.write((decoder ?? new TextDecoder()).decode());
    parser.close();
    return { ok: true };
  } catch (error) {
    source.destroy();
    if (error instanceof Refusal) return error.verdict;
    // saxes reports every well-formedness and namespace error by throwing from write() or close().
    if (error instanceof Error && !(error as NodeJS.ErrnoException).code) {
      return { ok: false, code: 'FILE_CONTENT_MISMATCH', reason: 'XML_NOT_WELL_FORMED' };
    }
    throw error;
  }
}
