import type { ErrorCode } from '../../core/contract/errors';
import type { BrErrorCode } from '../../core/contract/br/constants';
import { AppError } from '../http/errors';

/**
 * An AppError with a Brazilian-domain code (core/contract/br/constants.ts BR_ERROR_CODES).
 * The error body's code is open to domain codes; only AppError's parameter type names the core list.
 */
export const brError = (status: number, code: BrErrorCode | ErrorCode, message: string, reasons: string[] = []) =>
  new AppError(status, code as ErrorCode, message, reasons);

export const brBadRequest = (code: BrErrorCode, message: string, reasons: string[] = []) => brError(400, code, message, reasons);
export const brNotFound = (code: BrErrorCode | ErrorCode, message: string) => brError(404, code, message);
export const brConflict = (code: BrErrorCode, message: string) => brError(409, code, message);
