import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { NFE_NAMESPACE } from '../sefaz/event-xml';
import { elementTexts, textAt } from '../sefaz/xml-reader';

/** The real fiscal documents beside the checkout (/work/shared/fixtures/fiscal), read by path, never copied. */
export const FISCAL_FIXTURE_DIR = fileURLToPath(new URL('../../../../../../shared/fixtures/fiscal', import.meta.url));
export const fixture = (name: string) => fs.readFileSync(path.join(FISCAL_FIXTURE_DIR, name), 'utf8');

/** A document as SEFAZ's distribution hands it out: the schema it names, and the XML (zipped only on the wire). */
export interface DistributableDocument {
  schema: string;
  xml: string;
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const el = (name: string, value: string | undefined) => (value === undefined || value === '' ? '' : `<${name}>${escapeXml(value)}</${name}>`);

/**
 * The summary (resNFe 1.01) SEFAZ gives the recipient of an authorised NF-e before its Ciência, made of the facts
 * of a real procNFe: key, issuer, issue, type, value, digest and the authorisation's receipt and protocol.
 */
export function summaryOf(procNFe: string, situation: 1 | 2 | 3 = 1): DistributableDocument {
  const t = elementTexts(procNFe);
  const xml = `<resNFe xmlns="${NFE_NAMESPACE}" versao="1.01">${el('chNFe', textAt(t, 'infProt/chNFe'))}${el('CNPJ', textAt(t, 'emit/CNPJ'))}`
    + `${el('xNome', textAt(t, 'emit/xNome'))}${el('IE', textAt(t, 'emit/IE'))}${el('dhEmi', textAt(t, 'ide/dhEmi'))}${el('tpNF', textAt(t, 'ide/tpNF'))}`
    + `${el('vNF', textAt(t, 'ICMSTot/vNF'))}${el('digVal', textAt(t, 'infProt/digVal'))}${el('dhRecbto', textAt(t, 'infProt/dhRecbto'))}`
    + `${el('nProt', textAt(t, 'infProt/nProt'))}${el('cSitNFe', String(situation))}</resNFe>`;
  return { schema: 'resNFe_v1.01.xsd', xml };
}

/**
 * The procNFe as the distribution gives it: NFe and protNFe. Some issuers' files carry their cancellation's
 * retEvento after the protocol; SEFAZ hands that out as an event of its own (below), not inside the procNFe.
 */
export function distributedProcNFe(file: string): DistributableDocument {
  return { schema: 'procNFe_v4.00.xsd', xml: file.replace(/<retEvento[\s\S]*<\/retEvento>\s*/, '') };
}

/**
 * The cancellation (110111) of a real NF-e as procEventoNFe 1.00, from the registration (retEvento) its file
 * carries: key, issuer, cOrgao, dhRegEvento, nSeqEvento and SEFAZ's protocol are the file's. The issuer's signed
 * request is not in the file, so its evento is rebuilt from those facts, unsigned (the portal does not check the
 * issuer's signature of what SEFAZ distributes).
 */
export function cancellationOf(file: string): DistributableDocument {
  const ret = /<retEvento[\s\S]*<\/retEvento>/.exec(file)?.[0];
  if (!ret) throw new Error('The file carries no retEvento');
  const r = elementTexts(ret);
  const t = elementTexts(file);
  const key = textAt(r, 'infEvento/chNFe')!;
  const sequence = textAt(r, 'infEvento/nSeqEvento') ?? '1';
  const evento = `<evento versao="1.00"><infEvento Id="ID110111${key}${sequence.padStart(2, '0')}">${el('cOrgao', textAt(r, 'infEvento/cOrgao'))}`
    + `${el('tpAmb', textAt(r, 'infEvento/tpAmb'))}${el('CNPJ', textAt(t, 'emit/CNPJ'))}${el('chNFe', key)}${el('dhEvento', textAt(r, 'infEvento/dhRegEvento'))}`
    + `<tpEvento>110111</tpEvento>${el('nSeqEvento', sequence)}<verEvento>1.00</verEvento><detEvento versao="1.00"><descEvento>Cancelamento</descEvento>`
    + `${el('nProt', textAt(t, 'infProt/nProt'))}<xJust>Cancelamento registrado conforme o arquivo do emitente</xJust></detEvento></infEvento></evento>`;
  return { schema: 'procEventoNFe_v1.00.xsd', xml: `<procEventoNFe xmlns="${NFE_NAMESPACE}" versao="1.00">${evento}${ret}</procEventoNFe>` };
}
