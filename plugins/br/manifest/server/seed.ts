import { randomUUID } from 'node:crypto';
import { MANIFEST_STATUS_BY_EVENT, type ManifestStatus, type NfeEventCode, type NfeStatus } from '../contract';
import { daysBefore, isoDay } from '@portico/plugin-server';
import { type BrSeedContext, demoAccessKey, demoCnpj } from '@portico/br-kit/server';
import { manifestDb } from './tables';

const EMITTERS = [
  { name: 'Distribuidora Alimentos Brasil Ltda', cnpj: demoCnpj('458236910001') },
  { name: 'Açúcar e Álcool Santa Cruz S.A.', cnpj: demoCnpj('192837460001') },
  { name: 'Gás Central Comércio Ltda', cnpj: demoCnpj('564738290001') },
];

/**
 * Received NF-e in every manifest state and deadline: pending ones with Ciência due in 8 and 2 days, one whose
 * Ciência is late, one aware with 6 days left for a conclusive event, one past the 180-day window and one the
 * issuer cancelled. Pending ones are summaries (resNFe) until Ciência or Confirmação unlocks the full XML.
 */
const DOCUMENTS: Array<{ authorisedDaysAgo: number; events: NfeEventCode[]; justification?: string; nfeStatus?: NfeStatus }> = [
  { authorisedDaysAgo: 2, events: [] },
  { authorisedDaysAgo: 8, events: [] },
  { authorisedDaysAgo: 14, events: [] },
  { authorisedDaysAgo: 12, events: [210210] },
  { authorisedDaysAgo: 174, events: [210210] },
  { authorisedDaysAgo: 25, events: [], nfeStatus: 'Cancelled' },
  { authorisedDaysAgo: 20, events: [210210, 210200] },
  { authorisedDaysAgo: 35, events: [210220] },
  { authorisedDaysAgo: 50, events: [210240], justification: 'Mercadoria devolvida na portaria sem recebimento' },
  { authorisedDaysAgo: 70, events: [210200, 210240], justification: 'Operação cancelada pelo fornecedor após confirmação' },
  { authorisedDaysAgo: 200, events: [] },
];

const nfeXml = (key: string, emitter: { name: string; cnpj: string }, recipient: string, number: number, issued: string, cents: number) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<nfeProc xmlns="http://www.portalfiscal.inf.br/nfe" versao="4.00"><NFe><infNFe Id="NFe${key}" versao="4.00">`
  + `<ide><cUF>35</cUF><mod>55</mod><serie>1</serie><nNF>${number}</nNF><dhEmi>${issued}T09:30:00-03:00</dhEmi></ide>`
  + `<emit><CNPJ>${emitter.cnpj}</CNPJ><xNome>${emitter.name}</xNome></emit><dest><CNPJ>${recipient}</CNPJ></dest>`
  + `<total><ICMSTot><vNF>${(cents / 100).toFixed(2)}</vNF></ICMSTot></total></infNFe></NFe></nfeProc>\n`;

/** joao may review manifests; his first two companies have an A1 certificate, the first one received NF-e. */
export async function seedManifest(ctx: BrSeedContext): Promise<void> {
  const db = manifestDb(ctx.db);
  await db.insertInto('userPermissions').values({ userId: ctx.joaoUserId, feature: 'BRAtendimento', resource: 'ManifestoReview', grant: 'Granted' }).execute();
  for (const [ci, client] of ctx.clients.slice(0, 2).entries()) {
    await db.insertInto('brManifestCertificates').values({
      clientId: client.id, holder: client.name.toUpperCase(), cnpj: client.cnpj, serialNumber: `5A3F${ci}E9C01B7D42${ci}`,
      validFrom: isoDay(daysBefore(ctx.now, 200)), validUntil: isoDay(daysBefore(ctx.now, 200 - 365)),
      // The demo has the certificates' facts only, no key: nothing can be signed or sent from it.
      sealedKey: null, uploadedAt: null, uploadedBy: null,
    }).execute();
  }
  for (const [ci, client] of ctx.clients.slice(0, 2).entries()) {
    for (const [i, d] of DOCUMENTS.entries()) {
      const emitter = EMITTERS[i % EMITTERS.length]!;
      const authorised = daysBefore(ctx.now, d.authorisedDaysAgo);
      const number = 50_000 + ci * 100 + i;
      const accessKey = demoAccessKey({ uf: '35', issued: authorised, emitterCnpj: emitter.cnpj, model: '55', series: 1, number, code: 30_000_000 + number });
      const cents = 98_765 + i * 43_210;
      const status: ManifestStatus = d.events.length ? MANIFEST_STATUS_BY_EVENT[d.events[d.events.length - 1]!] : 'Pending';
      const id = randomUUID();
      await db.insertInto('brManifestDocuments').values({
        id, clientId: client.id, accessKey, number: String(number), series: '1', emitterCnpj: emitter.cnpj, emitterName: emitter.name,
        issuedAt: isoDay(authorised), authorizedAt: authorised.toISOString(), amountCents: cents, status, nfeStatus: d.nfeStatus ?? 'Authorized',
        xml: nfeXml(accessKey, emitter, client.cnpj, number, isoDay(authorised), cents),
      }).execute();
      // The demo's history is recorded in the portal only: no protocol, as nothing reached the tax authority.
      for (const [ei, code] of d.events.entries()) {
        await db.insertInto('brManifestSubmissions').values({
          id: randomUUID(), documentId: id, code, sequence: 1, justification: code === 210240 ? d.justification ?? null : null,
          tpAmb: 2, eventAt: new Date(authorised.getTime() + (ei + 1) * 86_400_000).toISOString(), requestedBy: ctx.joaoUserId,
          state: 'Demo', attempts: 0, lastError: null, cStat: null, reason: null, protocol: null, registeredAt: null, answeredAt: null, eventId: null,
        }).execute();
      }
    }
  }
}
