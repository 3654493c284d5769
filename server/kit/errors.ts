import type { ErrorCode } from '@portico/contract/errors';
import type { ListQueryErrorCode } from '@portico/contract/common';
import { AppError } from '../http/errors';

/**
 * Error constructors for one feature: its own codes (the list in its contract.ts), the list-query codes every
 * feature may answer, and the platform's. A code outside these is a type error.
 *
 *   const { badRequest, notFound } = featureErrors(BOXE_ERROR_CODES);
 */
export function featureErrors<C extends string>(_codes: readonly C[]) {
  type Code = C | ListQueryErrorCode | ErrorCode;
  const error = (status: number, code: Code, message: string, reasons: string[] = []) =>
    new AppError(status, code as Uppercase<Code>, message, reasons);
  return {
    error,
    badRequest: (code: Code, message: string, reasons: string[] = []) => error(400, code, message, reasons),
    forbidden: (code: Code, message: string) => error(403, code, message),
    notFound: (code: Code, message: string) => error(404, code, message),
    conflict: (code: Code, message: string) => error(409, code, message),
  };
}

/** The kit's own errors: list queries (filters, ranges, a missing client). */
export const listQueryErrors = featureErrors<ListQueryErrorCode>([]);
