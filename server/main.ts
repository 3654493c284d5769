import { buildApp } from './app';
import { loadConfig } from './config';
import { buildPortalIfMissing } from './cli/build-portal';
import { demoAccountsTable } from './seed/demo-accounts';

const config = loadConfig();
buildPortalIfMissing(config);
const server = await buildApp({ config });
await server.app.listen({ port: config.port, host: config.host });
const address = server.app.server.address();
const port = typeof address === 'object' && address ? address.port : config.port;
console.log(`\nPortico is running at http://localhost:${port}  (variant ${config.variant}, ${server.ctx.dbKind})`);
console.log(`API description: http://localhost:${port}/api/docs\nDemo accounts:\n${demoAccountsTable()}\n`);

let stopping = false;
const stop = async (signal: string) => {
  if (stopping) return;
  stopping = true;
  server.app.log.info(`${signal}: finishing in-flight requests`);
  await server.close();
  process.exit(0);
};
process.on('SIGTERM', () => void stop('SIGTERM'));
process.on('SIGINT', () => void stop('SIGINT'));
