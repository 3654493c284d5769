import { randomUUID } from 'node:crypto';
import { CND_VALIDITY_DAYS, type CndIssuer, type CndStatus } from '../contract';
import { daysBefore, isoDay } from '@portico/plugin-server';
import { type BrSeedContext, insertFile } from '@portico/br-kit/server';
import { renderCertificatePdf } from './certificate-pdf';
import { cndDb } from './tables';

const AGENCIES: Array<{ name: string; issuer: CndIssuer; jurisdiction: string | null; title: string }> = [
  { name: 'Receita Federal do Brasil / PGFN', issuer: 'ReceitaFederalPgfn', jurisdiction: null, title: 'Certidão de Débitos Relativos a Créditos Tributários Federais e à Dívida Ativa da União' },
  { name: 'Caixa Econômica Federal - FGTS', issuer: 'Fgts', jurisdiction: null, title: 'Certificado de Regularidade do FGTS - CRF' },
  { name: 'Tribunal Superior do Trabalho', issuer: 'JusticaDoTrabalho', jurisdiction: null, title: 'Certidão Negativa de Débitos Trabalhistas' },
  { name: 'Secretaria da Fazenda do Estado de São Paulo', issuer: 'State', jurisdiction: 'SP', title: 'Certidão de Débitos Tributários Inscritos em Dívida Ativa' },
  { name: 'Prefeitura do Município de São Paulo', issuer: 'Municipal', jurisdiction: 'São Paulo/SP', title: 'Certidão Conjunta de Débitos de Tributos Mobiliários' },
];

/** Statuses per client and agency; the older certificate of each pair is expired. */
const STATUS_ROTATION: CndStatus[] = ['Negativa', 'Negativa', 'PositivaComEfeitosDeNegativa', 'Negativa', 'Positiva'];

export async function seedCnd(ctx: BrSeedContext): Promise<void> {
  const db = cndDb(ctx.db);
  const agencyIds: string[] = [];
  for (const a of AGENCIES) {
    const id = randomUUID();
    agencyIds.push(id);
    await db.insertInto('brCndAgencies').values({ id, name: a.name, issuer: a.issuer, jurisdiction: a.jurisdiction, validityDays: CND_VALIDITY_DAYS[a.issuer] }).execute();
  }
  for (const [ci, client] of ctx.clients.entries()) {
    for (const [ai, agency] of AGENCIES.entries()) {
      await db.insertInto('brCndClientAgencies').values({ id: randomUUID(), clientId: client.id, agencyId: agencyIds[ai]! }).execute();
      const validity = CND_VALIDITY_DAYS[agency.issuer];
      // An older certificate (already expired) and the current one, issued a few days ago; the FGTS CRF (30 days)
      // is near its end, inside its renewal window, so the dashboard has one to call out.
      const currentIssuedDaysAgo = agency.issuer === 'Fgts' ? validity - 6 : 3 + ai;
      for (const [hi, issuedDaysAgo] of [validity + 20, currentIssuedDaysAgo].entries()) {
        const issued = daysBefore(ctx.now, issuedDaysAgo);
        const expires = new Date(issued.getTime() + validity * 86_400_000);
        const status: CndStatus = hi === 0 ? 'Negativa' : STATUS_ROTATION[(ai + ci) % STATUS_ROTATION.length]!;
        const certificateNumber = `${agency.issuer.slice(0, 3).toUpperCase()}.${issued.getUTCFullYear()}.${String(ci * 100 + ai * 10 + hi + 1).padStart(6, '0')}`;
        const pdf = await renderCertificatePdf({
          agencyName: agency.name, title: agency.title, clientName: client.name, cnpj: client.cnpj, status, certificateNumber,
          issuedAt: isoDay(issued), expiresAt: isoDay(expires),
        });
        const fileId = await insertFile(db, { fileName: `CND ${agency.issuer} ${isoDay(issued)}.pdf`, mimeType: 'application/pdf', content: pdf });
        await db.insertInto('brCndHistory').values({
          id: randomUUID(), clientId: client.id, agencyId: agencyIds[ai]!, crawledAt: new Date(issued.getTime() + 3_600_000).toISOString(),
          status, certificateNumber, issuedAt: isoDay(issued), expiresAt: isoDay(expires), fileId,
        }).execute();
      }
    }
  }
}
