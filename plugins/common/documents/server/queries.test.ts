import { startTestServer, type TestServer } from '@portico/plugin-server/testing';
import { compareNames } from '../model/name-order';
import { pageDocuments } from './queries';
import { documentsDb } from './tables';

let server: TestServer;
let clientId: string;
const db = () => documentsDb(server.ctx.db);

beforeAll(async () => {
  server = await startTestServer({ features: ['common.documents'] });
  [clientId] = await server.clientIdsOf('maria@acme.example') as [string];
});
afterAll(async () => { await server.stop(); });

/** Names a folder of a big firm holds: accents, case, ñ, numbers, punctuation and exact duplicates. */
function generatedNames(): string[] {
  const stems = ['Nota', 'nota', 'NOTA', 'Nóta', 'Ñandú', 'Nandu', 'ñu', 'nu', 'Oso', 'côte', 'coté', 'cote', 'côté', 'Cote',
    'Relatório', 'relatorio', 'Élan', 'elan', 'Zoë', 'zoe', 'a-b', 'ab', 'a b', 'a_b', '(draft)', '#1', 'Ærø', 'Straße', 'strasse',
    'IJssel', 'ijs', 'Ångström', 'año', 'ano', 'llama', 'Luz', 'ch', 'cz', '日本', '😀 smile', 'x'];
  const numbers = ['', ' 1', ' 2', ' 9', ' 10', ' 010', ' 100', ' 1.5', ' 2024-03', ' v2', ' v10'];
  const names: string[] = [];
  for (const stem of stems) for (const n of numbers) names.push(`${stem}${n}.pdf`);
  return [...names, 'Nota 9.pdf', 'Nota 9.pdf', 'nota 10.pdf', ''.padEnd(3, 'ñ')];
}

const LOCALES = ['en-US', 'en-GB', 'en-AU', 'en-CA', 'es-AR', 'pt-BR', 'fr-CA', 'nl', undefined, 'not a tag!', 'es_AR'];

describe('a folder listing pages in the database in the portal\'s name order', () => {
  it('matches compareNames, then id, for every supported locale, page after page', async () => {
    const containerId = 'ffffffff-0000-4000-8000-000000000001';
    const at = '2025-03-01T10:00:00.000Z';
    await db().insertInto('containers').values({ id: containerId, clientId, parentId: null, name: 'Name order', type: 'folder', canCreate: 1 as const, canDelete: 1 as const, createdAt: at }).execute();
    const names = generatedNames();
    // Ids out of name order, so a tie broken by the id is visible.
    const rows = names.map((name, i) => ({
      id: `00000000-0000-4000-9000-${String((i * 7919) % 100_000).padStart(12, '0')}`, clientId, containerId, name, size: 1, mimeType: 'application/pdf',
      sha256: 'x'.repeat(64), blobId: `blob-${i}`, uploadedBy: null, uploadedByStaff: 0 as const, createdAt: at, modifiedAt: at, deletedAt: null,
    }));
    for (let i = 0; i < rows.length; i += 100) await db().insertInto('documents').values(rows.slice(i, i + 100)).execute();

    for (const locale of LOCALES) {
      const compare = compareNames(locale);
      const expected = [...rows].sort((a, b) => compare(a.name, b.name) || (a.id < b.id ? -1 : 1)).map((r) => `${r.name}|${r.id}`);
      const listed: string[] = [];
      for (let offset: number | null = 0; offset !== null;) {
        const page = await pageDocuments(db(), { clientId, containerId }, { limit: 37, offset, includeTotal: offset === 0, locale });
        if (offset === 0) expect(page.total).toBe(rows.length);
        listed.push(...page.documents.map((d) => `${d.name}|${d.id}`));
        offset = page.nextOffset;
      }
      expect({ locale, listed }).toEqual({ locale, listed: expected });
    }
  });
});
