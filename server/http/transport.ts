import fs from 'node:fs';
import type { ServerConfig } from '../config';

function readPem(file: string, variable: string): Buffer {
  try {
    return fs.readFileSync(file);
  } catch (error) {
    throw new Error(`${variable}: cannot read ${file} (${(error as NodeJS.ErrnoException).code ?? String(error)})`);
  }
}

/**
 * How the server speaks, as Fastify options. Without a certificate: HTTP/1.1 (`npm start` on a laptop, or
 * behind a proxy that ends TLS). With one (PORTICO_TLS_CERT and PORTICO_TLS_KEY): HTTPS with HTTP/2, and
 * HTTP/1.1 for clients that do not offer it (ALPN). HTTP/2 carries all of a page's requests on one
 * connection: a signed-in first load asks for about thirty files and answers, which over HTTP/1.1 queue on
 * six connections, each answer costing a round trip (docs/platform.md "First load").
 */
export function transportOptions(config: Pick<ServerConfig, 'tls'>) {
  if (!config.tls) {
    return { http: { connectionsCheckingInterval: 5_000 }, forceCloseConnections: 'idle' as const };
  }
  return {
    http2: true as const,
    https: {
      allowHTTP1: true,
      cert: readPem(config.tls.certFile, 'PORTICO_TLS_CERT'),
      key: readPem(config.tls.keyFile, 'PORTICO_TLS_KEY'),
    },
    // The HTTP/1.1 keep-alive time's counterpart: an idle session closes after it.
    http2SessionTimeout: 72_000,
    // On close, each session ends once its open streams have answered (HTTP/2 has no idle-connection reaper).
    forceCloseConnections: true,
  };
}

/** Whether a request came over HTTP/2 (one stream of a shared connection) rather than a connection of its own. */
export const overHttp2 = (raw: { httpVersionMajor: number }) => raw.httpVersionMajor === 2;
