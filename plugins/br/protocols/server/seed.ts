import { createHash, randomUUID } from 'node:crypto';
import { formatFirmDateTime, formatMonth, renderTextPdf } from '@portico/plugin-server';
import { type BrSeedContext, insertFile } from '@portico/br-kit/server';
import { formatCnpj } from '@portico/br-kit';
import { BRAZIL_TIME_ZONE } from '@portico/br-kit/contract';
import { OBLIGATION_LABELS, type Obligation } from '../contract';
import { protocolsDb } from './tables';

/**
 * When each obligation is delivered, as [months after the competence, day of month] a little before its deadline
 * (BR-DOMAIN §5: eSocial and EFD-Reinf day 15, PGDAS-D day 20, DCTFWeb the last business day, EFD-Contribuições
 * the 10th business day of the second month). Yearly ones: [month, day] of the year after.
 */
const MONTHLY: Partial<Record<Obligation, [number, number]>> = {
  eSocial: [1, 13], 'EFD-Reinf': [1, 14], 'PGDAS-D': [1, 18], 'EFD-ICMS-IPI': [1, 19], DCTFWeb: [1, 26], 'EFD-Contribuicoes': [2, 12],
};
const YEARLY: Partial<Record<Obligation, [number, number]>> = { DEFIS: [3, 27], ECD: [6, 24], ECF: [7, 28] };

/** What each demo company files, by its tax regime (Simples Nacional, Lucro Presumido, Lucro Real). */
const FILINGS_BY_NAME: Array<[RegExp, Obligation[]]> = [
  [/Padaria/, ['PGDAS-D', 'DEFIS', 'DCTFWeb', 'eSocial']],
  [/Transportes/, ['DCTFWeb', 'EFD-Reinf', 'eSocial', 'EFD-Contribuicoes', 'EFD-ICMS-IPI', 'ECD', 'ECF']],
  [/./, ['DCTFWeb', 'EFD-Reinf', 'eSocial', 'EFD-Contribuicoes', 'ECD', 'ECF']],
];
const MONTHS_BACK = 6;

/** A weekday at 10:00–16:59 UTC: a weekend day moves back to Friday. */
function deliveryDay(year: number, monthIndex: number, day: number, seed: number): Date {
  const date = new Date(Date.UTC(year, monthIndex, day, 10 + (seed % 7), (seed * 13) % 60));
  const weekday = date.getUTCDay();
  if (weekday === 0 || weekday === 6) date.setUTCDate(date.getUTCDate() - (weekday === 0 ? 2 : 1));
  return date;
}

/** A receipt number in the shape the obligation's system prints it (digits derived from the filing, so stable). */
function receiptNumber(obligation: Obligation, cnpj: string, competence: string): string {
  const digits = BigInt(`0x${createHash('sha256').update(`${obligation}|${cnpj}|${competence}`).digest('hex').slice(0, 15)}`).toString().padStart(20, '0');
  const period = competence.replace('-', '');
  switch (obligation) {
    case 'PGDAS-D':
    case 'DEFIS':
      return `${cnpj.slice(0, 8)}${period.padEnd(6, '0')}${digits.slice(0, 3)}`;
    case 'eSocial':
      return `1.1.${digits.slice(0, 19)}`;
    case 'EFD-Reinf':
      return `${digits.slice(0, 5)}-${digits.slice(5, 7)}-${digits.slice(7, 11)}-${digits.slice(11, 15)}-${digits.slice(15, 20)}`;
    case 'ECD':
    case 'ECF':
    case 'EFD-Contribuicoes':
    case 'EFD-ICMS-IPI':
      return createHash('sha1').update(`${obligation}|${cnpj}|${competence}`).digest('hex').toUpperCase().match(/.{1,8}/g)!.join('.');
    default:
      return `${digits.slice(0, 4)}.${digits.slice(4, 8)}.${digits.slice(8, 12)}.${digits.slice(12, 16)}`;
  }
}

/** The filings of one company delivered in the last months, newest last. */
function filingsOf(obligations: Obligation[], now: Date) {
  const filings: Array<{ obligation: Obligation; competence: string; deliveredAt: Date }> = [];
  for (const [i, obligation] of obligations.entries()) {
    const monthly = MONTHLY[obligation];
    if (monthly) {
      for (let back = MONTHS_BACK; back >= 1; back--) {
        const month = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1));
        const competence = month.toISOString().slice(0, 7);
        const deliveredAt = deliveryDay(month.getUTCFullYear(), month.getUTCMonth() + monthly[0], monthly[1], i + back);
        if (deliveredAt < now) filings.push({ obligation, competence, deliveredAt });
      }
    }
    const yearly = YEARLY[obligation];
    if (yearly) {
      const year = now.getUTCFullYear() - 1;
      const deliveredAt = deliveryDay(year + 1, yearly[0] - 1, yearly[1], i);
      if (deliveredAt < now) filings.push({ obligation, competence: String(year), deliveredAt });
    }
  }
  return filings;
}

/** Filing receipts of joao's companies with their PDF: six months of monthly obligations and last year's yearly ones. */
export async function seedProtocols(ctx: BrSeedContext): Promise<void> {
  const db = protocolsDb(ctx.db);
  for (const client of ctx.clients) {
    const obligations = FILINGS_BY_NAME.find(([pattern]) => pattern.test(client.name))![1];
    for (const filing of filingsOf(obligations, ctx.now)) {
      const label = OBLIGATION_LABELS[filing.obligation];
      const number = receiptNumber(filing.obligation, client.cnpj, filing.competence);
      const pdf = await renderTextPdf({ title: `Recibo de entrega ${label} ${formatMonth(filing.competence)}`, author: 'Horizonte Contabilidade', date: filing.deliveredAt }, [
        { text: `RECIBO DE ENTREGA — ${label}`, size: 14, bold: true },
        { text: `Contribuinte: ${client.name}`, gap: 10 },
        { text: `CNPJ: ${formatCnpj(client.cnpj)}` },
        { text: `Período de apuração (competência): ${formatMonth(filing.competence)}` },
        { text: `Número do recibo: ${number}`, bold: true },
        // The receipt names the time on the firm's clock (Brasília's), as the Receita's own receipts do.
        { text: `Entregue em ${formatFirmDateTime(filing.deliveredAt, 'pt-br', BRAZIL_TIME_ZONE)}` },
        { text: 'Transmitido por Horizonte Contabilidade', gap: 10 },
        { text: 'Documento de demonstração do portal Portico.', size: 9, gap: 20 },
      ]);
      const fileName = `Recibo ${label.replace(/[^\p{L}\p{N}-]+/gu, ' ').trim()} ${filing.competence}.pdf`;
      await db.insertInto('brProtocols').values({
        id: randomUUID(), clientId: client.id, obligation: filing.obligation, competence: filing.competence, number,
        deliveredAt: filing.deliveredAt.toISOString(), fileId: await insertFile(db, { fileName, mimeType: 'application/pdf', content: pdf }),
      }).execute();
    }
  }
}
