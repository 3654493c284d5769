import type { InjectOptions } from 'fastify';
import { startTestServer, type TestServer } from '../testing/test-server';
import { BR_DEMO_CONTACT_EMAIL } from './seed/index';

export const JOAO = BR_DEMO_CONTACT_EMAIL;
export const MARIA = 'maria@acme.example';
export const STAFF = 'staff@firm.example';

export interface BrTestServer {
  server: TestServer;
  /** joao's companies by name order: Clínica (Box-E on, manifest), Padaria (Box-E on, manifest), Transportes (Box-E off). */
  joaoClients: string[];
  mariaClients: string[];
  call(email: string, options: InjectOptions): Promise<import('light-my-request').Response>;
}

/** A fresh server (own database) with the demo seed, plus the ids most Brazilian tests need. */
export async function startBrTestServer(): Promise<BrTestServer> {
  const server = await startTestServer();
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
