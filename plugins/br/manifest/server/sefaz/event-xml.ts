import { SignedXml } from 'xml-crypto';
import { NFE_EVENTS, type NfeEventCode } from '../../contract';

export const NFE_NAMESPACE = 'http://www.portalfiscal.inf.br/nfe';
/** cOrgao of the Ambiente Nacional, where recipient events are registered. */
export const AMBIENTE_NACIONAL = 91;

/** descEvento as the schema enumerates it (leiauteConfRecebto_v1.00.xsd: no accents). */
const DESCRIPTIONS: Record<NfeEventCode, string> = {
  [NFE_EVENTS.confirmation]: 'Confirmacao da Operacao',
  [NFE_EVENTS.awareness]: 'Ciencia da Operacao',
  [NFE_EVENTS.unknown]: 'Desconhecimento da Operacao',
  [NFE_EVENTS.notPerformed]: 'Operacao nao Realizada',
};

export interface RecipientEvent {
  tpAmb: 1 | 2;
  /** The recipient's CNPJ (the client company). */
  cnpj: string;
  accessKey: string;
  code: NfeEventCode;
  sequence: number;
  justification: string | null;
  /** When the person asked: dhEvento. */
  eventAt: Date;
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** dhEvento in the schema's TDateTimeUTC shape, in Brasília time (UTC−03:00), without fractions. */
export function brasiliaTime(at: Date): string {
  return `${new Date(at.getTime() - 3 * 3_600_000).toISOString().slice(0, 19)}-03:00`;
}

/** Id = "ID" + tpEvento + chave + nSeqEvento (2 digits). */
export const eventId = (e: Pick<RecipientEvent, 'code' | 'accessKey' | 'sequence'>) =>
  `ID${e.code}${e.accessKey}${String(e.sequence).padStart(2, '0')}`;

/** One unsigned `evento` (versao 1.00) of the recipient manifest. */
export function eventXml(e: RecipientEvent): string {
  const just = e.code === NFE_EVENTS.notPerformed && e.justification ? `<xJust>${escapeXml(e.justification)}</xJust>` : '';
  return `<evento xmlns="${NFE_NAMESPACE}" versao="1.00"><infEvento Id="${eventId(e)}">`
    + `<cOrgao>${AMBIENTE_NACIONAL}</cOrgao><tpAmb>${e.tpAmb}</tpAmb><CNPJ>${e.cnpj}</CNPJ><chNFe>${e.accessKey}</chNFe>`
    + `<dhEvento>${brasiliaTime(e.eventAt)}</dhEvento><tpEvento>${e.code}</tpEvento><nSeqEvento>${e.sequence}</nSeqEvento>`
    + `<verEvento>1.00</verEvento><detEvento versao="1.00"><descEvento>${DESCRIPTIONS[e.code]}</descEvento>${just}</detEvento>`
    + '</infEvento></evento>';
}

const C14N = 'http://www.w3.org/TR/2001/REC-xml-c14n-20010315';

/**
 * Signs an evento as the NF-e manual prescribes: an enveloped XML-DSig signature after infEvento, referring to
 * its Id, RSA-SHA1 over C14N (transforms enveloped-signature and C14N, SHA-1 digest), the signer's certificate
 * in KeyInfo/X509Data/X509Certificate.
 */
export function signEvent(xml: string, keyPem: string, certPem: string): string {
  const sig = new SignedXml({
    privateKey: keyPem,
    publicCert: certPem,
    signatureAlgorithm: 'http://www.w3.org/2000/09/xmldsig#rsa-sha1',
    canonicalizationAlgorithm: C14N,
  });
  sig.addReference({
    xpath: "//*[local-name(.)='infEvento']",
    transforms: ['http://www.w3.org/2000/09/xmldsig#enveloped-signature', C14N],
    digestAlgorithm: 'http://www.w3.org/2000/09/xmldsig#sha1',
  });
  sig.computeSignature(xml, { location: { reference: "//*[local-name(.)='infEvento']", action: 'after' } });
  return sig.getSignedXml();
}

/** The lote SEFAZ takes: envEvento 1.00 around the signed events (one here: each click is its own lote). */
export function envEventoXml(idLote: string, signedEvents: string[]): string {
  return `<envEvento xmlns="${NFE_NAMESPACE}" versao="1.00"><idLote>${idLote}</idLote>${signedEvents.join('')}</envEvento>`;
}
