import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SignedXml } from 'xml-crypto';
import { makeTestA1, makeTestCa } from '../testing/a1-certificates';
import { NFE_SCHEMA_DIR } from '../testing/sefaz-simulator';
import { envEventoXml, eventXml, signEvent, brasiliaTime } from './event-xml';
import { readEventAnswer } from './event-answer';

const CNPJ = '11222333000181';
const KEY = '35240112345678000190550010000123451000123458';
const a1 = makeTestA1(makeTestCa(), { cnpj: CNPJ });
const schemas = fs.existsSync(NFE_SCHEMA_DIR);

function schemaCheck(xml: string): string {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'envevento-')), 'e.xml');
  fs.writeFileSync(file, xml);
  try {
    execFileSync('xmllint', ['--noout', '--schema', path.join(NFE_SCHEMA_DIR, 'envConfRecebto_v1.00.xsd'), file], { stdio: 'pipe' });
    return 'valid';
  } catch (error) {
    return String((error as { stderr: Buffer }).stderr);
  }
}

/** The signature checked with the signer's certificate (xml-crypto throws or answers false when it fails). */
function verifies(xml: string): boolean {
  const verifier = new SignedXml({ publicCert: a1.certPem });
  verifier.loadSignature(/<Signature[\s\S]*<\/Signature>/.exec(xml)![0]);
  try {
    return verifier.checkSignature(xml);
  } catch {
    return false;
  }
}

describe('recipient events as SEFAZ takes them', () => {
  const at = new Date('2026-12-02T12:34:56.789Z');

  it.skipIf(!schemas)('builds signed envEvento 1.00 lotes the official schema accepts, for all four events', () => {
    for (const [code, justification] of [[210210, null], [210200, null], [210220, null], [210240, 'Mercadoria devolvida sem recebimento']] as const) {
      const signed = signEvent(eventXml({ tpAmb: 2, cnpj: CNPJ, accessKey: KEY, code, sequence: 1, justification, eventAt: at }), a1.keyPem, a1.certPem);
      expect(schemaCheck(envEventoXml('1', [signed]))).toBe('valid');
    }
  });

  it('puts the manual\'s Id, Brasília time, RSA-SHA1 over C14N and the certificate in KeyInfo; the signature verifies', () => {
    const signed = signEvent(eventXml({ tpAmb: 2, cnpj: CNPJ, accessKey: KEY, code: 210240, sequence: 2, justification: 'Devolvida & recusada na portaria', eventAt: at }), a1.keyPem, a1.certPem);
    expect(signed).toContain(`<infEvento Id="ID210240${KEY}02">`);
    expect(signed).toContain('<dhEvento>2026-12-02T09:34:56-03:00</dhEvento>');
    expect(signed).toContain('<xJust>Devolvida &amp; recusada na portaria</xJust>');
    expect(signed).toContain('Algorithm="http://www.w3.org/2000/09/xmldsig#rsa-sha1"');
    expect(signed).toContain('<CanonicalizationMethod Algorithm="http://www.w3.org/TR/2001/REC-xml-c14n-20010315"/>');
    expect(signed).toContain(`URI="#ID210240${KEY}02"`);
    expect(signed).toContain(a1.certPem.replace(/-----[^-]+-----|\s/g, '').slice(0, 60));
    expect(verifies(signed)).toBe(true);
    expect(verifies(signed.replace('<nSeqEvento>2</nSeqEvento>', '<nSeqEvento>1</nSeqEvento>'))).toBe(false);
    expect(brasiliaTime(new Date('2026-01-01T01:00:00Z'))).toBe('2025-12-31T22:00:00-03:00');
  });
});

describe("reading SEFAZ's answer", () => {
  const soap = (inner: string) => `<soap:Envelope xmlns:soap="http://www.w3.org/2003/05/soap-envelope"><soap:Body><nfeRecepcaoEventoNFResult xmlns="http://www.portalfiscal.inf.br/nfe/wsdl/NFeRecepcaoEvento4"><retEnvEvento xmlns="http://www.portalfiscal.inf.br/nfe" versao="1.00">${inner}</retEnvEvento></nfeRecepcaoEventoNFResult></soap:Body></soap:Envelope>`;
  const event = (cStat: number, more = '') => soap(`<idLote>1</idLote><tpAmb>2</tpAmb><verAplic>AN</verAplic><cOrgao>91</cOrgao><cStat>128</cStat><xMotivo>Lote processado</xMotivo><retEvento versao="1.00"><infEvento><tpAmb>2</tpAmb><verAplic>AN</verAplic><cOrgao>91</cOrgao><cStat>${cStat}</cStat><xMotivo>Motivo ${cStat}</xMotivo>${more}</infEvento></retEvento>`);

  it('registered with protocol and time on 135/136, registered on 573, refused with its code otherwise', () => {
    expect(readEventAnswer(event(135, '<dhRegEvento>2026-12-02T09:00:00-03:00</dhRegEvento><nProt>891260000000001</nProt>'))).toEqual({
      outcome: 'registered', cStat: 135, reason: 'Motivo 135', protocol: '891260000000001', registeredAt: '2026-12-02T09:00:00-03:00',
    });
    expect(readEventAnswer(event(573))).toMatchObject({ outcome: 'registered', cStat: 573, protocol: null });
    expect(readEventAnswer(event(596))).toEqual({ outcome: 'rejected', cStat: 596, reason: 'Motivo 596' });
    expect(readEventAnswer(soap('<idLote>1</idLote><tpAmb>2</tpAmb><verAplic>AN</verAplic><cOrgao>91</cOrgao><cStat>215</cStat><xMotivo>Falha no schema</xMotivo>')))
      .toEqual({ outcome: 'rejected', cStat: 215, reason: 'Falha no schema' });
  });
});
