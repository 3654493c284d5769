import type { ErrorBody, ErrorCode } from '@portico/contract/errors';

/**
 * A code a feature declares in its own contract.ts (e.g. BOXE_ERROR_CODES), upper snake case like the platform's.
 * Features raise them through the server kit's featureErrors(codes), which checks them against the feature's list.
 */
export type FeatureErrorCode = Uppercase<string>;

/** A failure with an HTTP status and a stable code; the error handler turns it into the JSON error body. */
export class AppError extends Error {
  override name = 'AppError';
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode | FeatureErrorCode,
    message: string,
    readonly reasons: string[] = [],
    /** Headers the answer must carry, e.g. `Allow` on a 405. */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }

  toBody(): ErrorBody {
    return { code: this.code, message: this.message, ...(this.reasons.length ? { errors: this.reasons.map((reason) => ({ reason })) } : {}) };
  }
}

export const unauthenticated = (code: ErrorCode = 'UNAUTHENTICATED', message = 'A valid UDSLongToken is required') =>
  new AppError(401, code, message);
export const forbidden = (code: ErrorCode, message: string) => new AppError(403, code, message);
export const notFound = (code: ErrorCode, message: string) => new AppError(404, code, message);
export const badRequest = (code: ErrorCode, message: string, reasons: string[] = []) => new AppError(400, code, message, reasons);
