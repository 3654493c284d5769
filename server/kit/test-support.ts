import type { InjectOptions } from 'fastify';
import { startTestServer, type TestServer } from '../testing/test-server';
import { DEMO_USERS } from '../seed/demo-core';
import type { ServerConfig } from '../config';

export const JOAO: string = DEMO_USERS.joao;
export const MARIA: string = DEMO_USERS.maria;
export const STAFF: string = DEMO_USERS.staff;
/** Horizonte's staff (the Brazilian demo firm), an administrator. */
export const EQUIPE: string = DEMO_USERS.equipe;

export interface DemoTestServer {
  server: TestServer;
  /** joao's companies by name order: Clínica (Box-E on, manifest), Padaria (Box-E on, manifest), Transportes (Box-E off). */
  joaoClients: string[];
  mariaClients: string[];
  call(email: string, options: InjectOptions): Promise<import('light-my-request').Response>;
}

/**
 * A fresh server (own database) of one variant with the demo seed, plus the ids most feature tests need. A
 * feature's routes are served only where the variant enables it: the Brazilian features test with 'br'.
 * `features`: serve only these (the file's own feature), as startTestServer.
 */
export async function startDemoTestServer(
  variant: string,
  options: { config?: Partial<ServerConfig>; features?: readonly string[] } = {},
): Promise<DemoTestServer> {
  const server = await startTestServer({ config: { ...options.config, variant }, features: options.features });
  const joaoClients = await server.clientIdsOf(JOAO);
  const mariaClients = await server.clientIdsOf(MARIA);
  return {
    server,
    joaoClients,
    mariaClients,
    call: async (email, options) => server.app.inject({ ...options, headers: { ...(await server.headersFor(email)), ...options.headers } }),
  };
}

/** A preview ("view as") session of a client user opened by a staff member of the same firm. */
export async function previewHeaders(server: TestServer, staffEmail: string, viewedEmail: string) {
  return server.headersFor(staffEmail, { emulateeUserId: await server.userId(viewedEmail) });
}

export async function auditRows(server: TestServer, action: string) {
  return server.ctx.db.selectFrom('auditLog').selectAll().where('action', '=', action).execute();
}
