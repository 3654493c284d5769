import { randomUUID } from 'node:crypto';
import { insertFile } from '@portico/server/kit/files';
import { daysBefore } from '@portico/server/kit/demo-numbers';
import { renderTextPdf } from '@portico/server/kit/pdf';
import type { BrSeedContext } from '@portico/server/kit/brazil-demo';
import { protocolsDb } from './tables';

const SENT = [
  { document: 'Guia DAS', department: 'Fiscal', daysAgo: 2, read: false },
  { document: 'Folha de pagamento', department: 'Departamento Pessoal', daysAgo: 6, read: true },
  { document: 'Recibos de férias', department: 'Departamento Pessoal', daysAgo: 14, read: true },
  { document: 'Balancete mensal', department: 'Contábil', daysAgo: 33, read: false },
  { document: 'Guia FGTS Digital', department: 'Departamento Pessoal', daysAgo: 40, read: true },
];

export async function seedProtocols(ctx: BrSeedContext, recipientEmail: string): Promise<void> {
  const db = protocolsDb(ctx.db);
  for (const client of ctx.clients) {
    for (const [i, s] of SENT.entries()) {
      const sent = daysBefore(ctx.now, s.daysAgo);
      const number = `${sent.getUTCFullYear()}/${String(ctx.clients.indexOf(client) * 100 + i + 1).padStart(6, '0')}`;
      const pdf = await renderTextPdf({ title: `Protocolo ${number}`, author: 'Horizonte Contabilidade', date: sent }, [
        { text: 'PROTOCOLO DE ENTREGA DE DOCUMENTOS', size: 14, bold: true },
        { text: `Protocolo nº ${number}`, gap: 10 },
        { text: `Cliente: ${client.name}` },
        { text: `Documento: ${s.document} (${s.department})` },
        { text: `Enviado em ${sent.toISOString().slice(0, 16).replace('T', ' ')} UTC para ${recipientEmail}` },
      ]);
      await db.insertInto('brProtocols').values({
        id: randomUUID(), clientId: client.id, number, documentName: s.document, department: s.department, sentAt: sent.toISOString(),
        sentBy: 'Horizonte Contabilidade', recipientEmail, readAt: s.read ? new Date(sent.getTime() + 7_200_000).toISOString() : null,
        fileId: await insertFile(db, { fileName: `Protocolo ${number.replace('/', '-')}.pdf`, mimeType: 'application/pdf', content: pdf }),
      }).execute();
    }
  }
}
