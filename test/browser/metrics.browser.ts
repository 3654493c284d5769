import assert from 'node:assert/strict';
import { METRICS_TOKEN, type BrowserSuite } from './harness';

const MARIA = 'maria@acme.example';

/** The histogram's series: one line per method, route pattern and status, with its request count. */
function requestCounts(text: string): { method: string; route: string; status: string; count: number }[] {
  const series = /^portico_http_request_duration_seconds_count\{method="([^"]*)",route="([^"]*)",status="([^"]*)"\} (\d+)$/gm;
  return [...text.matchAll(series)].map(([, method, route, status, count]) => ({ method: method!, route: route!, status: status!, count: Number(count) }));
}

/**
 * After the browser files before it have used the shared server (and this one has opened maria's documents), a
 * scraper's GET /metrics shows the request histogram by route pattern: the documents the browser asked for are
 * counted under the pattern, and no label holds a client's id.
 */
const suite: BrowserSuite = async ({ browser, baseUrl, signIn, test }) => {
  await test('after a browser session, /metrics counts its requests by route pattern, never by a client id', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const clientIds = new Set<string>();
    page.on('request', (request) => {
      const id = /\/api\/documents\/v1\/clients\/([^/]+)\//.exec(new URL(request.url()).pathname)?.[1];
      if (id) clientIds.add(id);
    });
    await signIn(page, MARIA);
    await page.goto(`${baseUrl}/documents`);
    await page.locator('.documents-area [role="treeitem"]').first().waitFor({ state: 'attached' });
    await context.close();
    assert.ok(clientIds.size > 0, 'the documents area asked for a client\'s documents');

    assert.equal((await fetch(`${baseUrl}/metrics`)).status, 401, 'no token, no metrics');
    const answer = await fetch(`${baseUrl}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    assert.equal(answer.status, 200);
    const text = await answer.text();
    const counts = requestCounts(text);
    const documents = counts.filter((s) => s.method === 'GET' && s.route.startsWith('/api/documents/v1/clients/:clientId/') && s.status === '200');
    assert.ok(documents.length > 0 && documents.every((s) => s.count > 0), `documents requests counted by pattern (${JSON.stringify(documents)})`);
    assert.ok(counts.some((s) => s.route === '/api/health' && s.count > 0), 'the harness\'s health checks are counted');
    const labelValues = [...text.matchAll(/="([^"]*)"/g)].map((m) => m[1]!);
    for (const id of clientIds) assert.ok(!labelValues.some((value) => value.includes(id)), `no metric label holds the client id ${id}`);
  });
};

export default suite;
