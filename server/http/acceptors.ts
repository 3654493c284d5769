import { createServer, type Server as NetServer, type Socket } from 'node:net';
import type { Server } from 'node:http';
import type { Http2SecureServer } from 'node:http2';

/**
 * libuv accepts one new connection per event-loop turn (libuv#3696), and a busy server's turn grows with the
 * connections it already serves, so a burst of N new connections waits in the listen queue for a time that
 * grows with N²: 200 at once left clients timing out after 10 s before their first request was read. Extra
 * listening sockets on the same port (SO_REUSEPORT: the kernel spreads new connections over them) each accept
 * one per turn; they hand every socket to the one HTTP server, which parses, limits and drains it as its own.
 */
export const EXTRA_ACCEPTORS = 31;

export interface Acceptors {
  /**
   * Stops accepting on the extra sockets at once (the server's own is closed by `server.close()`). Their close
   * callbacks would wait for the connections they handed over, which the server drains as its own.
   */
  stopAccepting(): void;
}

export interface ListenAddress {
  host: string;
  port: number;
}

/** Port in use by anything that did not join with SO_REUSEPORT: fails as a plain listen would (EADDRINUSE). */
async function refuseIfTaken({ host, port }: ListenAddress): Promise<void> {
  if (port === 0) return;
  const probe = createServer();
  await new Promise<void>((resolve, reject) => {
    probe.once('error', reject);
    probe.listen({ host, port, exclusive: true }, () => probe.close(() => resolve()));
  });
}

/**
 * Makes `listen` (the server's own listen with `reusePort`) start `count` extra acceptors on the port it got.
 * A second Portico on the same port must still fail to start rather than share the port: the probe binds it
 * without SO_REUSEPORT first.
 */
export async function listenWithAcceptors(
  server: Server | Http2SecureServer,
  address: ListenAddress,
  listen: (options: ListenAddress & { reusePort: true }) => Promise<unknown>,
  count = EXTRA_ACCEPTORS,
): Promise<Acceptors> {
  await refuseIfTaken(address);
  await listen({ ...address, reusePort: true });
  const bound = server.address();
  const port = typeof bound === 'object' && bound ? bound.port : address.port;
  const extras: NetServer[] = [];
  for (let i = 0; i < count; i++) {
    const extra = createServer((socket: Socket) => server.emit('connection', socket));
    await new Promise<void>((resolve, reject) => {
      extra.once('error', reject);
      extra.listen({ host: address.host, port, reusePort: true }, () => resolve());
    });
    extras.push(extra);
  }
  return {
    stopAccepting: () => {
      for (const extra of extras) extra.close();
    },
  };
}
