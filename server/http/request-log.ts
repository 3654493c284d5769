import type { FastifyRequest, FastifyServerOptions } from 'fastify';

export const REDACTED = '[REDACTED]';

/**
 * Query parameters whose values are secrets: storage and share tokens, the OpenID Connect code, state
 * and tokens (the embedded provider's endpoints under /oidc take them in the query too).
 */
const SECRET_PARAMS = new Set([
  'token', 'code', 'state', 'nonce', 'access_token', 'refresh_token', 'id_token', 'id_token_hint',
  'session_state', 'client_secret', 'code_verifier', 'logout_hint', 'password', 'secret', 'signature', 'sig',
]);

/**
 * Path segments that are secrets themselves: the one after `share` (a share link's token), and the
 * embedded provider's interaction ids (`/oidc/interaction/:uid`, `/oidc/auth/:uid`).
 */
const SECRET_AFTER_SEGMENT = new Set(['share', 'interaction']);
const SECRET_AFTER_OIDC_SEGMENT = new Set(['auth']);

const decode = (s: string) => {
  try {
    return decodeURIComponent(s.replace(/\+/g, ' '));
  } catch {
    return s;
  }
};

function redactPath(path: string): string {
  const segments = path.split('/');
  const names = segments.map((s) => decode(s).toLowerCase());
  for (let i = 0; i < segments.length - 1; i++) {
    const secretNext = SECRET_AFTER_SEGMENT.has(names[i]!) || (names[i - 1] === 'oidc' && SECRET_AFTER_OIDC_SEGMENT.has(names[i]!));
    if (secretNext && segments[i + 1] !== '') segments[i + 1] = REDACTED;
  }
  return segments.join('/');
}

/**
 * A request URL fit for the log: values of secret query parameters (matched however the name is
 * spelt: case, percent-encoding) and secret path segments (a share link's token, an interaction id)
 * become [REDACTED].
 */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  const path = redactPath(q === -1 ? url : url.slice(0, q));
  if (q === -1) return path;
  const query = url.slice(q + 1).split('&').map((pair) => {
    const eq = pair.indexOf('=');
    const name = eq === -1 ? pair : pair.slice(0, eq);
    return eq !== -1 && SECRET_PARAMS.has(decode(name).trim().toLowerCase()) ? `${name}=${REDACTED}` : pair;
  });
  return `${path}?${query.join('&')}`;
}

/** Any URLs inside free text (an error message or stack) redacted the same way. */
export function redactText(text: string): string {
  return text.replace(/\/[^\s"'<>`]*/g, (url) => redactUrl(url));
}

const HEADER_PATHS = ['authorization', 'cookie', 'set-cookie', 'proxy-authorization', 'x-api-key'].flatMap((h) => [
  `req.headers["${h}"]`, `res.headers["${h}"]`, `headers["${h}"]`, `request.headers["${h}"]`, `reply.headers["${h}"]`,
]);

type LoggedError = Error & { cause?: unknown };

/** As pino's standard error serializer (type, message, stack, own scalar fields, cause), URLs redacted. */
type SerializedError = { [key: string]: unknown; type: string; message: string; stack: string };

function serializeError(error: LoggedError, depth = 0): SerializedError {
  const out: SerializedError = {
    type: error.constructor?.name ?? 'Error',
    message: redactText(String(error.message)),
    stack: redactText(String(error.stack ?? '')),
  };
  for (const [key, value] of Object.entries(error)) {
    if (key === 'cause' || key in out) continue;
    if (typeof value === 'string') out[key] = redactText(value);
    else if (value === null || ['number', 'boolean'].includes(typeof value)) out[key] = value;
  }
  if (error.cause instanceof Error && depth < 5) out.cause = serializeError(error.cause, depth + 1);
  return out;
}

/**
 * Fastify's logger options: no secret reaches the log. The request serializer logs the redacted URL;
 * credentials in headers are censored wherever a header object is logged; error messages lose the
 * secrets of any URL they quote.
 */
export function requestLogOptions(enabled: boolean, stream?: NodeJS.WritableStream): FastifyServerOptions['logger'] {
  if (!enabled) return false;
  return {
    level: 'info',
    ...(stream ? { stream } : {}),
    redact: { paths: HEADER_PATHS, censor: REDACTED },
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: typeof request.url === 'string' ? redactUrl(request.url) : undefined,
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
      err: (error: LoggedError) => serializeError(error),
    },
  };
}
