import { decodeAccessKey } from '../../access-key';
import type { BoxeKind, BoxeStatus } from '../../contract';
import { find, findAll, textAt, type XmlElement } from '../xml-tree';
import { displayText } from './xml-bytes';
import { CANCELLATION } from '../event-codes';

/** A party as the document names it: CNPJ, CPF or foreign id, and its name. */
export interface ExtractedParty {
  doc: string;
  name: string;
}

/** A fiscal document as its own XML says it is: every field a store row shows. */
export interface ExtractedDocument {
  type: 'document';
  kind: Exclude<BoxeKind, 'xml'>;
  accessKey: string;
  model: string;
  number: string;
  series: string;
  emitter: ExtractedParty;
  recipient: ExtractedParty | null;
  /** Every other party whose CNPJ or CPF makes the document the client's (a CT-e's sender, shipper, payer…). */
  otherParties: string[];
  issuedAt: string;
  /** vNF, vTPrest or vCFe: what the document is worth, not the sum of its products. */
  amountCents: number;
  status: BoxeStatus;
  /** The authorisation protocol's receipt time (dhRecbto), when there is one. */
  authorisedAt: string | null;
}

/** An event of a document: its cancellation (110111, or a CF-e SAT's CFeCanc), a CC-e (110110), a recipient's manifest. */
export interface ExtractedEvent {
  type: 'event';
  accessKey: string;
  code: string;
  /** The event's own Id (or the cancelling CF-e's key), so that the same event is never attached twice. */
  eventId: string;
}

export type Extracted = ExtractedDocument | ExtractedEvent;

/** Why a file is not a fiscal document the stores take, in the words the screen translates. */
export type ExtractRefusal = 'BOXE_INTAKE_UNKNOWN_KIND' | 'BOXE_INTAKE_FIELD_MISSING' | 'BOXE_INTAKE_KEY_INVALID' | 'BOXE_INTAKE_KEY_MISMATCH' | 'BOXE_INTAKE_NOT_AUTHORISED' | 'BOXE_INTAKE_EVENT_NOT_ACCEPTED';

export class ExtractError extends Error {
  override name = 'ExtractError';
  constructor(readonly code: ExtractRefusal, message: string) {
    super(message);
  }
}

const refuse = (code: ExtractRefusal, message: string): never => { throw new ExtractError(code, message); };

/** Decimal text ("1234.5") as integer cents, without going through a float. */
export function cents(text: string): number {
  const match = /^(\d{1,13})(?:\.(\d{1,10}))?$/.exec(text.trim());
  if (!match) return refuse('BOXE_INTAKE_FIELD_MISSING', `"${text.slice(0, 20)}" is not an amount`);
  const fraction = (match[2] ?? '').padEnd(3, '0');
  return Number(match[1]) * 100 + Number(fraction.slice(0, 2)) + (Number(fraction[2]) >= 5 ? 1 : 0);
}

const partyOf = (element: XmlElement | undefined): ExtractedParty | null => {
  if (!element) return null;
  const doc = textAt(element, 'CNPJ') || textAt(element, 'CPF') || textAt(element, 'idEstrangeiro');
  const name = displayText(textAt(element, 'xNome'));
  return doc || name ? { doc, name } : null;
};

/** yyyy-MM-dd from dhEmi (as written: the issuer's local day), dEmi (yyyy-MM-dd) or a CF-e's yyyyMMdd. */
function issueDay(ide: XmlElement | undefined): string {
  const raw = textAt(ide, 'dhEmi') || textAt(ide, 'dEmi');
  const day = /^\d{8}$/.test(raw) ? `${raw.slice(0, 4)}-${raw.slice(4, 6)}-${raw.slice(6, 8)}` : raw.slice(0, 10);
  return /^\d{4}-\d{2}-\d{2}$/.test(day) ? day : refuse('BOXE_INTAKE_FIELD_MISSING', 'The document has no issue date');
}

const ACCEPTED_EVENT = new Set(['135', '136', '155']);

/** A cancellation the authority registered, carried in the same file after the protocol (…Proc with retEvento). */
function cancelledInside(root: XmlElement): boolean {
  return [...findAll(root, 'retEvento'), ...findAll(root, 'retEventoCTe')]
    .some((ret) => textAt(ret, 'tpEvento') === CANCELLATION && ACCEPTED_EVENT.has(textAt(ret, 'cStat')));
}

