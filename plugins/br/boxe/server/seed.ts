import { randomUUID } from 'node:crypto';
import { BOXE_KINDS, BOXE_KIND_MODEL, type BoxeKind } from '../contract';
import { insertFile } from '@portico/server/kit/files';
import { daysBefore, demoAccessKey, demoCnpj, isoDay } from '@portico/server/kit/demo-numbers';
import type { BrSeedContext } from '@portico/server/kit/brazil-demo';
import { boxeDb } from './tables';

const SUPPLIERS = [
  { name: 'Moinho Paulista Farinhas Ltda', cnpj: demoCnpj('610345780001') },
  { name: 'Laticínios Serra Azul S.A.', cnpj: demoCnpj('284519370001') },
  { name: 'Embalagens Vale Verde Ltda', cnpj: demoCnpj('739102460001') },
];

const ROOT: Record<BoxeKind, string> = { nfe: 'nfeProc', nfce: 'nfeProc', cte: 'cteProc', cfe: 'CFe', xml: 'documento' };

function fiscalXml(kind: BoxeKind, d: { accessKey: string | null; number: number; emitter: string; recipient: string; issuedAt: string; cents: number }) {
  const id = d.accessKey ? ` Id="${kind === 'cte' ? 'CTe' : kind === 'cfe' ? 'CFe' : 'NFe'}${d.accessKey}"` : '';
  return `<?xml version="1.0" encoding="UTF-8"?>\n<${ROOT[kind]} versao="4.00"><infDoc${id}><ide><nNF>${d.number}</nNF><dhEmi>${d.issuedAt}T10:00:00-03:00</dhEmi></ide>`
    + `<emit><CNPJ>${d.emitter}</CNPJ></emit><dest><CNPJ>${d.recipient}</CNPJ></dest><total><vNF>${(d.cents / 100).toFixed(2)}</vNF></total></infDoc></${ROOT[kind]}>\n`;
}

/** Horizonte ordered Box-E; two of joao's companies have it switched on, each with XML of every kind. */
export async function seedBoxe(ctx: BrSeedContext): Promise<void> {
  const db = boxeDb(ctx.db);
  await db.insertInto('brBoxeSubscriptions').values({ firmId: ctx.firmId, orderedAt: daysBefore(ctx.now, 400).toISOString() }).execute();
  for (const [ci, client] of ctx.clients.entries()) {
    const on = ci < 2;
    await db.insertInto('brBoxeClients').values({ clientId: client.id, lastToggle: on ? 1 : 0, toggledAt: daysBefore(ctx.now, 90 - ci).toISOString() }).execute();
    if (!on) continue;
    for (const [ki, kind] of BOXE_KINDS.entries()) {
      for (let i = 0; i < 3; i++) {
        const supplier = SUPPLIERS[i % SUPPLIERS.length]!;
        const issued = daysBefore(ctx.now, 5 + i * 20 + ki);
        const number = 1000 + ci * 100 + ki * 10 + i;
        const model = BOXE_KIND_MODEL[kind];
        const accessKey = model ? demoAccessKey({ uf: '35', issued, emitterCnpj: supplier.cnpj, model: model as '55', series: 1, number, code: 10_000_000 + number * 7 }) : null;
        const cents = 12_345 * (i + 1) + ki * 1_000;
        const xml = fiscalXml(kind, { accessKey, number, emitter: supplier.cnpj, recipient: client.cnpj, issuedAt: isoDay(issued), cents });
        const fileId = await insertFile(db, { fileName: `${accessKey ?? `documento-${number}`}.xml`, mimeType: 'application/xml', content: Buffer.from(xml) });
        await db.insertInto('brFiscalDocuments').values({
          id: randomUUID(), clientId: client.id, kind, accessKey, number: String(number), series: '1', emitterCnpj: supplier.cnpj,
          emitterName: supplier.name, recipientCnpj: client.cnpj, issuedAt: isoDay(issued), amountCents: cents, fileId,
          storedAt: daysBefore(ctx.now, 4 + i * 20).toISOString(),
        }).execute();
      }
    }
  }
}
