import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorBody, ErrorCode } from '@portico/contract/errors';
import { AppError } from './errors';
import { overHttp2 } from './transport';

const BY_FASTIFY_CODE: Record<string, [number, ErrorCode]> = {
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'PAYLOAD_TOO_LARGE'],
  FST_REQ_FILE_TOO_LARGE: [413, 'FILE_TOO_LARGE'],
  FST_FILES_LIMIT: [413, 'PAYLOAD_TOO_LARGE'],
  FST_PARTS_LIMIT: [413, 'PAYLOAD_TOO_LARGE'],
  FST_FIELDS_LIMIT: [413, 'PAYLOAD_TOO_LARGE'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'UNSUPPORTED_MEDIA_TYPE'],
  FST_INVALID_MULTIPART_CONTENT_TYPE: [415, 'UNSUPPORTED_MEDIA_TYPE'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'BAD_REQUEST'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'BAD_REQUEST'],
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'BAD_REQUEST'],
  FST_ERR_BAD_URL: [400, 'BAD_REQUEST'],
  FST_ERR_MAX_PARAM_LENGTH: [414, 'URI_TOO_LONG'],
  FST_MULTIPART_INVALID_CONTENT_TYPE: [415, 'UNSUPPORTED_MEDIA_TYPE'],
};

const ECHOING_CODES = new Set(['FST_ERR_BAD_URL', 'FST_ERR_MAX_PARAM_LENGTH']);

const BY_STATUS: Record<number, ErrorCode> = {
  400: 'BAD_REQUEST', 401: 'UNAUTHENTICATED', 403: 'FORBIDDEN', 404: 'NOT_FOUND', 413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE', 429: 'RATE_LIMITED', 503: 'SERVICE_UNAVAILABLE',
};

/** The multipart parser (busboy) throws plain errors without a code; its messages name multipart data. */
const isMultipartParserFailure = (error: FastifyError, request: FastifyRequest) => !error.code
  && /multipart|part header/i.test(error.message)
  && String(request.headers['content-type'] ?? '').toLowerCase().startsWith('multipart/');

/** Every failure leaves as the JSON error body with a stable code; stacks stay in the log. */
export function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  // Fastify's body parser asks for `Connection: close` after a failed body. HTTP/2 has no such header (Node
  // drops it with a warning): there the body limits end the request's stream instead (limits.ts).
  if (overHttp2(request.raw)) reply.removeHeader('connection');
  let status: number;
  let body: ErrorBody;
  if (error instanceof AppError) {
    status = error.statusCode;
    body = error.toBody();
    reply.headers(error.headers);
  } else if (error.validation) {
    status = 400;
    body = {
      code: 'VALIDATION_FAILED',
      message: 'The request does not match the API description',
      errors: error.validation.map((v) => ({
        reason: `${error.validationContext ?? 'request'}${v.instancePath || ''} ${v.message ?? 'is invalid'}`
          + (v.keyword === 'additionalProperties' ? `: ${String((v.params as { additionalProperty?: string }).additionalProperty)}` : ''),
      })),
    };
  } else if (isMultipartParserFailure(error, request)) {
    status = 400;
    body = { code: 'MULTIPART_MALFORMED', message: 'The multipart body is malformed' };
  } else if (error.code && BY_FASTIFY_CODE[error.code]) {
    const [s, code] = BY_FASTIFY_CODE[error.code]!;
    status = s;
    // Messages that would echo the caller's path (control characters and all) get a fixed text.
    body = { code, message: ECHOING_CODES.has(error.code) ? 'The request path is not valid' : error.message };
  } else if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    status = error.statusCode;
    body = { code: BY_STATUS[status] ?? 'BAD_REQUEST', message: error.message };
  } else {
    request.log.error({ err: error }, 'unhandled error');
    status = 500;
    body = { code: 'INTERNAL_ERROR', message: 'Something went wrong on our side' };
  }
  if (status >= 500 && !(error instanceof AppError)) request.log.error({ err: error }, 'request failed');
  return reply.code(status).type('application/json; charset=utf-8').send(body);
}
