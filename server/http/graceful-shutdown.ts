import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Http2SecureServer, Http2Session } from 'node:http2';
import type { Socket } from 'node:net';
import { overHttp2 } from './transport';

export interface GracefulShutdown {
  /**
   * Stops accepting connections and lets the requests in flight finish: every HTTP/1.1 answer from now on
   * says `Connection: close` and its connection ends after it, HTTP/2 sessions get GOAWAY. What is still open
   * after `graceMs` is cut. Resolves true when everything finished in time.
   */
  drain(graceMs: number): Promise<boolean>;
}

/**
 * Watches a server's connections for a drain; install before it listens. Idle keep-alive connections are
 * closed once, when the drain starts (Node's `server.close()` does it): reaping them again while requests
 * run would cut a socket whose next request is on its way, as the 250 ms reaper this replaces did. Instead
 * each connection closes itself after its answer, which told the client not to reuse it.
 */
export function watchForShutdown(server: Server | Http2SecureServer): GracefulShutdown {
  const sockets = new Set<Socket>();
  const sessions = new Set<Http2Session>();
  // HTTP/1.1 answers not finished yet: the ones begun before the drain learn there to close their connection.
  const answering = new Set<ServerResponse>();
  let draining = false;
  const closeIdle = () => (server as Partial<Pick<Server, 'closeIdleConnections'>>).closeIdleConnections?.();

  const lastOnItsConnection = (response: ServerResponse) => {
    if (!response.headersSent) response.setHeader('connection', 'close');
  };

  // Resolves the drain once the last connection is gone: `server.close()`'s own callback counts only the
  // connections its listening socket accepted, not those the extra acceptors handed over (acceptors.ts).
  let lastClosed: (() => void) | undefined;
  server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => {
      sockets.delete(socket);
      if (sockets.size === 0) lastClosed?.();
    });
  });
  server.on('session', (session: Http2Session) => {
    sessions.add(session);
    session.once('close', () => sessions.delete(session));
    if (draining) session.close();
  });
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    if (overHttp2(request)) return;
    if (draining) {
      lastOnItsConnection(response);
      return;
    }
    answering.add(response);
    response.once('close', () => {
      answering.delete(response);
      // An answer whose headers went out before the drain promised keep-alive: its connection is idle now.
      if (draining) closeIdle();
    });
  });

  return {
    drain: async (graceMs) => {
      draining = true;
      const stoppedListening = new Promise<void>((resolve) => server.close(() => resolve()));
      const connectionsEnded = new Promise<void>((resolve) => {
        lastClosed = resolve;
        if (sockets.size === 0) resolve();
      });
      const closed = Promise.all([stoppedListening, connectionsEnded]);
      for (const response of answering) lastOnItsConnection(response);
      for (const session of sessions) session.close();
      let timer: NodeJS.Timeout | undefined;
      const graceOver = new Promise<false>((resolve) => { timer = setTimeout(() => resolve(false), graceMs); });
      const drained = await Promise.race([closed.then(() => true as const), graceOver]);
      clearTimeout(timer);
      if (!drained) {
        for (const session of sessions) session.destroy();
        for (const socket of sockets) socket.destroy();
        await closed;
      }
      return drained;
    },
  };
}
