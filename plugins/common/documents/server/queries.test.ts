import { startTestServer, type TestServer } from '@portico/plugin-server/testing';
import type { DocumentSearchPage } from '@portico/contract/documents';
import { compareNames, foldForSearch } from '../model/name-order';
import { withFolded } from './name-folded';
import { pageDocuments, searchDocuments } from './queries';
import { documentsDb, type DocumentsDb } from './tables';

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
    const rows = names.map((name, i) => withFolded({
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

/**
 * The search as it was before it ran on an index (every live name of the client read and filtered in Node, then
 * sorted by compareNames and id): the reference the database's search must equal, page for page.
 */
async function searchInNode(db: DocumentsDb, clientId: string, query: { q: string; locale?: string }) {
  const needle = foldForSearch(query.q.trim());
  const candidates = await db.selectFrom('documents').select(['id', 'name']).where('clientId', '=', clientId).where('deletedAt', 'is', null).execute();
  const compare = compareNames(query.locale);
  return (needle ? candidates.filter((r) => foldForSearch(r.name).includes(needle)) : [])
    .sort((a, b) => compare(a.name, b.name) || (a.id < b.id ? -1 : 1)).map((r) => r.id);
}

describe('the whole-client search runs on an index and finds what the search in Node found', () => {
  it('same hits, order, totals and next offsets for accents, case, numbers, unicode, short and odd queries, in every locale', async () => {
    const [, otherClient] = await server.clientIdsOf('maria@acme.example') as [string, string];
    const at = '2025-03-01T10:00:00.000Z';
    const parent = 'ffffffff-0000-4000-8000-000000000002';
    const child = 'ffffffff-0000-4000-8000-000000000003';
    const foreign = 'ffffffff-0000-4000-8000-000000000004';
    await db().insertInto('containers').values([
      { id: parent, clientId, parentId: null, name: 'Busca', type: 'folder', canCreate: 1, canDelete: 1, createdAt: at },
      { id: child, clientId, parentId: parent, name: 'Sub', type: 'folder', canCreate: 1, canDelete: 1, createdAt: at },
      { id: foreign, clientId: otherClient, parentId: null, name: 'Other', type: 'folder', canCreate: 1, canDelete: 1, createdAt: at },
    ]).execute();
    const extra = ['50% off.pdf', 'a_b_c.txt', 'back\\slash.doc', 'say "hi".txt', 'İstanbul.pdf', 'ǅemal.pdf', 'ﬁnance.pdf',
      'Ⅻ report.pdf', 'e\u0301clair.pdf', 'éclair.pdf', 'ÉCLAIR 2.pdf', 'x y z.pdf', '  spaced  .pdf', 'ñandú ÑANDÚ.pdf'];
    const names = [...generatedNames(), ...extra];
    let n = 0;
    const row = (name: string, clientOf: string, containerId: string, deletedAt: string | null) => withFolded({
      id: `00000000-0000-4000-a000-${String(((n += 1) * 7919) % 1_000_000).padStart(12, '0')}`, clientId: clientOf, containerId, name,
      size: 1, mimeType: 'application/pdf', sha256: 'x'.repeat(64), blobId: `search-blob-${n}`, uploadedBy: null, uploadedByStaff: 0 as const,
      createdAt: at, modifiedAt: at, deletedAt,
    });
    // Every name live in two folders, a deleted copy and another client's copy: neither of the last two is found.
    const rows = names.flatMap((name, i) => [row(name, clientId, i % 2 ? parent : child, null), row(name, clientId, child, at),
      row(name, otherClient, foreign, null)]);
    for (let i = 0; i < rows.length; i += 100) await db().insertInto('documents').values(rows.slice(i, i + 100)).execute();

    const queries = ['nota', 'NOTA', 'Nóta', 'ñ', 'n', 'no', 'not', ' nota 1 ', 'nota 10', '10', '1', '01', '2024-03', 'ando', 'ÑANDÚ',
      'cote', 'côté', 'relatorio', 'RELATÓRIO', 'strasse', 'straße', 'ß', 'æ', 'ærø', '日本', '日', '😀', '😀 s', 'smile', '.pdf', 'pdf',
      '%', '50%', '_', 'a_b', '\\', 'k\\s', '"', '"hi"', 'say "', 'istanbul', 'i̇st', 'ǆ', 'fi', 'ﬁn', 'xii', 'Ⅻ', 'eclair', 'e\u0301c', 'x y',
      '  ', 'zzz-not-there', '(draft)', '#1', 'v10', 'a b', 'a-b', 'ij', 'ångström'];
    const locales = ['en-US', 'pt-BR', 'es-AR', 'fr-CA', 'nl', undefined, 'not a tag!'];
    for (const q of queries) {
      for (const [i, locale] of locales.entries()) {
        const limit = [7, 60, 1000][i % 3]!;
        const matched = await searchInNode(db(), clientId, { q, locale });
        for (let offset: number | null = 0; offset !== null;) {
          const got: DocumentSearchPage = await searchDocuments(db(), clientId, { q, limit, offset, locale });
          const ids = matched.slice(offset, offset + limit);
          expect({ q, locale, offset, ids: got.hits.map((h) => h.document.id), total: got.total, nextOffset: got.nextOffset })
            .toEqual({ q, locale, offset, ids, total: matched.length, nextOffset: matched.length > offset + limit ? offset + ids.length : null });
          offset = got.nextOffset;
        }
      }
    }
    // Past the end: no hits, the same total.
    const past = await searchDocuments(db(), clientId, { q: 'nota', limit: 10, offset: 100_000, locale: 'en-US' });
    expect([past.hits.length, past.total, past.nextOffset]).toEqual([0, (await searchInNode(db(), clientId, { q: 'nota' })).length, null]);
    // Hits carry their folder path from the client's root down.
    const deep = await searchDocuments(db(), clientId, { q: 'ǅemal', limit: 10, offset: 0 });
    expect(deep.hits.map((h) => h.path.map((p) => p.name))).toEqual([['Busca', 'Sub']]);
  }, 180_000);

  it('finds a renamed name under its new name only (the writers keep name_folded)', async () => {
    const [doc] = await db().selectFrom('documents').select(['id', 'name']).where('clientId', '=', clientId).where('name', '=', 'x y z.pdf')
      .where('deletedAt', 'is', null).execute();
    await db().updateTable('documents').set(withFolded({ name: 'Quarterly Ünïcode.pdf' })).where('id', '=', doc!.id).execute();
    const found = await searchDocuments(db(), clientId, { q: 'unicode', limit: 10, offset: 0 });
    expect(found.hits.map((h) => h.document.id)).toEqual([doc!.id]);
    expect((await searchDocuments(db(), clientId, { q: 'x y z', limit: 10, offset: 0 })).hits.map((h) => h.document.id)).not.toContain(doc!.id);
  });
});
