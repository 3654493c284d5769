import { Writable } from 'node:stream';
import { fillPath } from '@portico/contract/api-paths';
import { EQUIPE, JOAO, startTestServer, type TestServer } from '@portico/plugin-server/testing';
import { MANIFEST_API } from '../contract';
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
  call: (email: string, options: Parameters<TestServer['app']['inject']>[0] & object) => ReturnType<TestServer['app']['inject']>;
  uploadA1: (clientId: string, pfx: Buffer, password: string) => ReturnType<TestServer['app']['inject']>;
  stop(): Promise<void>;
}

export async function startConnectedServer(options: { connected?: boolean } = {}): Promise<ConnectedServer> {
  const ca = makeTestCa();
  const sefaz = await startSefazSimulator(ca);
  const logs: string[] = [];
  const logStream = new Writable({ write(chunk, _encoding, done) { logs.push(String(chunk)); done(); } });
  const server = await startTestServer({
    features: ['br.manifest'],
    logStream,
    config: {
      variant: 'br', logger: true, jobPollMs: 200,
      settings: {
        PORTICO_SEFAZ: options.connected === false ? '0' : '1', PORTICO_SEFAZ_EVENT_URL: sefaz.eventUrl,
        PORTICO_SEFAZ_CA_FILE: sefaz.caFile, PORTICO_SEFAZ_TIMEOUT_MS: '5000',
      } as never,
    },
  });
  const joaoClients = await server.clientIdsOf(JOAO);
  const client = await server.ctx.db.selectFrom('clients').select('cnpj').where('id', '=', joaoClients[0]!).executeTakeFirstOrThrow();
  const cnpj = client.cnpj!;
  const a1 = makeTestA1(ca, { cnpj, name: 'EMPRESA DO JOAO LTDA' });
  const call: ConnectedServer['call'] = async (email, request) =>
    server.app.inject({ ...request, headers: { ...(await server.headersFor(email)), ...request.headers } });
  const uploadA1: ConnectedServer['uploadA1'] = (clientId, pfx, password) => call(EQUIPE, {
    method: 'PUT', url: fillPath(MANIFEST_API.staffCertificate, { clientId }), payload: { pfx: pfx.toString('base64'), password },
  });
  const uploaded = await uploadA1(joaoClients[0]!, a1.pfx, a1.password);
  if (uploaded.statusCode !== 200) throw new Error(`The test A1 was refused: ${uploaded.body}`);
  return {
    server, sefaz, ca, joaoClients, a1, cnpj, logs, call, uploadA1,
    stop: async () => {
      await server.stop();
      await sefaz.stop();
    },
  };
}
