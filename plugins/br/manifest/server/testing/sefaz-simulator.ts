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
import { gzipSync } from 'node:zlib';
import forge from 'node-forge';
import { SignedXml } from 'xml-crypto';
import { elementTexts, textAt } from '../sefaz/xml-reader';
import { testKeys, type TestCa } from './a1-certificates';
import type { DistributableDocument } from './distribution-fixtures';

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

/** One call of NFeDistribuicaoDFe or CTeDistribuicaoDFe as the stand-in received it. */
export interface ReceivedDistribution {
  service: 'nfe' | 'cte';
  distDFeInt: string;
  cnpj: string;
  /** distNSU's ultNSU, or consChNFe's key. */
  ultNSU: string | undefined;
  chNFe: string | undefined;
  /** Whether the SOAP body wrapped the message as the service's operation wants (…DistDFeInteresse/…DadosMsg). */
  envelopeOk: boolean;
  schemaErrors: string | null;
  peerCn: string;
  cStat: number;
}

export interface SefazSimulator {
  url: string;
  eventUrl: string;
  distributionUrl: string;
  cteDistributionUrl: string;
  distribution: {
    received: ReceivedDistribution[];
    /** Documents for a CNPJ, each given the next NSU of that CNPJ and service. */
    publish(service: 'nfe' | 'cte', cnpj: string, ...documents: DistributableDocument[]): void;
    /** The next `count` distribution calls answer 656 (consumo indevido). */
    blockNext(count?: number): void;
  };
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
  const file = path.join(dir, 'message.xml');
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

const DISTRIBUTION = {
  nfe: { operation: 'nfeDistDFeInteresse', data: 'nfeDadosMsg', wsdl: 'http://www.portalfiscal.inf.br/nfe/wsdl/NFeDistribuicaoDFe', namespace: 'http://www.portalfiscal.inf.br/nfe', versao: '1.01' },
  cte: { operation: 'cteDistDFeInteresse', data: 'cteDadosMsg', wsdl: 'http://www.portalfiscal.inf.br/cte/wsdl/CTeDistribuicaoDFe', namespace: 'http://www.portalfiscal.inf.br/cte', versao: '1.00' },
} as const;

/**
 * CT-e's distDFeInt has no schema among ../shared/schemas: the stand-in checks the shape the portal builds (the
 * CT-e namespace, versao 1.00, tpAmb, CNPJ, distNSU/ultNSU of 15 digits) instead.
 */
function cteShapeErrors(message: string): string | null {
  const ok = new RegExp(`^<distDFeInt xmlns="${DISTRIBUTION.cte.namespace}" versao="1\\.00"><tpAmb>[12]</tpAmb><CNPJ>\\d{14}</CNPJ><distNSU><ultNSU>\\d{15}</ultNSU></distNSU></distDFeInt>$`);
  return ok.test(message) ? null : `Not a CT-e distDFeInt 1.00: ${message.slice(0, 200)}`;
}

/**
 * A stand-in for the Ambiente Nacional's NFeRecepcaoEvento4: HTTPS demanding a client certificate the test CA
 * issued, the SOAP 1.2 envelope, each lote checked against the official schema (xmllint) and its signature
 * against the presented certificate, answered with retEnvEvento as SEFAZ does (128 for the lote; per event 135,
 * 573 for one already registered, or what the test asked for; 215 schema, 297 signature). It also speaks
 * NFeDistribuicaoDFe (each distDFeInt checked against the official schema) and CTeDistribuicaoDFe: the documents a
 * test published for a CNPJ, by NSU, at most `distributionBatch` (50, as SEFAZ) a call.
 */
export async function startSefazSimulator(ca: TestCa, options: { schemaDir?: string; port?: number; caFile?: string; distributionBatch?: number } = {}): Promise<SefazSimulator> {
  const schemaDir = options.schemaDir ?? NFE_SCHEMA_DIR;
  const tls = serverCertificate(ca);
  const received: ReceivedEvent[] = [];
  const queued: Array<{ cStat: number; xMotivo: string }> = [];
  const registered = new Set<string>();
  const answered: SefazSimulator['answered'] = [];
  let drops = 0;
  const batch = options.distributionBatch ?? 50;
  const published = new Map<string, Array<DistributableDocument & { nsu: number }>>();
  const distributionReceived: ReceivedDistribution[] = [];
  let blocks = 0;
  const pad = (n: number) => String(n).padStart(15, '0');

  /** NFeDistribuicaoDFe and CTeDistribuicaoDFe (NT 2014.002): 138 with up to `batch` docZip, 137, or 656 when told. */
  async function distribution(service: 'nfe' | 'cte', body: string, peerCn: string): Promise<string> {
    const d = DISTRIBUTION[service];
    const message = /<distDFeInt[\s\S]*<\/distDFeInt>/.exec(body)?.[0] ?? '';
    const texts = elementTexts(message || '<empty/>');
    const call: ReceivedDistribution = {
      service, distDFeInt: message, cnpj: textAt(texts, 'distDFeInt/CNPJ') ?? '',
      ultNSU: textAt(texts, 'distNSU/ultNSU'), chNFe: textAt(texts, 'consChNFe/chNFe'),
      envelopeOk: new RegExp(`<${d.operation} xmlns="${d.wsdl}"><${d.data}><distDFeInt`).test(body),
      schemaErrors: service === 'nfe' ? await schemaErrors(message, path.join(schemaDir, 'distDFeInt_v1.01.xsd')) : cteShapeErrors(message),
      peerCn, cStat: 0,
    };
    distributionReceived.push(call);
    const docs = published.get(`${service}:${call.cnpj}`) ?? [];
    const maxNsu = docs.length ? docs[docs.length - 1]!.nsu : 0;
    let cStat: number;
    let xMotivo: string;
    let ultNsu = Number(call.ultNSU ?? 0);
    let lote: Array<DistributableDocument & { nsu: number }> = [];
    if (!call.envelopeOk || call.schemaErrors) [cStat, xMotivo] = [215, 'Rejeicao: Falha no schema XML'];
    else if (/:(\d{14})$/.exec(peerCn)?.[1]?.slice(0, 8) !== call.cnpj.slice(0, 8)) [cStat, xMotivo] = [593, 'Rejeicao: CNPJ-Base consultado difere do CNPJ-Base do Certificado Digital'];
    else if (blocks > 0) {
      blocks -= 1;
      [cStat, xMotivo] = [656, 'Rejeicao: Consumo Indevido'];
    } else {
      lote = call.chNFe ? docs.filter((doc) => doc.xml.includes(call.chNFe!)) : docs.filter((doc) => doc.nsu > ultNsu).slice(0, batch);
      // distNSU answers the NSU its batch reached (maxNSU when nothing is new); consChNFe moves no NSU.
      ultNsu = lote.length && !call.chNFe ? lote[lote.length - 1]!.nsu : Math.max(ultNsu, maxNsu);
      [cStat, xMotivo] = lote.length ? [138, 'Documento(s) localizado(s)'] : [137, 'Nenhum documento localizado'];
    }
    call.cStat = cStat;
    const zips = lote.map((doc) => `<docZip NSU="${pad(doc.nsu)}" schema="${doc.schema}">${gzipSync(Buffer.from(doc.xml, 'utf8')).toString('base64')}</docZip>`).join('');
    return `<${d.operation}Response xmlns="${d.wsdl}"><${d.operation}Result><retDistDFeInt xmlns="${d.namespace}" versao="${d.versao}">`
      + `${xml('tpAmb', textAt(texts, 'distDFeInt/tpAmb') ?? '2')}${xml('verAplic', 'SIM_AN_1.0')}${xml('cStat', cStat)}${xml('xMotivo', xMotivo)}`
      + `${xml('dhResp', brasilia(new Date()))}${xml('ultNSU', pad(ultNsu))}${xml('maxNSU', pad(maxNsu))}`
      + `${zips ? `<loteDistDFeInt>${zips}</loteDistDFeInt>` : ''}</retDistDFeInt></${d.operation}Result></${d.operation}Response>`;
  }
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
      const peerOf = () => String((req.socket as TLSSocket).getPeerCertificate().subject?.CN ?? '');
      if (String(req.headers['content-type']).startsWith('application/soap+xml') && /(NFe|CTe)DistribuicaoDFe/.test(req.url ?? '')) {
        return soap(await distribution(req.url!.includes('CTeDistribuicaoDFe') ? 'cte' : 'nfe', body, peerOf()));
      }
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
    distributionUrl: `${url}/NFeDistribuicaoDFe/NFeDistribuicaoDFe.asmx`,
    cteDistributionUrl: `${url}/CTeDistribuicaoDFe/CTeDistribuicaoDFe.asmx`,
    distribution: {
      received: distributionReceived,
      publish: (service, cnpj, ...documents) => {
        const list = published.get(`${service}:${cnpj}`) ?? [];
        for (const doc of documents) list.push({ ...doc, nsu: (list[list.length - 1]?.nsu ?? 0) + 1 });
        published.set(`${service}:${cnpj}`, list);
      },
      blockNext: (count = 1) => { blocks += count; },
    },
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
