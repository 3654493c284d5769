import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './testing/test-server';
import { eventually } from './testing/eventually';

interface OtlpSpan { name: string; traceId: string; attributes: Array<{ key: string; value: { stringValue?: string; intValue?: string | number } }> }
interface OtlpTraces { resourceSpans: Array<{ resource: { attributes: OtlpSpan['attributes'] }; scopeSpans: Array<{ spans: OtlpSpan[] }> }> }

/** A real OTLP/HTTP receiver: accepts the exporter's POSTs of JSON to /v1/traces, as a collector does. */
async function startReceiver() {
  const received: OtlpTraces[] = [];
  const paths: string[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      paths.push(`${request.method} ${request.url} ${request.headers['content-type']}`);
      if (request.method === 'POST' && request.url === '/v1/traces') received.push(JSON.parse(Buffer.concat(chunks).toString('utf8')) as OtlpTraces);
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    paths,
    spans: () => received.flatMap((t) => t.resourceSpans.flatMap((r) => r.scopeSpans.flatMap((s) => s.spans.map((span) => ({ ...span, resource: r.resource }))))),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const attribute = (span: Pick<OtlpSpan, 'attributes'>, key: string) => {
  const value = span.attributes.find((a) => a.key === key)?.value;
  return value?.stringValue ?? value?.intValue;
};

describe('tracing', () => {
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let server: TestServer;
  let stopped = false;
  beforeAll(async () => {
    receiver = await startReceiver();
    server = await startTestServer({ config: { tracing: { url: `${receiver.endpoint}/v1/traces`, serviceName: 'portico-test' } }, features: ['core.documents'] });
  });
  afterAll(async () => {
    if (!stopped) await server?.stop();
    await receiver?.close();
  });

  it('sends a span per request, named by the route pattern, to the OTLP/HTTP endpoint', async () => {
    const [clientId] = await server.clientIdsOf('maria@acme.example');
    const response = await server.app.inject({
      method: 'GET', url: `/api/documents/v1/clients/${clientId}/roots`, headers: {
        ...await server.headersFor('maria@acme.example'),
        traceparent: '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01',
        'x-request-id': 'trace-test-1',
      },
    });
    expect(response.statusCode).toBe(200);
    // The batch is exported when the server closes at the latest; the receiver may get it before.
    await server.stop();
    stopped = true;
    await eventually(() => receiver.spans().some((s) => attribute(s, 'http.route') === '/api/documents/v1/clients/:clientId/roots'));
    const span = receiver.spans().find((s) => s.name === 'GET /api/documents/v1/clients/:clientId/roots')!;
    expect(span).toBeDefined();
    expect(receiver.paths[0]).toBe('POST /v1/traces application/json');
    expect(attribute(span, 'http.response.status_code')).toBe(200);
    expect(attribute(span, 'portico.request_id')).toBe('trace-test-1');
    expect(attribute(span.resource, 'service.name')).toBe('portico-test');
    // It continues the caller's trace (W3C traceparent).
    expect(span.traceId).toBe('0af7651916cd43dd8448eb211c80319c');
    // The client id is in no span's name.
    expect(receiver.spans().filter((s) => s.name.includes(clientId!))).toEqual([]);
  });
});
