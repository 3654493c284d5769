import { fileTypeFromBuffer } from 'file-type';
import type { ErrorCode } from '@portico/contract/errors';
import type { StagedBlob } from '@portico/plugin-server';
import { expectedContentFor, extensionOf } from './upload-constraints';
import { inspectXml } from './xml-inspector';

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
  const ext = extensionOf(name);
  return MIME_BY_TEXT_EXTENSION[ext] ?? 'text/plain';
}

export type ContentVerdict =
  | { ok: true; mimeType: string }
  | { ok: false; code: ErrorCode; reason?: string };

/**
 * Every check of a staged file's bytes: not empty, bytes matching the extension, and for XML the whole
 * document parsed and free of scripts, SVG/XHTML, DOCTYPE and processing instructions.
 */
export async function checkContent(name: string, staged: StagedBlob): Promise<ContentVerdict> {
  if (staged.size === 0) return { ok: false, code: 'EMPTY_FILE' };
  if (extensionOf(name) === 'xml') {
    const verdict = await inspectXml(await staged.open());
    if (!verdict.ok) return { ok: false, code: verdict.code, reason: verdict.reason };
  }
  const mimeType = await sniffContentType(name, staged.head);
  if (!mimeType) return { ok: false, code: 'FILE_CONTENT_MISMATCH' };
  return { ok: true, mimeType };
}
