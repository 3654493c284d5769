import { MAX_FILES_PER_REQUEST, type UploadConstraints } from '@portico/contract/documents';
import type { ErrorCode } from '@portico/contract/errors';
import {
  FORBIDDEN_FILE_NAME_CHARACTERS, MAX_FILE_NAME_LENGTH, fileNameProblem, type FileNameProblem,
} from '@portico/contract/file-names';
import { clientQuotaBytes } from '../../firm-settings/server';
import type { DocumentsDb } from './tables';

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


export { MAX_FILE_NAME_LENGTH };

export function uploadConstraints(maxFileSizeBytes: number): UploadConstraints {
  return {
    maxFileSizeBytes,
    allowedExtensions: Object.keys(EXPECTED_CONTENT),
    forbiddenCharacters: [...FORBIDDEN_FILE_NAME_CHARACTERS],
    maxFileNameLength: MAX_FILE_NAME_LENGTH,
    maxFilesPerRequest: MAX_FILES_PER_REQUEST,
  };
}

/** Bytes a client's documents hold, the trash and the replaced versions included (their blobs stay). */
export async function clientStorageUsed(db: DocumentsDb, clientId: string): Promise<number> {
  const row = await db.selectFrom('documents').select((eb) => eb.fn.sum<number | string | null>('size').as('used'))
    .where('clientId', '=', clientId).executeTakeFirst();
  const versions = await db.selectFrom('documentVersions as v').innerJoin('documents as d', 'd.id', 'v.documentId')
    .select((eb) => eb.fn.sum<number | string | null>('v.size').as('used')).where('d.clientId', '=', clientId).executeTakeFirst();
  return Number(row?.used ?? 0) + Number(versions?.used ?? 0);
}

/** The constraints of one client: the general rules plus its storage quota (its firm's, common.firm-settings) and what it uses of it. */
export async function clientUploadConstraints(
  db: DocumentsDb, config: { maxUploadBytes: number; clientQuotaBytes: number }, clientId: string,
): Promise<UploadConstraints> {
  return {
    ...uploadConstraints(config.maxUploadBytes), quotaBytes: await clientQuotaBytes(db, clientId, config.clientQuotaBytes),
    quotaUsedBytes: await clientStorageUsed(db, clientId),
  };
}

export const extensionOf = (name: string) => {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
};

export type NameCheck = { code: ErrorCode } & Partial<FileNameProblem>;

/** Checks a file name before any byte is stored: the shared file-name rule, then the extension. */
export function checkFileName(name: string): NameCheck | null {
  const problem = fileNameProblem(name);
  if (problem) return { code: 'FILE_NAME_INVALID', ...problem };
  if (!(extensionOf(name) in EXPECTED_CONTENT)) return { code: 'FILE_TYPE_NOT_ALLOWED' };
  return null;
}

export const expectedContentFor = (name: string): readonly string[] => EXPECTED_CONTENT[extensionOf(name)] ?? [];
