import { randomUUID } from 'node:crypto';
import { BOXE_KIND_MODEL, type BoxeKind, type BoxeRole, type BoxeStatus } from '../contract';
import { cfeAccessKey } from '../access-key';
import { demoAccessKey, demoCnpj, demoCpf } from '@portico/br-kit/server';
import { charValues, mod11CheckDigit } from '@portico/br-kit';
import { fiscalXml, itemsTotalCents, type FiscalDocumentSpec, type FiscalItem, type Party } from './fiscal-xml';
import type { BrFiscalDocumentTable } from './tables';

/** Partners of joao's companies in the demo: suppliers and carriers send to them, customers buy from them. */
const SUPPLIERS: Party[] = [
  { name: 'Moinho Paulista Farinhas Ltda', doc: demoCnpj('610345780001'), uf: 'SP' },
  { name: 'Laticínios Serra Azul S.A.', doc: demoCnpj('284519370001'), uf: 'MG' },
  { name: 'Embalagens Vale Verde Ltda', doc: demoCnpj('739102460001'), uf: 'SP' },
  { name: 'Distribuidora Açúcar União Ltda', doc: demoCnpj('457812930001'), uf: 'PR' },
];
const CARRIERS: Party[] = [
  { name: 'Transportes Rodovia Sul Ltda', doc: demoCnpj('318264590001'), uf: 'SC' },
  { name: 'Expresso Bandeirantes Logística S.A.', doc: demoCnpj('562907140001'), uf: 'SP' },
];
const PROVIDERS: Party[] = [
  { name: 'Contabilidade Horizonte Ltda', doc: demoCnpj('193847560001'), uf: 'SP' },
  { name: 'Dedetizadora Boa Vista ME', doc: demoCnpj('847261530001'), uf: 'SP' },
];
const CUSTOMERS: Party[] = [
  { name: 'Mercado Bom Preço Ltda', doc: demoCnpj('902714380001'), uf: 'SP' },
  { name: 'Restaurante Sabor da Terra Ltda', doc: demoCnpj('675140290001'), uf: 'SP' },
  { name: 'Hotel Jardim das Flores S.A.', doc: demoCnpj('431096750001'), uf: 'RJ' },
];
const CONSUMERS: Party[] = [
  { name: 'Mariana Alves Pereira', doc: demoCpf('123456789') },
  { name: 'Ricardo Gomes Silva', doc: demoCpf('987654321') },
];
const PRODUCTS: Array<Omit<FiscalItem, 'quantity' | 'unitCents'> & { cents: number }> = [
  { code: 'FAR-25', description: 'Farinha de trigo tipo 1 25 kg', ncm: '11010010', cfop: '5102', cents: 8_990 },
  { code: 'LEI-12', description: 'Leite integral UHT caixa 12 x 1 L', ncm: '04012010', cfop: '5102', cents: 5_490 },
  { code: 'EMB-100', description: 'Embalagem kraft para pão 100 un.', ncm: '48194000', cfop: '5101', cents: 3_250 },
  { code: 'ACU-5', description: 'Açúcar refinado 5 kg', ncm: '17019900', cfop: '5102', cents: 2_480 },
  { code: 'PAO-FR', description: 'Pão francês kg', ncm: '19059090', cfop: '5101', cents: 1_690 },
  { code: 'BOLO-CH', description: 'Bolo de chocolate inteiro', ncm: '19059090', cfop: '5101', cents: 4_500 },
];
const SERVICES = ['Serviços contábeis mensais', 'Controle de pragas urbanas', 'Frete de farinha e insumos'];

/** A deterministic pseudo-random sequence, so the demo and the bench are the same on every machine. */
const pick = <T>(list: readonly T[], n: number) => list[Math.abs(n) % list.length]!;
const mix = (n: number) => {
  let x = (n ^ 0x9e3779b9) >>> 0;
  x = Math.imul(x ^ (x >>> 16), 0x85ebca6b) >>> 0;
  x = Math.imul(x ^ (x >>> 13), 0xc2b2ae35) >>> 0;
  return (x ^ (x >>> 16)) >>> 0;
};

export interface DemoClient {
  id: string;
  name: string;
  cnpj: string;
}

export interface GeneratedDocument {
  row: Omit<BrFiscalDocumentTable, 'fileId'>;
  fileName: string;
  xml: string;
}

