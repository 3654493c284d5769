import { buildApp } from './app';
import { loadConfig } from './config';
import { SettingsError } from './settings';
import { buildPortalIfMissing } from './cli/build-portal';
import { demoAccountsTable } from './seed/demo-accounts';
import { watchForShutdown } from './http/graceful-shutdown';
import { listenWithAcceptors } from './http/acceptors';

// The whole environment is validated first (server/settings.ts): every wrong variable is named, nothing started.
const config = (() => {
  try {
    return loadConfig();
  } catch (error) {
    if (!(error instanceof SettingsError)) throw error;
    console.error(`Portico did not start: ${error.message}\n(see the README's table of variables)`);
    process.exit(1);
  }
})();
buildPortalIfMissing(config);
const server = await buildApp({ config });
const shutdown = watchForShutdown(server.app.server);
const acceptors = await listenWithAcceptors(server.app.server, { port: config.port, host: config.host }, (options) => server.app.listen(options));
const address = server.app.server.address();
const port = typeof address === 'object' && address ? address.port : config.port;
// Sign-in works at the public URL (the identity provider's redirects name it); PORT=0 picks a port.
const url = config.port === 0 ? `${config.tls ? 'https' : 'http'}://localhost:${port}` : config.publicUrl;
const loopback = ['127.0.0.1', '::1', 'localhost'].includes(config.host);
console.log(`\nPortico is running at ${url}  (variant ${config.variant}, ${server.ctx.dbKind})`);
console.log(`Listening on ${config.host}:${port} (${config.tls ? 'HTTPS with HTTP/2' : 'HTTP/1.1'})${loopback ? ' only; set HOST=0.0.0.0 to accept other machines' : ''}`);
console.log(`API description: ${url}/api/docs${config.demoData ? `\nDemo accounts:\n${demoAccountsTable()}` : ''}\n`);

let stopping = false;
const stop = async (signal: string) => {
  if (stopping) return;
  stopping = true;
  server.app.log.info(`${signal}: accepting no new connections, finishing requests in flight (up to ${config.shutdownGraceMs / 1000} s)`);
  acceptors.stopAccepting();
  const drained = await shutdown.drain(config.shutdownGraceMs);
  if (!drained) server.app.log.warn('shutdown grace period over: the connections still open were cut');
  await server.close();
  // A cut request is a failed stop: say so to the supervisor.
  process.exit(drained ? 0 : 1);
};
process.on('SIGTERM', () => void stop('SIGTERM'));
process.on('SIGINT', () => void stop('SIGINT'));