/** The status the authorisation protocol and any carried cancellation give; no protocol, no authorised document. */
function statusOf(root: XmlElement, protocolName: string): { status: BoxeStatus; authorisedAt: string | null } {
  const info = find(root, protocolName, 'infProt');
  const cStat = textAt(info, 'cStat');
  const authorisedAt = textAt(info, 'dhRecbto') || null;
  if (cancelledInside(root) || cStat === '101' || cStat === '151') return { status: 'cancelled', authorisedAt };
  if (['110', '205', '301', '302', '303'].includes(cStat)) return { status: 'denied', authorisedAt };
  if (cStat === '100' || cStat === '150') return { status: 'authorised', authorisedAt };
  return refuse('BOXE_INTAKE_NOT_AUTHORISED', cStat ? `The protocol says ${cStat}` : 'The document carries no authorisation protocol');
}

/** The key of an infNFe/infCte/infCFe Id ("NFe" + 44), checked against what the document says of itself. */
function keyOf(info: XmlElement, prefix: string, model: string, issuer: string, number: string) {
  // The schema wants the prefix; some issuers' software left it out, and the key alone still says it all.
  const id = info.attributes.Id ?? '';
  const key = id.startsWith(prefix) ? id.slice(prefix.length) : id;
  const parts = decodeAccessKey(key);
  if (!parts) return refuse('BOXE_INTAKE_KEY_INVALID', 'The access key is missing, malformed or its check digit is wrong');
  const keyIssuer = parts.cnpj;
  if (parts.model !== model || Number(parts.number) !== Number(number) || (issuer.length === 14 && keyIssuer !== issuer)
    || (issuer.length === 11 && keyIssuer !== issuer.padStart(14, '0'))) {
    refuse('BOXE_INTAKE_KEY_MISMATCH', 'The access key and the document disagree (model, number or issuer)');
  }
  return key;
}

const KIND_BY_MODEL = { '55': 'nfe', '65': 'nfce', '57': 'cte', '67': 'cte' } as const;

function nfe(root: XmlElement): ExtractedDocument {
  const info = find(root, 'infNFe')!;
  const ide = find(info, 'ide');
  const model = textAt(ide, 'mod');
  const kind = model === '55' || model === '65' ? KIND_BY_MODEL[model] : refuse('BOXE_INTAKE_UNKNOWN_KIND', `NF-e model ${model}`);
  const emitter = partyOf(find(info, 'emit')) ?? refuse('BOXE_INTAKE_FIELD_MISSING', 'No issuer');
  const number = textAt(ide, 'nNF');
  return {
    type: 'document', kind, model, number: String(Number(number)), series: textAt(ide, 'serie'),
    accessKey: keyOf(info, 'NFe', model, emitter.doc, number),
    emitter, recipient: partyOf(find(info, 'dest')), otherParties: [], issuedAt: issueDay(ide),
    amountCents: cents(textAt(info, 'total', 'ICMSTot', 'vNF')), ...statusOf(root, 'protNFe'),
  };
}

function cte(root: XmlElement): ExtractedDocument {
  const info = find(root, 'infCte')!;
  const ide = find(info, 'ide');
  const model = textAt(ide, 'mod');
  if (model !== '57' && model !== '67') refuse('BOXE_INTAKE_UNKNOWN_KIND', `CT-e model ${model}`);
  const emitter = partyOf(find(info, 'emit')) ?? refuse('BOXE_INTAKE_FIELD_MISSING', 'No issuer');
  const number = textAt(ide, 'nCT');
  // The CT-e OS has no recipient: its taker (toma) is who the service is for.
  const recipient = partyOf(info.children.find((c) => c.name === 'dest')) ?? partyOf(info.children.find((c) => c.name === 'toma'));
  const others = ['rem', 'exped', 'receb', 'toma'].map((name) => partyOf(info.children.find((c) => c.name === name))?.doc ?? '');
  return {
    type: 'document', kind: 'cte', model, number: String(Number(number)), series: textAt(ide, 'serie'),
    accessKey: keyOf(info, 'CTe', model, emitter.doc, number),
    emitter, recipient, otherParties: others.filter(Boolean), issuedAt: issueDay(ide),
    amountCents: cents(textAt(info, 'vPrest', 'vTPrest')), ...statusOf(root, 'protCTe'),
  };
}

