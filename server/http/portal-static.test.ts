import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { firstLoadPreloads } from './portal-static';

const dist = mkdtempSync(join(tmpdir(), 'portico-preloads-'));
writeFileSync(join(dist, 'feature-chunks.json'), JSON.stringify({
  features: { 'common.documents': ['assets/feature-a.js', 'assets/shared.js'], 'br.boxe': ['assets/feature-b.js', 'assets/shared.js'] },
  signedIn: ['assets/SignedInFrame-x.js', 'assets/shared.js', 'assets/AreaRoutes-y.js'],
  areas: {
    documents: { feature: 'common.documents', files: ['assets/DocumentsArea-z.js', 'assets/shared.js', 'assets/head-start-w.js'] },
    boxe: { feature: 'br.boxe', files: ['assets/BoxeArea-v.js'] },
  },
}));
const request = (url: string, cookies: Record<string, string> = {}) => ({ url, cookies }) as unknown as FastifyRequest;
const hrefs = (html: string) => [...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1]);

describe('first-load preloads', () => {
  it("preload the enabled features' chunks for everyone, each once, and no other variant's", async () => {
    const preloads = await firstLoadPreloads(dist, ['common.documents']);
    expect(hrefs(preloads(request('/')))).toEqual(['/assets/feature-a.js', '/assets/shared.js']);
  });

  it('add the signed-in screens for a browser with the UserAuthentication cookie, not on the sign-in pages', async () => {
    const preloads = await firstLoadPreloads(dist, ['common.documents', 'br.boxe']);
    const signedIn = { bmTheme: '1001', UserAuthentication: '5f0c' };
    expect(hrefs(preloads(request('/home', signedIn)))).toEqual([
      '/assets/feature-a.js', '/assets/shared.js', '/assets/feature-b.js', '/assets/SignedInFrame-x.js', '/assets/AreaRoutes-y.js',
    ]);
    expect(hrefs(preloads(request('/auth?r=%2Fdocuments', signedIn)))).not.toContain('/assets/SignedInFrame-x.js');
    expect(hrefs(preloads(request('/documents', { UserAuthentication: '' })))).not.toContain('/assets/SignedInFrame-x.js');
  });

  it("add the chunks of the area the address opens, for a signed-in browser of a variant that enables it", async () => {
    const preloads = await firstLoadPreloads(dist, ['common.documents']);
    const signedIn = { UserAuthentication: '5f0c' };
    const frame = ['/assets/feature-a.js', '/assets/shared.js', '/assets/SignedInFrame-x.js', '/assets/AreaRoutes-y.js'];
    expect(hrefs(preloads(request('/documents/folder/7?sort=name', signedIn)))).toEqual([...frame, '/assets/DocumentsArea-z.js', '/assets/head-start-w.js']);
    expect(hrefs(preloads(request('/documents?q=tax', signedIn)))).toContain('/assets/DocumentsArea-z.js');
    expect(hrefs(preloads(request('/documents-old', signedIn)))).toEqual(frame);
    expect(hrefs(preloads(request('/boxe', signedIn))), 'br.boxe is not enabled').toEqual(frame);
    expect(hrefs(preloads(request('/documents')))).not.toContain('/assets/DocumentsArea-z.js');
  });

  it('ask for the chunks at low priority: the first paint needs only the page, its inline rules and the logo', async () => {
    const preloads = await firstLoadPreloads(dist, ['common.documents', 'br.boxe']);
    const tags = preloads(request('/documents', { UserAuthentication: '5f0c' })).split('\n');
    expect(tags).toHaveLength(7);
    for (const tag of tags) expect(tag).toMatch(/^<link rel="modulepreload" href="[^"]+" fetchpriority="low" \/>$/);
  });

  it('preload nothing from a build without the map', async () => {
    const preloads = await firstLoadPreloads(mkdtempSync(join(tmpdir(), 'portico-no-map-')), ['common.documents']);
    expect(preloads(request('/documents', { UserAuthentication: '1' }))).toBe('');
  });
});
