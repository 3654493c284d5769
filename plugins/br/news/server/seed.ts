import { daysBefore, renderTextPdf } from '@portico/plugin-server';
import { type BrSeedContext } from '@portico/br-kit/server';
import { createArticle } from './articles';
import { newsDb } from './tables';

/** Articles Horizonte published to joao's companies; one carries markup that the sanitiser strips, one is already seen. */
export async function seedNews(ctx: BrSeedContext): Promise<void> {
  const db = newsDb(ctx.db);
  const share = {
    firmId: ctx.firmId, status: 'published' as const, updatedBy: null,
    audience: 'clients' as const, clientIds: ctx.clients.map((c) => c.id), tag: null,
  };
  const published = (days: number) => daysBefore(ctx.now, days).toISOString();
  const guide = await renderTextPdf({ title: 'Guia eSocial', author: 'Horizonte Contabilidade', date: ctx.now }, [
    { text: 'Guia rápido do eSocial para empregadores', size: 14, bold: true },
    { text: 'Prazos: eventos periódicos até o dia 15 do mês seguinte.', gap: 10 },
    { text: 'Admissões: envio do S-2200 antes do início das atividades.' },
  ]);
  await createArticle(db, {
    ...share, title: 'Prazo do eSocial para eventos periódicos', summary: 'Os eventos da folha de pagamento vencem no dia 15.',
    author: 'Equipe Departamento Pessoal', publishedAt: published(1),
    bodyHtml: '<h2>Eventos periódicos</h2><p>Envie as informações da folha até o <strong>dia 10</strong> para que possamos transmitir no prazo.</p>'
      + '<p><a href="https://www.gov.br/esocial">Portal do eSocial</a></p><script>alert(1)</script><img src="x" onerror="alert(2)">',
    attachments: [
      { fileName: 'Guia eSocial.pdf', mimeType: 'application/pdf', content: guide },
      { fileName: 'Calendário 2025.csv', mimeType: 'text/csv', content: Buffer.from('evento,prazo\nS-1200,15\nS-1210,15\nDCTFWeb,último dia útil\n') },
    ],
  });
  await createArticle(db, {
    ...share, title: 'Reforma tributária: o que muda em 2026', summary: 'CBS e IBS começam em fase de teste.',
    author: 'Equipe Fiscal', publishedAt: published(8),
    bodyHtml: '<p>Em 2026 a <em>CBS</em> e o <em>IBS</em> passam a constar nas notas fiscais em caráter de teste.</p><ul><li>Alíquota teste de 0,9% (CBS)</li><li>Alíquota teste de 0,1% (IBS)</li></ul>',
    attachments: [],
  });
  const seen = await createArticle(db, {
    ...share, title: 'Novo CNPJ alfanumérico', summary: 'A partir de julho de 2026 novos CNPJs terão letras.',
    author: 'Equipe Societária', publishedAt: published(20),
    bodyHtml: '<p>Os CNPJs já existentes não mudam. Os novos terão 12 caracteres alfanuméricos e 2 dígitos verificadores.</p>',
    attachments: [],
  });
  await db.insertInto('brNewsSeen').values({ articleId: seen, contactId: ctx.joaoContactId, seenAt: published(19) }).execute();
}
