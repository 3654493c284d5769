import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import fontkit from '@pdf-lib/fontkit';
import { pdflibAddPlaceholder } from '@signpdf/placeholder-pdf-lib';
import { P12Signer } from '@signpdf/signer-p12';
// The class, not the default export: under plain Node (not vitest) the CJS default import is the whole module.
import { SignPdf } from '@signpdf/signpdf';
import { SUBFILTER_ETSI_CADES_DETACHED } from '@signpdf/utils';
import { PDFDocument, rgb } from 'pdf-lib';
import type { SigningCertificate } from './certificate';

export const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** One person's signature as the audit page shows it. */
export interface SignatureRecord {
  name: string;
  email: string;
  typedName: string;
  signedAt: string;
  ip: string;
  userAgent: string;
}

export interface AuditTexts {
  title: string;
  document: string;
  hashBefore: string;
  signer: string;
  signedAt: string;
  address: string;
  userAgent: string;
  statement: string;
}

const fontFile = () => path.join(path.dirname(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/package.json')), 'ttf', 'DejaVuSans.ttf');

/**
 * The signed copy of a PDF: an audit page appended (each signer, their time, address and browser, the SHA-256 of the
 * document as the firm sent it), then a PAdES signature (ETSI.CAdES.detached, SHA-256) with the portal's certificate
 * over the whole file, so any reader shows whether it changed since. The original's bytes are not otherwise altered.
 */
export async function signPdf(original: Uint8Array, doc: { name: string; signers: readonly SignatureRecord[]; texts: AuditTexts; reason: string }, certificate: SigningCertificate): Promise<Buffer> {
  const pdf = await PDFDocument.load(original);
  pdf.registerFontkit(fontkit);
  const font = await pdf.embedFont(fs.readFileSync(fontFile()), { subset: true });
  const page = pdf.addPage([595, 842]);
  let y = 790;
  const line = (text: string, size = 10, gap = 16) => {
    // Long values (a browser's user agent) wrap at the page's width.
    for (const chunk of wrap(text, font.widthOfTextAtSize.bind(font), size, 495)) {
      page.drawText(chunk, { x: 50, y, size, font, color: rgb(0.1, 0.1, 0.1) });
      y -= gap;
    }
  };
  const { texts } = doc;
  line(texts.title, 16, 28);
  line(`${texts.document}: ${doc.name}`);
  line(`${texts.hashBefore}: ${sha256(original)}`, 9);
  y -= 10;
  for (const s of doc.signers) {
    line(`${texts.signer}: ${s.name} <${s.email}> — “${s.typedName}”`);
    line(`${texts.signedAt}: ${s.signedAt}`);
    line(`${texts.address}: ${s.ip}`);
    line(`${texts.userAgent}: ${s.userAgent}`, 8, 12);
    y -= 10;
  }
  line(texts.statement, 9, 13);
  pdflibAddPlaceholder({
    pdfDoc: pdf, reason: doc.reason, contactInfo: '', name: 'Portico', location: 'Portico',
    subFilter: SUBFILTER_ETSI_CADES_DETACHED, signatureLength: 16_384,
  });
  const prepared = Buffer.from(await pdf.save({ useObjectStreams: false }));
  return new SignPdf().sign(prepared, new P12Signer(certificate.p12, { passphrase: certificate.passphrase }));
}

function wrap(text: string, width: (t: string, size: number) => number, size: number, max: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(' ')) {
    const next = current ? `${current} ${word}` : word;
    if (current && width(next, size) > max) {
      lines.push(current);
      current = word;
    } else current = next;
  }
  lines.push(current);
  return lines;
}