/** The 50-digit NFS-e nacional key: cLocEmi(7) ambGer(1) tpInsc(1) CNPJ(14) nNFSe(13) AAMM(4) cNum(9) DV(1). */
function nfseKey(cnpj: string, number: number, issuedAt: string, code: number) {
  const body = `3550308${'1'}${'2'}${cnpj}${String(number).padStart(13, '0')}${issuedAt.slice(2, 4)}${issuedAt.slice(5, 7)}${String(code).padStart(9, '0')}`;
  return `${body}${mod11CheckDigit(charValues(body), 9)}`;
}

const yymm = (iso: string) => `${iso.slice(2, 4)}${iso.slice(5, 7)}`;

/**
 * Document `index` of a client's store of `kind`, issued `daysAgo` days before `now`. Who issues it follows what
 * each store holds: NFC-e and CF-e are the client's own sales, CT-e come from carriers, NF-e and NFS-e go both ways.
 * CF-e SAT dates stop at 31 December 2025: emission ended in São Paulo on 1 January 2026.
 */
export function demoDocument(client: DemoClient, kind: BoxeKind, index: number, issued: Date, storedAt: Date): GeneratedDocument {
  const r = mix(index * 31 + kind.length * 7 + client.cnpj.charCodeAt(3));
  const issuedAt = issued.toISOString().slice(0, 10);
  const self: Party = { doc: client.cnpj, name: client.name, uf: 'SP' };
  const role: BoxeRole = kind === 'nfce' || kind === 'cfe' ? 'issued' : kind === 'cte' ? 'received' : r % 3 === 0 ? 'issued' : 'received';
  const partner = kind === 'cte' ? pick(CARRIERS, r) : kind === 'xml' ? pick(PROVIDERS, r) : kind === 'nfce' || kind === 'cfe' ? pick(CONSUMERS, r) : role === 'issued' ? pick(CUSTOMERS, r) : pick(SUPPLIERS, r);
  const emitter = role === 'issued' ? self : partner;
  const recipient = kind === 'nfce' && r % 4 === 0 ? null : role === 'issued' ? partner : self;
  const status: BoxeStatus = r % 23 === 0 ? 'cancelled' : r % 41 === 0 ? 'denied' : 'authorised';
  const itemCount = 1 + (r % 3);
  const items: FiscalItem[] = kind === 'xml' || kind === 'cte'
    ? [{ code: 'SRV', description: kind === 'cte' ? 'Farinha e insumos de panificação' : pick(SERVICES, r), ncm: '00000000', cfop: kind === 'cte' ? '5353' : '5933', quantity: 1, unitCents: 25_000 + (r % 400_000) }]
    : Array.from({ length: itemCount }, (_, i) => {
      const p = pick(PRODUCTS, (r >>> 4) + i);
      return { code: p.code, description: p.description, ncm: p.ncm, cfop: p.cfop, quantity: 1 + ((r >>> (i + 3)) % (kind === 'nfe' ? 40 : 4)), unitCents: p.cents };
    });
  const number = 1 + (index % 999_999);
  const series = kind === 'nfce' ? '2' : '1';
  const code = (r % 90_000_000) + 10_000_000;
  const model = BOXE_KIND_MODEL[kind];
  let accessKey: string;
  let satSerial: string | undefined;
  if (kind === 'cfe') {
    satSerial = String(900_001_234 + (r % 3));
    accessKey = cfeAccessKey({ uf: '35', yearMonth: yymm(issuedAt), cnpj: emitter.doc, satSerial: Number(satSerial), number, code: code % 1_000_000 });
  } else if (kind === 'xml') {
    accessKey = nfseKey(emitter.doc, number, issuedAt, code);
  } else {
    accessKey = demoAccessKey({ uf: '35', issued, emitterCnpj: emitter.doc, model: model as '55', series: Number(series), number, code });
  }
  const spec: FiscalDocumentSpec = {
    kind, accessKey, series, number: String(number), issuedAt, emitter, recipient, items, status, satSerial,
    protocol: `1352${issuedAt.slice(2, 4)}${String(r % 1_000_000_000).padStart(9, '0')}`,
  };
  const stored44 = kind === 'xml' ? null : accessKey;
  return {
    fileName: `${accessKey}.xml`,
    xml: fiscalXml(spec),
    row: {
      id: randomUUID(), clientId: client.id, kind, accessKey: stored44, model: model ?? '', number: String(number), series,
      emitterCnpj: emitter.doc, emitterName: emitter.name, recipientCnpj: recipient?.doc ?? null, recipientName: recipient?.name ?? null,
      issuedAt, amountCents: itemsTotalCents(items), status, role, storedAt: storedAt.toISOString(),
    },
  };
}

/** The last day CF-e SAT could be issued in São Paulo (Portaria SRE 79/2024). */
export const CFE_LAST_DAY = new Date('2025-12-31T13:00:00Z');
