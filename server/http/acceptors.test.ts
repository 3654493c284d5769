import http from 'node:http';
import net from 'node:net';
import { EXTRA_ACCEPTORS, listenWithAcceptors, type Acceptors } from './acceptors';

const listenOn = (server: http.Server) => (options: net.ListenOptions) =>
  new Promise<void>((resolve, reject) => { server.once('error', reject); server.listen(options, () => resolve()); });
const portOf = (server: http.Server) => (server.address() as net.AddressInfo).port;
const blockFor = (ms: number) => { const until = Date.now() + ms; while (Date.now() < until); };
const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

let server: http.Server;
let acceptors: Acceptors;

beforeEach(async () => {
  server = http.createServer((_request, response) => response.end('ok'));
  acceptors = await listenWithAcceptors(server, { host: '127.0.0.1', port: 0 }, listenOn(server));
});
afterEach(async () => {
  acceptors.stopAccepting();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe('extra acceptors on the listening port', () => {
  it('accept a burst of connections that waited while the loop was busy several to a turn, not one', async () => {
    let accepted = 0;
    server.on('connection', () => { accepted += 1; });
    const clients = Array.from({ length: 64 }, () => net.connect(portOf(server), '127.0.0.1').on('error', () => {}));
    // The connects go out on the next tick; the kernel completes the handshakes while the loop is stuck.
    await new Promise((resolve) => process.nextTick(resolve));
    blockFor(300);
    let turns = 0;
    while (accepted < 64 && turns < 64) {
      await nextTurn();
      turns += 1;
    }
    expect(accepted).toBe(64);
    // One listening socket takes 64 turns; 64 connections spread by the kernel over 1 + 31 take a handful.
    expect(turns).toBeLessThanOrEqual(16);
    for (const client of clients) client.destroy();
  });

  it('hand every connection to the one HTTP server, which answers on it', async () => {
    const answers = await Promise.all(Array.from({ length: 40 }, () => fetch(`http://127.0.0.1:${portOf(server)}/`, { headers: { connection: 'close' } }).then((r) => r.text())));
    expect(answers).toEqual(Array(40).fill('ok'));
    expect(EXTRA_ACCEPTORS).toBeGreaterThan(0);
  });

  it('a second server on the same port fails to start (EADDRINUSE) instead of sharing it', async () => {
    const second = http.createServer();
    await expect(listenWithAcceptors(second, { host: '127.0.0.1', port: portOf(server) }, listenOn(second))).rejects.toMatchObject({ code: 'EADDRINUSE' });
  });

  it('after close, the port refuses new connections', async () => {
    const port = portOf(server);
    acceptors.stopAccepting();
    await new Promise((resolve) => server.close(resolve));
    const refused = await new Promise<string>((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => { socket.destroy(); resolve('connected'); });
      socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
    });
    expect(refused).toBe('ECONNREFUSED');
    // The afterEach closes again: make that a no-op.
    server = http.createServer();
    acceptors = { stopAccepting: () => {} };
    await listenOn(server)({ host: '127.0.0.1', port: 0 });
  });
});
