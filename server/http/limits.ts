import type { IncomingMessage, Server } from 'node:http';
import type { Http2SecureServer } from 'node:http2';
import type { Socket } from 'node:net';
import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ServerConfig } from '../config';
import { AppError } from './errors';
import { overHttp2 } from './transport';
import type { App } from './type-provider';

export type AbuseLimits = Pick<ServerConfig, 'bodyTimeoutMs' | 'uploadTimeoutMs' | 'maxConnections'>;

const UPLOAD_MEDIA_TYPE = 'multipart/form-data';
/** After a 408 the connection closes once the answer is out; this is the longest it may take. */
const CLOSE_GRACE_MS = 2_000;

const hasBody = (raw: IncomingMessage) =>
  Number(raw.headers['content-length'] ?? 0) > 0 || raw.headers['transfer-encoding'] !== undefined;

/** The whole body has arrived (`complete`), or has been read to its end. */
const received = (raw: IncomingMessage) => raw.complete || raw.readableEnded;

/**
 * Ends the connection once what was written to it has gone out. Over HTTP/2, Node's request socket stands for
 * the request's own stream (its end and destroy act on the stream), so only that request is cut, with
 * RST_STREAM, and the connection's other requests go on (transport.test.ts).
 */
function closeAfterFlush(socket: Socket | null): void {
  if (!socket || socket.destroyed) return;
  socket.end();
  if (socket.writableFinished) socket.destroy();
  else socket.once('finish', () => socket.destroy());
}

/**
 * The request body as the content-type parser reads it. It pulls from the socket only once someone
 * reads it (routes that read `request.raw` themselves, like uploads and the embedded identity provider,
 * never start it), so the deadline knows whether a 408 can go through the parser's error path.
 */
class DeadlineBody extends Readable {
  reading = false;

  constructor(private readonly source: Readable) {
    super();
  }

  override _read(): void {
    if (!this.reading) {
      this.reading = true;
      this.source.on('data', (chunk: Buffer) => {
        if (!this.push(chunk)) this.source.pause();
      });
      this.source.once('end', () => this.push(null));
      this.source.once('error', (error) => this.destroy(error));
    }
    this.source.resume();
  }
}

/** The time a request has to deliver its whole body, counted from its headers. */
class BodyDeadline {
  private timer: NodeJS.Timeout | undefined;
  private readonly startedAt = Date.now();
  body: DeadlineBody | undefined;

  constructor(private readonly request: FastifyRequest, private readonly reply: FastifyReply, private limitMs: number) {
    this.timer = setTimeout(() => this.expire(), limitMs);
  }

  /** The same start, another limit (an authenticated upload's). */
  extendTo(limitMs: number): void {
    this.clear();
    this.limitMs = limitMs;
    this.timer = setTimeout(() => this.expire(), Math.max(0, this.startedAt + limitMs - Date.now()));
  }

  clear(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
  }

  private expire(): void {
    this.timer = undefined;
    const raw = this.request.raw;
    // The body is all here: a slow handler is not the caller's doing.
    if (received(raw)) return;
    this.request.log.info({ limitMs: this.limitMs }, 'request body not received in time; closing the connection');
    const socket = raw.socket;
    if (this.body?.reading && this.body.listenerCount('error') > 0 && !this.reply.sent && !this.reply.raw.headersSent) {
      // The parser is reading: its error path answers 408 with `Connection: close`, and the socket closes
      // once the answer is out.
      this.body.destroy(new AppError(408, 'REQUEST_TIMEOUT', `The request body did not arrive within ${this.limitMs / 1000} s`));
      setTimeout(() => socket?.destroy(), CLOSE_GRACE_MS).unref();
    } else {
      // A route reading the raw request (an upload), or an answer already on its way: just cut it off.
      socket?.destroy();
    }
  }
}

/**
 * At most `max` connections at once, counted over every socket the server gets: the ones it accepts and the
 * ones its extra acceptors hand over (Node's `maxConnections` sees only the former). The one over the limit
 * is closed at once, as `maxConnections` would.
 */
export function limitConnections(server: Server | Http2SecureServer, max: number): void {
  let open = 0;
  server.prependListener('connection', (socket: Socket) => {
    if (open >= max) {
      socket.destroy();
      return;
    }
    open += 1;
    socket.once('close', () => { open -= 1; });
  });
}

/**
 * Limits against slow and greedy clients:
 * - a request body must arrive within `bodyTimeoutMs` of the headers (408 REQUEST_TIMEOUT, or the
 *   connection cut); only an authenticated upload (a route accepting multipart/form-data, once the
 *   session hook has let it through) gets `uploadTimeoutMs`;
 * - an answer sent before the body was received (401, 413, 415, …) closes the connection instead of
 *   letting the server drain whatever the client still sends;
 * - at most `maxConnections` connections at once.
 * Install before the guards: the deadline starts with the request, the session check extends it.
 */
export function installAbuseLimits(app: App, limits: AbuseLimits): void {
  limitConnections(app.server, limits.maxConnections);
  const deadlines = new WeakMap<IncomingMessage, BodyDeadline>();

  app.addHook('onRequest', (request, reply, done) => {
    const raw = request.raw;
    // `complete` is false on a request still arriving over a connection (an injected request has none).
    if (raw.complete === false && hasBody(raw)) {
      const deadline = new BodyDeadline(request, reply, limits.bodyTimeoutMs);
      deadlines.set(raw, deadline);
      reply.raw.once('finish', () => {
        deadline.clear();
        // Answered before the body arrived, also by a route that wrote the answer itself (the embedded
        // identity provider): the connection ends here instead of draining the rest of the body.
        if (!received(raw)) closeAfterFlush(raw.socket);
      });
      reply.raw.once('close', () => deadline.clear());
    }
    done();
  });

  // preParsing runs after every onRequest hook, so after the session check.
  app.addHook('preParsing', (request, _reply, payload, done) => {
    const deadline = deadlines.get(request.raw);
    if (!deadline) return done(null, payload);
    if (received(request.raw)) {
      deadline.clear();
      return done(null, payload);
    }
    if (request.principal && (request.routeOptions.config?.accepts ?? []).includes(UPLOAD_MEDIA_TYPE)) {
      deadline.extendTo(limits.uploadTimeoutMs);
      return done(null, payload);
    }
    deadline.body = new DeadlineBody(payload);
    done(null, deadline.body);
  });

  app.addHook('onSend', (request, reply, payload, done) => {
    // Answered before the body arrived: no reason to read the rest, so the connection ends with this answer
    // (Node closes the socket once the answer is flushed).
    // HTTP/2 has no such header: closeAfterFlush resets the stream.
    if (deadlines.has(request.raw) && !received(request.raw) && !overHttp2(request.raw)) reply.header('connection', 'close');
    done(null, payload);
  });
}
