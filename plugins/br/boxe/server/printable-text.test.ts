import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { printableOf } from './printable';
import { decodeXmlBytes } from './intake/xml-bytes';

const FIXTURES = join(process.cwd(), '../shared/fixtures/fiscal');
const present = existsSync(FIXTURES);
if (!present) console.warn(`Skipping the printables of real fiscal XML: ${FIXTURES} is absent`);

/** The strings drawn on every page as pdf.js reads them (a rotated stamp stays one string, as poppler's layout does not keep it). */
async function pdfStrings(pdf: Buffer): Promise<string> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await getDocument({ data: new Uint8Array(pdf), useSystemFonts: false }).promise;
  const out: string[] = [];
  for (let i = 1; i <= doc.numPages; i++) {
    for (const item of (await (await doc.getPage(i)).getTextContent()).items) if ('str' in item) out.push(item.str);
  }
  // pdf.js may hand a rotated stamp's last glyph over as an item of its own: the items are read back to back.
  return out.join('');
}

/** The PDF's text as poppler reads it (an independent reader of what pdf-lib wrote). */
function pdfText(pdf: Buffer): string {
  const dir = mkdtempSync(join(tmpdir(), 'boxe-pdf-'));
  try {
    writeFileSync(join(dir, 'p.pdf'), pdf);
    return execFileSync('pdftotext', ['-layout', join(dir, 'p.pdf'), '-'], { encoding: 'utf8' });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
const fixtureXml = (name: string) => decodeXmlBytes(readFileSync(join(FIXTURES, name)));

describe.skipIf(!present)('printables of real fiscal XML say the truth', () => {
  it('prints text beyond WinAnsi and a carriage return in a field, from an ISO-8859-1 file', async () => {
    const xml = fixtureXml('nfe__2017protocoled.xml').replace(/<xProd>[^<]*<\/xProd>/, '<xProd>Tubo ⌀ 20 mm, μ ≥ 0,5\r\nSegunda linha</xProd>')
      .replace('encoding="UTF-8"', 'encoding="ISO-8859-1"');
    // ⌀, μ and ≥ have no ISO-8859-1 byte: the file carries them as character references, as a real one would.
    const latin1 = Buffer.from(xml.replace(/[⌀μ≥]/g, (c) => `&#${c.codePointAt(0)};`), 'latin1');
    const text = pdfText(await printableOf('nfe', decodeXmlBytes(latin1)));
    expect(text).toContain('Tubo ⌀ 20 mm, μ ≥ 0,5 Segunda linha');
    expect(text).toContain('58.716.523/0001-19');
  });

  it('stamps CANCELADA from the store status though protNFe says 100, and SEM VALOR FISCAL on homologation', async () => {
    const cancelled = await pdfStrings(await printableOf('nfe', fixtureXml('da__nfe_mod55-nfe_1.xml'), 'cancelled'));
    expect(cancelled).toContain('CANCELADA');
    const authorised = await pdfStrings(await printableOf('nfe', fixtureXml('da__nfe_mod55-nfe.xml'), 'authorised'));
    expect(authorised).not.toContain('CANCELADA');
    // The same NF-e was issued in homologation (tpAmb 2), as both of its fixtures say.
    expect(authorised).toContain('SEM VALOR FISCAL');
    const production = await pdfStrings(await printableOf('nfe', fixtureXml('nfelib__26180875335849000115550010000016871192213331-nfe.xml'), 'authorised'));
    expect(production).not.toContain('SEM VALOR FISCAL');
    const homologation = await pdfStrings(await printableOf('nfce', fixtureXml('da__nfe_NFCeHom2.xml'), 'authorised'));
    expect(homologation).toContain('SEM VALOR FISCAL');
    const cte = await pdfStrings(await printableOf('cte', fixtureXml('da__cte_cte_hom_prot_canc.xml'), 'cancelled'));
    expect(cte).toContain('CANCELADA');
    expect(cte).toContain('SEM VALOR FISCAL');
  });
});
