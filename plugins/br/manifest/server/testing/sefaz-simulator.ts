import { execFile } from 'node:child_process';
import { X509Certificate } from 'node:crypto';
import fs from 'node:fs';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { TLSSocket } from 'node:tls';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import forge from 'node-forge';
import { SignedXml } from 'xml-crypto';
import { elementTexts, textAt } from '../sefaz/xml-reader';
import { testKeys, type TestCa } from './a1-certificates';

const run = promisify(execFile);

/** The official NF-e schemas beside the checkout (/work/shared/schemas/nfe), read by path, never copied. */
export const NFE_SCHEMA_DIR = fileURLToPath(new URL('../../../../../../shared/schemas/nfe/PL_010_V1.30', import.meta.url));

/** What the stand-in received in one call: the lote, and whether it met the schema and its signature held. */
export interface ReceivedEvent {
  envEvento: string;
  id: string;
  tpEvento: string;
  chNFe: string;
  nSeqEvento: string;
  cnpj: string;
  xJust: string | undefined;
  schemaErrors: string | null;
  signatureValid: boolean;
  /** The subject CN of the client certificate the TLS connection presented. */
  peerCn: string;
}

export interface SefazSimulator {
  url: string;
  eventUrl: string;
  /** PEM of the CA the stand-in's server certificate chains to (the client trusts it: PORTICO_SEFAZ_CA_FILE). */
  caPem: string;
  caFile: string;
  received: ReceivedEvent[];
  /** Every event answer it gave, in order (the protocols it handed out). */
  answered: Array<{ id: string; cStat: number; nProt: string | null }>;
  /** The answer to the next events, in order (cStat, xMotivo); afterwards 135, or 573 for an Id already registered. */
  answerNext(...answers: Array<{ cStat: number; xMotivo: string }>): void;
  /** Cuts the next `count` connections without an answer (a network failure). */
  dropNext(count?: number): void;
  stop(): Promise<void>;
}

const DAY_MS = 86_400_000;

/** A server certificate for localhost and 127.0.0.1, issued by the test CA. */
function serverCertificate(ca: TestCa) {
  const { privateKey, publicKey } = testKeys();
  const cert = forge.pki.createCertificate();
  cert.publicKey = publicKey;
  cert.serialNumber = `0${Date.now().toString(16)}`;
  cert.validity.notBefore = new Date(Date.now() - DAY_MS);
  cert.validity.notAfter = new Date(Date.now() + 30 * DAY_MS);
  cert.setSubject([{ name: 'commonName', value: 'localhost' }]);
  cert.setIssuer(ca.cert.subject.attributes);
  cert.setExtensions([
    { name: 'keyUsage', digitalSignature: true, keyEncipherment: true },
    { name: 'extKeyUsage', serverAuth: true },
    { name: 'subjectAltName', altNames: [{ type: 2, value: 'localhost' }, { type: 7, ip: '127.0.0.1' }] },
  ]);
  cert.sign(ca.key, forge.md.sha256.create());
  return { key: forge.pki.privateKeyToPem(privateKey), cert: forge.pki.certificateToPem(cert) };
}

/** The CA's PEM in a file of its own, for the portal's PORTICO_SEFAZ_CA_FILE. */
export function writeCaFile(ca: TestCa): string {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'sefaz-ca-')), 'ca.pem');
  fs.writeFileSync(file, ca.certPem);
  return file;
}

