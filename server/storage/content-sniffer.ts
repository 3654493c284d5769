import { fileTypeFromBuffer } from 'file-type';
import { expectedContentFor } from './upload-constraints';

const MIME_BY_TEXT_EXTENSION: Record<string, string> = {
  txt: 'text/plain', csv: 'text/csv', ofx: 'application/x-ofx', xml: 'application/xml',
};
const MARKUP = /<\s*(!doctype\s+html|html|head|body|script|iframe|svg|object|embed)\b/i;

/**
 * Decides the stored content type from the bytes, never from the client's claim. Returns null
 * when the bytes do not match the file name's extension (e.g. HTML renamed .pdf).
 */
export async function sniffContentType(name: string, head: Buffer): Promise<string | null> {
  const expected = expectedContentFor(name);
  const detected = await fileTypeFromBuffer(head);
  if (detected) return expected.includes(detected.ext) ? detected.mime : null;
  if (!expected.includes('text')) return null;
  const text = head.toString('utf8');
  if (text.includes('\u0000') || MARKUP.test(text)) return null;
  const ext = name.slice(name.lastIndexOf('.') + 1).toLowerCase();
  return MIME_BY_TEXT_EXTENSION[ext] ?? 'text/plain';
}
