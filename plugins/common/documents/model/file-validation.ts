import type { UploadConstraints } from '@portico/contract/documents';
import { fileNameProblem, safeFileName, type FileNameProblem } from '@portico/contract/file-names';

/**
 * Why a file is refused before sending, one reason per file so counts add up. The order matters: renaming
 * cannot help an empty, oversized or unknown file, so a name problem is only reported (and a rename offered)
 * when it is the file's one problem.
 */
export const REFUSAL_REASONS = ['empty', 'large', 'type', 'name'] as const;
export type RefusalReason = (typeof REFUSAL_REASONS)[number];

export interface FileLike {
  name: string;
  size: number;
}

export const extensionOf = (name: string): string => {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
};

export interface RejectedFile<F extends FileLike> {
  file: F;
  reason: RefusalReason;
  /** For 'name': the rule it breaks and a name that passes (core/contract/file-names.ts, the server's rule). */
  nameProblem?: FileNameProblem;
  suggestedName?: string;
}

/** The file's refusal, or null when it may be sent. */
export function refusalOf<F extends FileLike>(file: F, constraints: UploadConstraints): RejectedFile<F> | null {
  if (file.size === 0) return { file, reason: 'empty' };
  if (file.size > constraints.maxFileSizeBytes) return { file, reason: 'large' };
  if (!constraints.allowedExtensions.includes(extensionOf(file.name))) return { file, reason: 'type' };
  const nameProblem = fileNameProblem(file.name, constraints.maxFileNameLength);
  if (nameProblem) return { file, reason: 'name', nameProblem, suggestedName: safeFileName(file.name, constraints.maxFileNameLength) };
  return null;
}

export function partitionFiles<F extends FileLike>(files: readonly F[], constraints: UploadConstraints): { valid: F[]; rejected: RejectedFile<F>[] } {
  const valid: F[] = [];
  const rejected: RejectedFile<F>[] = [];
  for (const file of files) {
    const refusal = refusalOf(file, constraints);
    if (refusal) rejected.push(refusal);
    else valid.push(file);
  }
  return { valid, rejected };
}

/** The refused files by reason, in REFUSAL_REASONS order, without empty groups: one message each. */
export function groupByReason<F extends FileLike>(rejected: readonly RejectedFile<F>[]): Array<{ reason: RefusalReason; files: RejectedFile<F>[] }> {
  return REFUSAL_REASONS
    .map((reason) => ({ reason, files: rejected.filter((r) => r.reason === reason) }))
    .filter((g) => g.files.length > 0);
}

/** `U+003A` → ":" for a visible character, so the message names what the user typed; invisible ones keep their code. */
export function characterLabel(codePoint: string | undefined): string {
  if (!codePoint) return '';
  const ch = String.fromCodePoint(Number.parseInt(codePoint.slice(2), 16));
  return /^[\p{L}\p{N}\p{P}\p{S}]$/u.test(ch) ? `“${ch}”` : codePoint;
}
