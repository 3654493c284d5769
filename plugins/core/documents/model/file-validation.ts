import type { UploadConstraints } from '@portico/contract/documents';
import { fileNameProblem } from '@portico/contract/file-names';

/** The three checks of spec 000 §5, in the order their reasons are listed. */
export const UPLOAD_REASONS = ['uploadErrorReasonChars', 'uploadErrorReasonLarge', 'uploadErrorReasonFileType'] as const;
export type UploadReason = (typeof UPLOAD_REASONS)[number];

export interface FileLike {
  name: string;
  size: number;
}

export const extensionOf = (name: string): string => {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
};

/** Every failed check of one file, with the rules the server applies (one definition; it checks again). */
export function uploadReasons(file: FileLike, constraints: UploadConstraints): UploadReason[] {
  const reasons: UploadReason[] = [];
  if (fileNameProblem(file.name, constraints.maxFileNameLength)) reasons.push('uploadErrorReasonChars');
  if (file.size > constraints.maxFileSizeBytes) reasons.push('uploadErrorReasonLarge');
  if (!constraints.allowedExtensions.includes(extensionOf(file.name))) reasons.push('uploadErrorReasonFileType');
  return reasons;
}

export interface RejectedFile<F extends FileLike> {
  file: F;
  reasons: UploadReason[];
}

export function partitionFiles<F extends FileLike>(files: readonly F[], constraints: UploadConstraints): { valid: F[]; rejected: RejectedFile<F>[] } {
  const valid: F[] = [];
  const rejected: RejectedFile<F>[] = [];
  for (const file of files) {
    const reasons = uploadReasons(file, constraints);
    if (reasons.length) rejected.push({ file, reasons });
    else valid.push(file);
  }
  return { valid, rejected };
}

/** The reasons as one sentence part: translated, joined with commas. */
export const joinReasons = (reasons: readonly UploadReason[], translate: (key: UploadReason) => string): string =>
  reasons.map(translate).join(', ');
