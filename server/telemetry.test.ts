import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
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
    server = await startTestServer({ config: { tracing: { url: `${receiver.endpoint}/v1/traces`, serviceName: 'portico-test' } }, features: ['common.documents'] });
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

describe('tracing off', () => {
  it('loads none of the OpenTelemetry SDK, the exporter or @fastify/otel (they are loaded only when configured)', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portico-tracing-off-'));
    try {
      // A process of its own: this one's module cache holds the SDK since the test above. The packages are CommonJS,
      // so what was loaded is in require.cache.
      const probe = path.join(dir, 'probe.mjs');
      fs.writeFileSync(probe, `
        import { createRequire } from 'node:module';
        const { buildApp } = await import(${JSON.stringify(path.join(import.meta.dirname, 'app.ts'))});
        const { openTracing } = await import(${JSON.stringify(path.join(import.meta.dirname, 'telemetry.ts'))});
        const loaded = () => Object.keys(createRequire(import.meta.url).cache).filter((f) => /@fastify[\\\\/]otel|@opentelemetry[\\\\/](sdk-trace|exporter)/.test(f)).length;
        const server = await buildApp({ config: { dataDir: ${JSON.stringify(path.join(dir, 'data'))}, logger: false, tracing: undefined }, seed: false });
        await server.app.inject({ method: 'GET', url: '/api/health' });
        const off = loaded();
        await server.close();
        const tracing = await openTracing({ tracing: { url: 'http://127.0.0.1:9/v1/traces', serviceName: 'probe' }, version: '1', instanceId: 'probe' });
        console.log(JSON.stringify({ off, on: loaded() }));
        await tracing.shutdown();
      `);
      const run = spawnSync(process.execPath, ['--import', 'tsx', probe], { encoding: 'utf8', timeout: 60_000, cwd: path.resolve(import.meta.dirname, '..') });
      expect(run.status, run.stderr).toBe(0);
      const { off, on } = JSON.parse(run.stdout.trim().split('\n').at(-1)!) as { off: number; on: number };
      expect(off).toBe(0);
      expect(on).toBeGreaterThan(0);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
