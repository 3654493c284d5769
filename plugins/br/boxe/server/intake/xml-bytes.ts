import { XmlRefusal } from '../xml-tree';

/** Encodings a fiscal XML declares in practice; anything else is refused rather than guessed. */
const DECODERS: Record<string, (bytes: Buffer) => string> = {
  'utf-8': (b) => new TextDecoder('utf-8', { fatal: true }).decode(b),
  'us-ascii': (b) => new TextDecoder('utf-8', { fatal: true }).decode(b),
  // Node's 'latin1' is ISO-8859-1 proper; WHATWG's label of that name is windows-1252.
  'iso-8859-1': (b) => b.toString('latin1'),
  latin1: (b) => b.toString('latin1'),
  'windows-1252': (b) => new TextDecoder('windows-1252').decode(b),
  'utf-16': (b) => new TextDecoder('utf-16le', { fatal: true }).decode(b),
};

/**
 * The text of a stored XML file: the byte-order mark decides, then the XML declaration's encoding, then UTF-8
 * (the XML default). Undecodable bytes (invalid UTF-8) and an unknown encoding are refused, never replaced.
 */
export function decodeXmlBytes(bytes: Uint8Array): string {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  try {
    if (buffer[0] === 0xef && buffer[1] === 0xbb && buffer[2] === 0xbf) return DECODERS['utf-8']!(buffer.subarray(3));
    if (buffer[0] === 0xff && buffer[1] === 0xfe) return new TextDecoder('utf-16le', { fatal: true }).decode(buffer.subarray(2));
    if (buffer[0] === 0xfe && buffer[1] === 0xff) return new TextDecoder('utf-16be', { fatal: true }).decode(buffer.subarray(2));
    const declared = /^\s*<\?xml[^>]*?encoding\s*=\s*["']([A-Za-z0-9._-]{1,40})["']/.exec(buffer.subarray(0, 200).toString('latin1'))?.[1];
    const decode = DECODERS[(declared ?? 'utf-8').toLowerCase()];
    if (!decode) throw new XmlRefusal('BOXE_XML_INVALID', `Unsupported encoding ${declared}`);
    return decode(buffer);
  } catch (error) {
    if (error instanceof XmlRefusal) throw error;
    throw new XmlRefusal('BOXE_XML_INVALID', 'The bytes are not in the declared encoding');
  }
}

/** C0 and C1 control characters (a double-encoded file carries them) as spaces, for a row's display fields. */
export const displayText = (text: string) => text.replace(/[\u0000-\u001f\u007f-\u009f]+/g, ' ').replace(/ {2,}/g, ' ').trim();
