import { gunzipSync } from 'node:zlib';
import type { DistributionService } from '../tables';
import { NFE_NAMESPACE } from './event-xml';
import { elementTexts, textAt } from './xml-reader';

/**
 * NFeDistribuicaoDFe (NT 2014.002, distDFeInt 1.01, validated against the official schema) and CTeDistribuicaoDFe
 * (distDFeInt 1.00 in the CT-e namespace: its schema is not among ../shared/schemas, so the message follows the NF-e
 * one as BR-DOMAIN §2.2 describes the service, with distNSU only).
 */
export const DISTRIBUTION_SERVICES = {
  nfe: {
    namespace: NFE_NAMESPACE, versao: '1.01', service: 'http://www.portalfiscal.inf.br/nfe/wsdl/NFeDistribuicaoDFe',
    operation: 'nfeDistDFeInteresse', dataElement: 'nfeDadosMsg',
  },
  cte: {
    namespace: 'http://www.portalfiscal.inf.br/cte', versao: '1.00', service: 'http://www.portalfiscal.inf.br/cte/wsdl/CTeDistribuicaoDFe',
    operation: 'cteDistDFeInteresse', dataElement: 'cteDadosMsg',
  },
} as const satisfies Record<DistributionService, unknown>;

/** NSUs are 15 digits (TNSU). */
export const nsu = (value: string | number) => String(value).replace(/\D/g, '').padStart(15, '0').slice(-15);

export type DistributionQuery = { ultNSU: string } | { chNFe: string };

/** The request: the interested party's CNPJ and either the NSU reached (distNSU) or one NF-e's key (consChNFe). */
export function distDFeIntXml(service: DistributionService, input: { tpAmb: 1 | 2; cnpj: string; query: DistributionQuery }): string {
  const s = DISTRIBUTION_SERVICES[service];
  const query = 'ultNSU' in input.query
    ? `<distNSU><ultNSU>${nsu(input.query.ultNSU)}</ultNSU></distNSU>`
    : `<consChNFe><chNFe>${input.query.chNFe}</chNFe></consChNFe>`;
  return `<distDFeInt xmlns="${s.namespace}" versao="${s.versao}"><tpAmb>${input.tpAmb}</tpAmb><CNPJ>${input.cnpj}</CNPJ>${query}</distDFeInt>`;
}

/** One distributed document: its NSU, the schema SEFAZ names (resNFe_v1.01.xsd …) and its XML, unzipped. */
export interface DistributedDocument {
  nsu: string;
  schema: string;
  xml: string;
}

export interface DistributionAnswer {
  cStat: number | null;
  reason: string;
  ultNsu: string | null;
  maxNsu: string | null;
  documents: DistributedDocument[];
}

/** A document unzipped is at most this big: a docZip that inflates past it is refused, not held in memory. */
const MAX_DOCUMENT_BYTES = 5 * 1024 * 1024;

export class DistributionAnswerError extends Error {}

const attribute = (attributes: string, name: string) => new RegExp(`\\b${name}="([^"]*)"`).exec(attributes)?.[1] ?? '';

/**
 * Reads retDistDFeInt out of SEFAZ's SOAP answer and unzips each docZip (base64 of a gzip). A SOAP fault is an
 * answer without a cStat; a docZip that does not unzip throws (nothing of the batch is then kept).
 */
export function readDistributionAnswer(soap: string): DistributionAnswer {
  const texts = elementTexts(soap);
  const fault = textAt(texts, 'Fault/Reason/Text') ?? textAt(texts, 'Fault/faultstring');
  if (fault !== undefined) return { cStat: null, reason: fault, ultNsu: null, maxNsu: null, documents: [] };
  const cStat = Number(textAt(texts, 'retDistDFeInt/cStat'));
  if (!cStat) return { cStat: null, reason: 'The answer holds no retDistDFeInt', ultNsu: null, maxNsu: null, documents: [] };
  const documents: DistributedDocument[] = [];
  for (const match of soap.matchAll(/<(?:[\w-]+:)?docZip\b([^>]*)>([^<]*)<\/(?:[\w-]+:)?docZip>/g)) {
    let xml: string;
    try {
      xml = gunzipSync(Buffer.from(match[2]!.trim(), 'base64'), { maxOutputLength: MAX_DOCUMENT_BYTES }).toString('utf8');
    } catch (error) {
      throw new DistributionAnswerError(`docZip NSU ${attribute(match[1]!, 'NSU')} does not unzip: ${(error as Error).message}`);
    }
    documents.push({ nsu: nsu(attribute(match[1]!, 'NSU')), schema: attribute(match[1]!, 'schema'), xml });
  }
  const ult = textAt(texts, 'retDistDFeInt/ultNSU');
  const max = textAt(texts, 'retDistDFeInt/maxNSU');
  return {
    cStat, reason: textAt(texts, 'retDistDFeInt/xMotivo') ?? '',
    ultNsu: ult ? nsu(ult) : null, maxNsu: max ? nsu(max) : null, documents,
  };
}

/** The schema's document kind without its version: "resNFe_v1.01.xsd" → "resNFe". */
export const schemaKind = (schema: string) => schema.replace(/_v[\d.]+\.xsd$/i, '');

/** A received NF-e as its summary (resNFe) tells it. cSitNFe 1 authorised, 2 denied, 3 cancelled. */
export interface NfeSummary {
  accessKey: string;
  emitterCnpj: string;
  emitterName: string;
  issuedAt: string;
  authorizedAt: string;
  amountCents: number;
  nfeStatus: 'Authorized' | 'Denied' | 'Cancelled';
}

const SITUATIONS = { 1: 'Authorized', 2: 'Denied', 3: 'Cancelled' } as const;

/** vNF (TDec_1302) as integer cents, without going through a float. */
const cents = (text: string) => {
  const [whole = '0', fraction = ''] = text.trim().split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2));
};

const instant = (text: string | undefined) => {
  const parsed = text ? Date.parse(text) : NaN;
  if (Number.isNaN(parsed)) throw new DistributionAnswerError(`"${text ?? ''}" is not a date-time`);
  return new Date(parsed).toISOString();
};

export function readNfeSummary(xml: string): NfeSummary {
  const texts = elementTexts(xml);
  const accessKey = textAt(texts, 'resNFe/chNFe') ?? '';
  const situation = SITUATIONS[Number(textAt(texts, 'resNFe/cSitNFe')) as 1 | 2 | 3];
  if (!/^\d{44}$/.test(accessKey) || !situation) throw new DistributionAnswerError('A resNFe without a key or a situation');
  const dhEmi = textAt(texts, 'resNFe/dhEmi') ?? '';
  return {
    accessKey,
    emitterCnpj: textAt(texts, 'resNFe/CNPJ') ?? textAt(texts, 'resNFe/CPF') ?? '',
    emitterName: textAt(texts, 'resNFe/xNome') ?? '',
    // The issuer's local day, as the document writes it.
    issuedAt: dhEmi.slice(0, 10),
    authorizedAt: instant(textAt(texts, 'resNFe/dhRecbto')),
    amountCents: cents(textAt(texts, 'resNFe/vNF') ?? '0'),
    nfeStatus: situation,
  };
}

/** An event of an NF-e the recipient is told of (resEvento, or the event of a procEventoNFe): its key and type. */
export function readEventSummary(xml: string): { accessKey: string; code: string } {
  const texts = elementTexts(xml);
  return { accessKey: textAt(texts, 'chNFe') ?? '', code: textAt(texts, 'tpEvento') ?? '' };
}