/** A CF-e SAT is authorised by the SAT equipment that signs it: there is no protocol to read. */
function cfe(info: XmlElement): ExtractedDocument {
  const ide = find(info, 'ide');
  const emitter = partyOf(find(info, 'emit')) ?? refuse('BOXE_INTAKE_FIELD_MISSING', 'No issuer');
  const number = textAt(ide, 'nCFe');
  const recipient = partyOf(find(info, 'dest'));
  return {
    type: 'document', kind: 'cfe', model: '59', number: String(Number(number)), series: textAt(ide, 'nserieSAT'),
    accessKey: keyOf(info, 'CFe', '59', emitter.doc, number),
    emitter, recipient: recipient?.doc ? recipient : null, otherParties: [], issuedAt: issueDay(ide),
    amountCents: cents(textAt(info, 'total', 'vCFe')), status: 'authorised', authorisedAt: null,
  };
}

/** An NF-e or CT-e event with the authority's answer; only a registered one (cStat 135, 136 or 155) changes anything. */
function event(root: XmlElement): ExtractedEvent {
  const info = find(root, 'infEvento') ?? refuse('BOXE_INTAKE_UNKNOWN_KIND', 'An event without infEvento');
  const accessKey = textAt(info, 'chNFe') || textAt(info, 'chCTe');
  if (!decodeAccessKey(accessKey)) refuse('BOXE_INTAKE_KEY_INVALID', "The event's access key is malformed or its check digit is wrong");
  const answer = [...findAll(root, 'retEvento'), ...findAll(root, 'retEventoCTe')].map((r) => textAt(r, 'cStat')).find(Boolean) ?? '';
  if (!ACCEPTED_EVENT.has(answer)) refuse('BOXE_INTAKE_EVENT_NOT_ACCEPTED', answer ? `The authority answered ${answer}` : 'The event carries no registration');
  const code = textAt(info, 'tpEvento');
  return { type: 'event', accessKey, code, eventId: info.attributes.Id || `${code}-${accessKey}-${textAt(info, 'nSeqEvento')}` };
}

/** A CF-e SAT cancellation: its own key, and chCanc naming the sale it cancels. */
function cfeCancellation(root: XmlElement): ExtractedEvent {
  const info = find(root, 'infCFe')!;
  const accessKey = (info.attributes.chCanc ?? '').replace(/^CFe/, '');
  if (decodeAccessKey(accessKey)?.model !== '59') refuse('BOXE_INTAKE_KEY_INVALID', 'chCanc is not a CF-e SAT key');
  return { type: 'event', accessKey, code: CANCELLATION, eventId: info.attributes.Id ?? `CFeCanc${accessKey}` };
}

/**
 * What a parsed fiscal XML is and what its row holds, read from the document alone. The root decides the kind:
 * NF-e and NFC-e (NFe, nfeProc, a one-document enviNFe), CT-e and CT-e OS (CTe, cteProc, CTeOS, cteOSProc),
 * CF-e SAT (CFe) and its cancellation (CFeCanc), and events (procEventoNFe, procEventoCTe and their bare forms).
 */
export function extractFiscal(root: XmlElement): Extracted {
  switch (root.name) {
    case 'nfeProc': case 'NFe': case 'enviNFe':
      if (!find(root, 'infNFe')) break;
      return nfe(root);
    case 'cteProc': case 'CTe': case 'cteOSProc': case 'CTeOS':
      if (!find(root, 'infCte')) break;
      return cte(root);
    case 'CFe': {
      const info = find(root, 'infCFe');
      if (!info) break;
      return cfe(info);
    }
    case 'CFeCanc':
      if (!find(root, 'infCFe')) break;
      return cfeCancellation(root);
    case 'procEventoNFe': case 'procEventoCTe': case 'evento': case 'eventoCTe':
      return event(root);
    default:
  }
  return refuse('BOXE_INTAKE_UNKNOWN_KIND', `<${root.name}> is not a fiscal document the stores take`);
}
