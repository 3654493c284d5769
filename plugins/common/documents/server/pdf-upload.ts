import type { FastifyRequest } from 'fastify';
import { AppError, badRequest } from '@portico/plugin-server';
import { sniffContentType } from './content-sniffer';
import { checkFileName, extensionOf } from './upload-constraints';

export interface PdfUpload {
  fileName: string;
  content: Buffer;
}

const refused = (status: number, code: Parameters<typeof badRequest>[0], message: string) => new AppError(status, code, message);

/**
 * The one PDF of a multipart request (a "file" part), read whole up to maxBytes, for features that keep small PDFs
 * with their rows (a filing receipt, a certificate). The documents' rules decide: the file-name rule, a .pdf name,
 * bytes that are a PDF (sniffed, never the sender's claim). Refusals, with the upload codes: 400 NO_FILES,
 * FILE_NAME_INVALID or EMPTY_FILE, 413 FILE_TOO_LARGE or TOO_MANY_FILES, 415 FILE_TYPE_NOT_ALLOWED or FILE_CONTENT_MISMATCH.
 * Nothing is stored here: the caller stores the file with its row, in one transaction.
 */
export async function readPdfUpload(request: FastifyRequest, maxBytes: number): Promise<PdfUpload> {
  const parts: PdfUpload[] = [];
  try {
    for await (const part of request.files({ preservePath: true, limits: { fileSize: maxBytes, files: 2 } })) {
      // Read to the end either way: the parser reaches the next part only past this one.
      parts.push({ fileName: part.filename.normalize('NFC'), content: await part.toBuffer() });
    }
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw refused(413, 'FILE_TOO_LARGE', `The PDF is larger than ${maxBytes} bytes`);
    if (code === 'FST_FILES_LIMIT') throw refused(413, 'TOO_MANY_FILES', 'Send one PDF');
    throw error;
  }
  if (parts.length > 1) throw refused(413, 'TOO_MANY_FILES', 'Send one PDF');
  const [pdf] = parts;
  if (!pdf) throw badRequest('NO_FILES', 'The request carried no file');
  const nameProblem = checkFileName(pdf.fileName);
  if (nameProblem?.code === 'FILE_NAME_INVALID') throw badRequest('FILE_NAME_INVALID', 'The file name is not allowed', [nameProblem.reason ?? '']);
  if (extensionOf(pdf.fileName) !== 'pdf') throw refused(415, 'FILE_TYPE_NOT_ALLOWED', 'Only a PDF is accepted');
  if (pdf.content.length === 0) throw badRequest('EMPTY_FILE', 'The PDF is empty');
  if (await sniffContentType(pdf.fileName, pdf.content.subarray(0, 4100)) !== 'application/pdf') {
    throw refused(415, 'FILE_CONTENT_MISMATCH', 'The file is not a PDF');
  }
  return pdf;
}
