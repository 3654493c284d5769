import type { SeedStep } from '@portico/plugin-server';
import { brazilDemo, type BrSeedContext } from '@portico/br-kit/server';
import { createArticle } from './articles';
import { newsDb } from './tables';

/** Horizonte's staff left a draft for the clients it tags "simples-nacional" (a step of its own: existing databases get it). */
async function seedDraft(ctx: BrSeedContext): Promise<void> {
  const db = newsDb(ctx.db);
  const tagged = ctx.clients.slice(0, 2);
  if (tagged.length) await db.insertInto('brNewsClientTags').values(tagged.map((c) => ({ clientId: c.id, tag: 'simples-nacional' }))).execute();
  await createArticle(db, {
    firmId: ctx.firmId, status: 'draft', publishedAt: ctx.now.toISOString(), updatedBy: null,
    title: 'Simples Nacional: limites de faturamento em 2027', summary: 'O que acompanhar para não sair do regime.',
    author: 'Equipe Fiscal', audience: 'tag', clientIds: [], tag: 'simples-nacional', attachments: [],
    bodyHtml: '<p>Acompanhe o faturamento acumulado dos últimos <strong>12 meses</strong>: acima de R$ 4,8 milhões a empresa deixa o regime.</p>',
  });
}

export const seedNewsDraft: SeedStep = {
  name: 'br.news/draft',
  async run(base) {
    const ctx = await brazilDemo(base);
    if (ctx) await seedDraft(ctx);
  },
};
