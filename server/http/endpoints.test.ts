import fs from 'node:fs';
import path from 'node:path';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { API } from '@portico/contract/api-paths';
import type { EndpointDeclaration } from '@portico/contract/endpoint';
import { ENDPOINTS as CORE_ENDPOINTS } from '@portico/contract/endpoints';
import { startTestServer, type TestServer } from '../testing/test-server';
import type { RouteEntry } from './route-table';

/**
 * One declaration per operation (core/contract/endpoint.ts): in both regional variants every route the server
 * registers as an operation serves a declaration, with that declaration's method, path and schemas, and every
 * declaration of the variant's features is served. Then the OpenAPI description made from them passes
 * Redocly's recommended rules.
 */

const ROOT = path.resolve(import.meta.dirname, '../..');

/** The description itself is no operation of it. */
const DESCRIPTION_ROUTES = new Set([`GET ${API.docs}`, `GET ${API.openApi}`]);

/** The declarations of one feature ('br.boxe'): its contract.ts's ENDPOINTS, or its endpoints.ts's. */
async function featureDeclarations(id: string): Promise<EndpointDeclaration[]> {
  const dir = path.join(ROOT, 'plugins', ...id.split('.'));
  const file = ['endpoints.ts', 'contract.ts'].map((f) => path.join(dir, f)).find((f) => fs.existsSync(f));
  if (!file) return [];
  const { ENDPOINTS } = await import(file) as { ENDPOINTS?: Record<string, EndpointDeclaration> };
  return Object.values(ENDPOINTS ?? {});
}

const operationKey = (e: { method: string; url?: string; path?: string }) => `${e.method} ${e.url ?? e.path}`;

/** A route the server answers as an operation: under /api, or shown in the description (the help pages). */
const isOperation = (r: RouteEntry) => r.method !== 'HEAD' && !DESCRIPTION_ROUTES.has(operationKey(r))
  && (r.url.startsWith('/api/') || r.schema?.hide !== true || r.endpoint !== undefined);

describe.each(['us', 'br'])('the %s variant', (variant) => {
  let server: TestServer;
  let declared: EndpointDeclaration[];
  beforeAll(async () => {
    // A public address of its own: Redocly warns of a server at localhost.
    server = await startTestServer({ config: { variant, publicUrl: 'https://portal.test' } });
    const features = await Promise.all(server.features.enabled.map((f) => featureDeclarations(f.id)));
    declared = [...Object.values(CORE_ENDPOINTS), ...features.flat()];
  });
  afterAll(() => server.stop());

  it('registers every operation from a declaration, with its method, path and schemas', () => {
    const operations = server.routes.entries.filter(isOperation);
    expect(operations.filter((r) => !r.endpoint).map(operationKey)).toEqual([]);
    const mismatched = operations.filter((r) => r.endpoint).flatMap(({ endpoint: e, schema, method, url, access }) => {
      const expected = { method: e!.method, url: e!.path, params: e!.params, querystring: e!.query, body: e!.body, access: e!.access };
      const actual = { method, url, params: schema?.params, querystring: schema?.querystring, body: schema?.body, access };
      const responses = Object.entries(e!.responses).every(([status, s]) => (schema?.response as Record<string, unknown>)[status] === s);
      const same = responses && Object.entries(expected).every(([k, v]) => actual[k as keyof typeof actual] === v);
      return same ? [] : [`${e!.operationId}: route ${method} ${url}`];
    });
    expect(mismatched).toEqual([]);
  });

  it('serves every declaration of its features, once', () => {
    const served = server.routes.entries.filter((r) => r.method !== 'HEAD').map((r) => r.endpoint).filter((e) => e !== undefined);
    expect(declared.filter((e) => !served.includes(e)).map((e) => e.operationId)).toEqual([]);
    expect(new Set(served).size).toBe(served.length);
  });

  it("describes the API so that Redocly's recommended rules find no error", async () => {
    const doc = (await server.app.inject({ url: API.openApi })).json() as {
      servers?: unknown[]; paths: Record<string, Record<string, { operationId?: string; tags?: string[]; summary?: string; 'x-error-codes'?: string[] }>>;
    };
    expect(doc.servers).toEqual([{ url: server.ctx.config.publicUrl, description: 'This portal' }]);
    const operations = Object.entries(doc.paths).flatMap(([p, ops]) => Object.entries(ops).map(([m, op]) => ({ key: `${m.toUpperCase()} ${p.replace(/\{(\w+)\}/g, ':$1')}`, op })));
    const undescribed = operations.filter(({ op }) => !(op.operationId && op.tags?.length && op.summary));
    expect(undescribed.map(({ key }) => key)).toEqual([]);
    // An operation's own failure codes are in its description.
    const withCodes = declared.filter((e) => e.errors?.length);
    expect(withCodes.length).toBeGreaterThan(0);
    for (const e of withCodes) {
      const op = doc.paths[e.path.replace(/:(\w+)/g, '{$1}')]![e.method.toLowerCase()]!;
      expect(op['x-error-codes'], e.operationId).toEqual(e.errors);
    }

    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({ source: JSON.stringify(doc), absoluteRef: 'openapi.json', config });
    const reported = problems.map((p) => `${p.severity} ${p.ruleId} ${p.location[0]?.pointer ?? ''}: ${p.message}`);
    expect(reported.filter((p) => p.startsWith('error'))).toEqual([]);
    expect(reported.filter((p) => !isKnownWarning(p))).toEqual([]);
  });
});

/**
 * Warnings the description keeps on purpose. The news API of the Brazilian spec has /articles/shared/{id} beside
 * /articles/{id}/…: Fastify routes the static segment first, but a reader of the paths alone could take "shared"
 * for an id.
 */
function isKnownWarning(problem: string): boolean {
  return problem.startsWith('warn no-ambiguous-paths #/paths/~1api~1br-news~1v1~1articles~1');
}
