import { Writable } from 'node:stream';
import type { InjectOptions, Response } from 'light-my-request';
import { fillPath } from '@portico/contract/api-paths';
import { EQUIPE, eventually, JOAO, startTestServer, type TestServer } from '@portico/plugin-server/testing';
import { MANIFEST_API } from '../../contract';
import { makeTestA1, makeTestCa, type TestA1, type TestCa } from './a1-certificates';
import { startSefazSimulator, type SefazSimulator } from './sefaz-simulator';

/** A br server connected to a SEFAZ stand-in, with its log lines kept, and joao's first company's A1 uploaded. */
export interface ConnectedServer {
  server: TestServer;
  sefaz: SefazSimulator;
  ca: TestCa;
  /** joao's companies, by name; the first has the A1. */
  joaoClients: string[];
  a1: TestA1;
  cnpj: string;
  logs: string[];
  call: (email: string, options: InjectOptions) => Promise<Response>;
  uploadA1: (clientId: string, pfx: Buffer, password: string) => Promise<Response>;
  /** POSTs an event as joao (or `email`); a 202 is waited for until SEFAZ's answer is kept. */
  register: (accessKey: string, body: object, email?: string) => Promise<{ statusCode: number; body: any }>;
  stop(): Promise<void>;
}

/**
 * `cnpj` gives joao's first company another CNPJ first (a fixture's recipient); `distributionBatch` is the stand-in's;
 * the scheduled distribution runs only with `scheduledDistribution: true`: otherwise a test's own calls alone reach the
 * stand-in (a distribution run beside them would change the documents they look at).
 */
export async function startConnectedServer(options: { connected?: boolean; cnpj?: string; distributionBatch?: number; scheduledDistribution?: boolean } = {}): Promise<ConnectedServer> {
  const ca = makeTestCa();
  const sefaz = await startSefazSimulator(ca, { distributionBatch: options.distributionBatch });
  const logs: string[] = [];
  const logStream = new Writable({ write(chunk, _encoding, done) { logs.push(String(chunk)); done(); } });
  const server = await startTestServer({
    // The notifications too: what the manifest tells the firm's staff.
    features: ['br.manifest', 'common.notifications'],
    logStream,
    config: {
      variant: 'br', logger: true, jobPollMs: 200,
      settings: {
        PORTICO_SEFAZ: options.connected === false ? '0' : '1', PORTICO_SEFAZ_EVENT_URL: sefaz.eventUrl,
        PORTICO_SEFAZ_DISTRIBUTION: options.scheduledDistribution ? '1' : '0', PORTICO_SEFAZ_DISTRIBUTION_URL: sefaz.distributionUrl, PORTICO_SEFAZ_CTE_DISTRIBUTION_URL: sefaz.cteDistributionUrl,
        PORTICO_SEFAZ_CA_FILE: sefaz.caFile, // Generous: a loaded CI machine signs, shakes hands and runs xmllint slowly; no test waits on this timeout.
        PORTICO_SEFAZ_TIMEOUT_MS: '20000',
      } as never,
    },
  });
  const joaoClients = await server.clientIdsOf(JOAO);
  if (options.cnpj) await server.ctx.db.updateTable('clients').set({ cnpj: options.cnpj }).where('id', '=', joaoClients[0]!).execute();
  const client = await server.ctx.db.selectFrom('clients').select('cnpj').where('id', '=', joaoClients[0]!).executeTakeFirstOrThrow();
  const cnpj = client.cnpj!;
  const a1 = makeTestA1(ca, { cnpj, name: 'EMPRESA DO JOAO LTDA' });
  const call: ConnectedServer['call'] = async (email, request) =>
    server.app.inject({ ...request, headers: { ...(await server.headersFor(email)), ...request.headers } });
  const uploadA1: ConnectedServer['uploadA1'] = (clientId, pfx, password) => call(EQUIPE, {
    method: 'PUT', url: fillPath(MANIFEST_API.staffCertificate, { clientId }), payload: { pfx: pfx.toString('base64'), password },
  });
  const eventsOf = async (accessKey: string, email: string) =>
    (await call(email, { method: 'GET', url: fillPath(MANIFEST_API.manifestEvents, { accessKey }) })).json();
  const register: ConnectedServer['register'] = async (accessKey, payload, email = JOAO) => {
    const res = await call(email, { method: 'POST', url: fillPath(MANIFEST_API.manifestEvents, { accessKey }), payload });
    const body = res.json();
    if (res.statusCode !== 202) return { statusCode: res.statusCode, body };
    let last: unknown;
    const settled = await eventually(async () => {
      const events = await eventsOf(accessKey, email);
      const submission = events.submissions.find((s: { id: string }) => s.id === body.submission.id);
      last = submission;
      return (!submission || submission.state !== 'Queued') && events;
    }).catch((error: Error) => {
      // Why it stayed queued is in the submission's last error and the job's log lines: a failure names them.
      throw new Error(`${error.message}: ${JSON.stringify(last)}\n${logs.filter((l) => l.includes('job')).slice(-10).join('')}`);
    });
    const documents = (await call(email, { method: 'GET', url: MANIFEST_API.manifestDocuments, query: { clientId: body.document.clientId, accessKey } })).json();
    return { statusCode: 202, body: { ...body, events: settled, document: documents.items[0] } };
  };
  const uploaded = await uploadA1(joaoClients[0]!, a1.pfx, a1.password);
  if (uploaded.statusCode !== 200) throw new Error(`The test A1 was refused: ${uploaded.body}`);
  return {
    server, sefaz, ca, joaoClients, a1, cnpj, logs, call, uploadA1, register,
    stop: async () => {
      await server.stop();
      await sefaz.stop();
    },
  };
}