async function schemaErrors(xml: string, xsd: string): Promise<string | null> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sefaz-sim-'));
  const file = path.join(dir, 'envEvento.xml');
  fs.writeFileSync(file, xml);
  try {
    await run('xmllint', ['--noout', '--schema', xsd, file]);
    return null;
  } catch (error) {
    return String((error as { stderr?: string }).stderr ?? error);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** The signature checked with the certificate the connection presented, which KeyInfo must carry too. */
function signatureHolds(eventXml: string, peerPem: string): boolean {
  const signature = /<Signature[\s>][\s\S]*?<\/Signature>/.exec(eventXml)?.[0];
  const keyInfoCert = /<X509Certificate>([^<]+)<\/X509Certificate>/.exec(signature ?? '')?.[1]?.replace(/\s/g, '');
  const peerBase64 = peerPem.replace(/-----[^-]+-----|\s/g, '');
  if (!signature || keyInfoCert !== peerBase64) return false;
  const verifier = new SignedXml({ publicCert: peerPem });
  verifier.loadSignature(signature);
  try {
    return verifier.checkSignature(eventXml);
  } catch {
    return false;
  }
}

const xml = (name: string, value: string | number) => `<${name}>${value}</${name}>`;
const brasilia = (at: Date) => `${new Date(at.getTime() - 3 * 3_600_000).toISOString().slice(0, 19)}-03:00`;

/**
 * A stand-in for the Ambiente Nacional's NFeRecepcaoEvento4: HTTPS demanding a client certificate the test CA
 * issued, the SOAP 1.2 envelope, each lote checked against the official schema (xmllint) and its signature
 * against the presented certificate, answered with retEnvEvento as SEFAZ does (128 for the lote; per event 135,
 * 573 for one already registered, or what the test asked for; 215 schema, 297 signature).
 */
export async function startSefazSimulator(ca: TestCa, options: { schemaDir?: string; port?: number; caFile?: string } = {}): Promise<SefazSimulator> {
  const schemaDir = options.schemaDir ?? NFE_SCHEMA_DIR;
  const tls = serverCertificate(ca);
  const received: ReceivedEvent[] = [];
  const queued: Array<{ cStat: number; xMotivo: string }> = [];
  const registered = new Set<string>();
  const answered: SefazSimulator['answered'] = [];
  let drops = 0;
  // The stand-in's own protocol counter (a real one comes from SEFAZ): 15 digits, cOrgao 91 first.
  let protocols = 0;

  const server = https.createServer({ key: tls.key, cert: tls.cert, ca: [ca.certPem], requestCert: true, rejectUnauthorized: true }, (req, res) => {
    if (drops > 0) {
      drops -= 1;
      req.socket.destroy();
      return;
    }
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', async () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const soap = (inner: string) => {
        res.writeHead(200, { 'Content-Type': 'application/soap+xml; charset=utf-8' });
        res.end(`<?xml version="1.0" encoding="utf-8"?><soap:Envelope xmlns:soap="http://www.w3.org/2003/05/soap-envelope"><soap:Body>${inner}</soap:Body></soap:Envelope>`);
      };
      if (!String(req.headers['content-type']).startsWith('application/soap+xml') || !req.url?.includes('NFeRecepcaoEvento4')) {
        res.writeHead(415).end();
        return;
      }
      const envEvento = /<envEvento[\s\S]*<\/envEvento>/.exec(body)?.[0] ?? '';
      const texts = elementTexts(envEvento || '<empty/>');
      const peer = (req.socket as TLSSocket).getPeerCertificate();
      const peerPem = `-----BEGIN CERTIFICATE-----\n${peer.raw.toString('base64')}\n-----END CERTIFICATE-----\n`;
      const event: ReceivedEvent = {
        envEvento,
        id: /<infEvento Id="([^"]+)"/.exec(envEvento)?.[1] ?? '',
        tpEvento: textAt(texts, 'infEvento/tpEvento') ?? '',
        chNFe: textAt(texts, 'infEvento/chNFe') ?? '',
        nSeqEvento: textAt(texts, 'infEvento/nSeqEvento') ?? '',
        cnpj: textAt(texts, 'infEvento/CNPJ') ?? '',
        xJust: textAt(texts, 'detEvento/xJust'),
        schemaErrors: await schemaErrors(envEvento, path.join(schemaDir, 'envConfRecebto_v1.00.xsd')),
        signatureValid: signatureHolds(envEvento, new X509Certificate(peerPem).toString()),
        peerCn: String(peer.subject?.CN ?? ''),
      };
      received.push(event);
      const tpAmb = textAt(texts, 'infEvento/tpAmb') ?? '2';
      const head = (cStat: number, xMotivo: string) =>
        `${xml('idLote', textAt(texts, 'envEvento/idLote') ?? '0')}${xml('tpAmb', tpAmb)}${xml('verAplic', 'SIM_AN_1.0')}${xml('cOrgao', 91)}${xml('cStat', cStat)}${xml('xMotivo', xMotivo)}`;
      const result = (inner: string) => soap(`<nfeRecepcaoEventoNFResult xmlns="http://www.portalfiscal.inf.br/nfe/wsdl/NFeRecepcaoEvento4"><retEnvEvento xmlns="http://www.portalfiscal.inf.br/nfe" versao="1.00">${inner}</retEnvEvento></nfeRecepcaoEventoNFResult>`);
      if (event.schemaErrors) return result(head(215, 'Rejeicao: Falha no schema XML'));
      if (!event.signatureValid) return result(head(297, 'Rejeicao: Assinatura difere do calculado'));
      const answer = queued.shift() ?? (registered.has(event.id)
        ? { cStat: 573, xMotivo: 'Rejeicao: Duplicidade de evento' }
        : { cStat: 135, xMotivo: 'Evento registrado e vinculado a NF-e' });
      const done = answer.cStat === 135 || answer.cStat === 136;
      if (done) registered.add(event.id);
      const now = new Date();
      const nProt = done ? `891${String(now.getUTCFullYear()).slice(2)}${String(++protocols).padStart(10, '0')}` : null;
      answered.push({ id: event.id, cStat: answer.cStat, nProt });
      result(`${head(128, 'Lote de evento processado')}<retEvento versao="1.00"><infEvento>`
        + `${xml('tpAmb', tpAmb)}${xml('verAplic', 'SIM_AN_1.0')}${xml('cOrgao', 91)}${xml('cStat', answer.cStat)}${xml('xMotivo', answer.xMotivo)}`
        + `${xml('chNFe', event.chNFe)}${xml('tpEvento', event.tpEvento)}${xml('nSeqEvento', event.nSeqEvento)}${xml('dhRegEvento', brasilia(now))}`
        + `${nProt ? xml('nProt', nProt) : ''}`
        + '</infEvento></retEvento>');
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const url = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const caFile = options.caFile ?? writeCaFile(ca);
  return {
    url,
    eventUrl: `${url}/NFeRecepcaoEvento4/NFeRecepcaoEvento4.asmx`,
    caPem: ca.certPem,
    caFile,
    received,
    answered,
    answerNext: (...answers) => { queued.push(...answers); },
    dropNext: (count = 1) => { drops += count; },
    stop: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      if (!options.caFile) fs.rmSync(path.dirname(caFile), { recursive: true, force: true });
    },
  };
}
