import type { UploadConstraints } from '../../core/contract/documents';
import type { ErrorCode } from '../../core/contract/errors';

/**
 * The single source of upload rules: the constraints endpoint publishes them and the upload
 * route enforces them. Each extension names the content types sniffed from the bytes that may
 * carry it; 'text' means no binary signature and no markup that a browser would render.
 */
const EXPECTED_CONTENT: Record<string, readonly string[]> = {
  pdf: ['pdf'],
  doc: ['cfb'], xls: ['cfb'], ppt: ['cfb'],
  docx: ['docx', 'zip'], xlsx: ['xlsx', 'zip'], pptx: ['pptx', 'zip'],
  odt: ['odt', 'zip'], ods: ['ods', 'zip'],
  jpg: ['jpg'], jpeg: ['jpg'], png: ['png'], gif: ['gif'], tif: ['tif'], tiff: ['tif'], heic: ['heic'],
  zip: ['zip'],
  txt: ['text'], csv: ['text'], ofx: ['text'],
  xml: ['xml', 'text'],
};

export const FORBIDDEN_CHARACTERS = ['\\', '/', ':', '*', '?', '"', '<', '>', '|', '#', '%', '~', '&', '{', '}'] as const;
export const MAX_FILE_NAME_LENGTH = 200;

export function uploadConstraints(maxFileSizeBytes: number): UploadConstraints {
  return {
    maxFileSizeBytes,
    allowedExtensions: Object.keys(EXPECTED_CONTENT),
    forbiddenCharacters: [...FORBIDDEN_CHARACTERS],
    maxFileNameLength: MAX_FILE_NAME_LENGTH,
  };
}

export const extensionOf = (name: string) => {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
};

/** Checks a file name before any byte is stored. */
export function checkFileName(name: string): ErrorCode | null {
  if (!name.trim() || name.length > MAX_FILE_NAME_LENGTH || name.startsWith('.')
    || [...name].some((ch) => (FORBIDDEN_CHARACTERS as readonly string[]).includes(ch) || ch.charCodeAt(0) < 32)) {
    return 'FILE_NAME_INVALID';
  }
  if (!(extensionOf(name) in EXPECTED_CONTENT)) return 'FILE_TYPE_NOT_ALLOWED';
  return null;
}

export const expectedContentFor = (name: string): readonly string[] => EXPECTED_CONTENT[extensionOf(name)] ?? [];
