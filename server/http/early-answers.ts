import http from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorBody, ErrorCode } from '@portico/contract/errors';
import { errorHandler } from './error-handler';
import { securityHeaders } from './security';

/**
 * Answers Fastify or Node give before any route or hook runs (a bad URL, a parameter too long, headers
 * too large, a request line Node cannot parse) carry the same error body and security headers as every
 * other answer. Wired as Fastify's `frameworkErrors` and `clientErrorHandler` options.
 */
export function earlyAnswers(production: boolean) {
  const headers = securityHeaders(production);

  const frameworkErrors = (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    reply.headers(headers);
    return errorHandler(error, request, reply);
  };

  const BY_PARSER_CODE: Record<string, [number, ErrorCode]> = {
    HPE_HEADER_OVERFLOW: [431, 'HEADERS_TOO_LARGE'],
    ERR_HTTP_REQUEST_TIMEOUT: [408, 'REQUEST_TIMEOUT'],
  };

  const clientErrorHandler = (error: NodeJS.ErrnoException, socket: Socket) => {
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const [status, code] = BY_PARSER_CODE[error.code ?? ''] ?? [400, 'BAD_REQUEST'];
    const body: ErrorBody = { code, message: http.STATUS_CODES[status] ?? 'Bad Request' };
    const json = JSON.stringify(body);
    const lines = [
      `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}`,
      'Content-Type: application/json; charset=utf-8',
      `Content-Length: ${Buffer.byteLength(json)}`,
      'Connection: close',
      ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
    ];
    if (socket.writable) socket.end(`${lines.join('\r\n')}\r\n\r\n${json}`, () => socket.destroy());
    else socket.destroy();
  };

  return { frameworkErrors, clientErrorHandler };
}
