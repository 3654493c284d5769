import type { BoxeKind, BoxeStatus } from '../contract';

/** A party of a fiscal document: CNPJ (14) or CPF (11) digits and its name. */
export interface Party {
  doc: string;
  name: string;
  uf?: string;
}

export interface FiscalItem {
  code: string;
  description: string;
  ncm: string;
  cfop: string;
  quantity: number;
  unitCents: number;
}

/** What the demo seed and the bench generator know about a document; the XML is written from it. */
export interface FiscalDocumentSpec {
  kind: BoxeKind;
  /** 44 digits for NF-e, NFC-e, CT-e and CF-e; the NFS-e's 50-digit key for generic XML. */
  accessKey: string;
  series: string;
  number: string;
  /** yyyy-MM-dd; documents are issued at 10:00 Brasília time. */
  issuedAt: string;
  emitter: Party;
  recipient: Party | null;
  items: FiscalItem[];
  status: BoxeStatus;
  protocol: string;
  /** CF-e SAT: the SAT equipment's serial number. */
  satSerial?: string;
}

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&${({ '<': 'lt', '>': 'gt', '&': 'amp', '"': 'quot', "'": 'apos' } as const)[c as '<']};`);
const el = (name: string, value: string | number) => `<${name}>${escapeXml(String(value))}</${name}>`;
const money = (cents: number) => (cents / 100).toFixed(2);
const partyId = (p: Party) => el(p.doc.length === 11 ? 'CPF' : 'CNPJ', p.doc);

export const itemsTotalCents = (items: readonly FiscalItem[]) => items.reduce((sum, i) => sum + i.quantity * i.unitCents, 0);

/** The SEFAZ answer each status carries (cStat and xMotivo of the authorisation protocol). */
const PROTOCOL_STATUS: Record<BoxeStatus, [string, string]> = {
  authorised: ['100', 'Autorizado o uso da NF-e'],
  cancelled: ['101', 'Cancelamento de NF-e homologado'],
  denied: ['301', 'Uso Denegado: Irregularidade fiscal do emitente'],
};

function products(items: readonly FiscalItem[]) {
  return items.map((item, i) => `<det nItem="${i + 1}"><prod>${el('cProd', item.code)}${el('xProd', item.description)}${el('NCM', item.ncm)}${el('CFOP', item.cfop)}`
    + `<uCom>UN</uCom>${el('qCom', item.quantity.toFixed(4))}${el('vUnCom', money(item.unitCents))}${el('vProd', money(item.quantity * item.unitCents))}</prod></det>`).join('');
}

function nfe(d: FiscalDocumentSpec, model: '55' | '65') {
  const total = money(itemsTotalCents(d.items));
  const [cStat, reason] = PROTOCOL_STATUS[d.status];
  const dest = d.recipient ? `<dest>${partyId(d.recipient)}${el('xNome', d.recipient.name)}</dest>` : '';
  return `<nfeProc xmlns="http://www.portalfiscal.inf.br/nfe" versao="4.00"><NFe><infNFe Id="NFe${d.accessKey}" versao="4.00">`
    + `<ide>${el('cUF', d.accessKey.slice(0, 2))}${el('cNF', d.accessKey.slice(35, 43))}${el('natOp', model === '55' ? 'Venda de mercadoria' : 'Venda ao consumidor')}`
    + `${el('mod', model)}${el('serie', d.series)}${el('nNF', d.number)}${el('dhEmi', `${d.issuedAt}T10:00:00-03:00`)}<tpNF>1</tpNF><tpAmb>1</tpAmb></ide>`
    + `<emit>${partyId(d.emitter)}${el('xNome', d.emitter.name)}<enderEmit>${el('UF', d.emitter.uf ?? 'SP')}</enderEmit></emit>${dest}${products(d.items)}`
    + `<total><ICMSTot>${el('vProd', total)}${el('vNF', total)}</ICMSTot></total></infNFe></NFe>`
    + `<protNFe versao="4.00"><infProt>${el('chNFe', d.accessKey)}${el('dhRecbto', `${d.issuedAt}T10:00:05-03:00`)}${el('nProt', d.protocol)}${el('cStat', cStat)}${el('xMotivo', reason)}</infProt></protNFe></nfeProc>`;
}

function cte(d: FiscalDocumentSpec) {
  const total = money(itemsTotalCents(d.items));
  const [cStat] = PROTOCOL_STATUS[d.status];
  const cargo = d.items.map((i) => i.description).join(', ');
  const dest = d.recipient ? `<dest>${partyId(d.recipient)}${el('xNome', d.recipient.name)}</dest>` : '';
  return `<cteProc xmlns="http://www.portalfiscal.inf.br/cte" versao="4.00"><CTe><infCte Id="CTe${d.accessKey}" versao="4.00">`
    + `<ide>${el('cUF', d.accessKey.slice(0, 2))}${el('CFOP', '5353')}${el('natOp', 'Prestação de serviço de transporte')}${el('mod', '57')}${el('serie', d.series)}`
    + `${el('nCT', d.number)}${el('dhEmi', `${d.issuedAt}T10:00:00-03:00`)}<modal>01</modal></ide>`
    + `<emit>${partyId(d.emitter)}${el('xNome', d.emitter.name)}<enderEmit>${el('UF', d.emitter.uf ?? 'SP')}</enderEmit></emit>${dest}`
    + `<vPrest>${el('vTPrest', total)}${el('vRec', total)}</vPrest><infCTeNorm><infCarga>${el('proPred', cargo)}</infCarga></infCTeNorm></infCte></CTe>`
    + `<protCTe versao="4.00"><infProt>${el('chCTe', d.accessKey)}${el('dhRecbto', `${d.issuedAt}T10:00:05-03:00`)}${el('nProt', d.protocol)}${el('cStat', cStat)}</infProt></protCTe></cteProc>`;
}

function cfe(d: FiscalDocumentSpec) {
  const total = money(itemsTotalCents(d.items));
  const dest = d.recipient ? `<dest>${partyId(d.recipient)}${el('xNome', d.recipient.name)}</dest>` : '<dest/>';
  return `<CFe><infCFe Id="CFe${d.accessKey}" versao="0.08"><ide>${el('cUF', d.accessKey.slice(0, 2))}${el('cNF', d.accessKey.slice(37, 43))}${el('mod', '59')}`
    + `${el('nserieSAT', d.satSerial ?? d.accessKey.slice(22, 31))}${el('nCFe', d.number)}${el('dEmi', d.issuedAt.replace(/-/g, ''))}<hEmi>100000</hEmi></ide>`
    + `<emit>${partyId(d.emitter)}${el('xNome', d.emitter.name)}</emit>${dest}${products(d.items)}<total>${el('vCFe', total)}</total></infCFe></CFe>`;
}

function nfse(d: FiscalDocumentSpec) {
  const total = money(itemsTotalCents(d.items));
  const toma = d.recipient ? `<toma>${partyId(d.recipient)}${el('xNome', d.recipient.name)}</toma>` : '';
  return `<NFSe xmlns="http://www.sped.fazenda.gov.br/nfse" versao="1.00"><infNFSe Id="NFS${d.accessKey}">${el('nNFSe', d.number)}${el('dhProc', `${d.issuedAt}T10:00:05-03:00`)}`
    + `${el('cStat', d.status === 'cancelled' ? '101' : '100')}<emit>${partyId(d.emitter)}${el('xNome', d.emitter.name)}</emit><valores>${el('vLiq', total)}</valores>`
    + `<DPS><infDPS>${el('dhEmi', `${d.issuedAt}T10:00:00-03:00`)}${el('serie', d.series)}${el('nDPS', d.number)}${toma}`
    + `<serv><cServ>${el('xDescServ', d.items.map((i) => i.description).join(', '))}</cServ></serv><valores><vServPrest>${el('vServ', total)}</vServPrest></valores></infDPS></DPS></infNFSe></NFSe>`;
}

/** The document's XML as an intake would store it (processed form, with the authorisation protocol). */
export function fiscalXml(d: FiscalDocumentSpec): string {
  const body = d.kind === 'nfe' ? nfe(d, '55') : d.kind === 'nfce' ? nfe(d, '65') : d.kind === 'cte' ? cte(d) : d.kind === 'cfe' ? cfe(d) : nfse(d);
  return `<?xml version="1.0" encoding="UTF-8"?>\n${body}\n`;
}
