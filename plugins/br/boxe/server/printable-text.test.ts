import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { nfeKeyCheckDigit } from '@portico/br-kit';
import { fiscalXml, type FiscalItem } from './fiscal-xml';
import { printableOf } from './printable';
import { decodeXmlBytes } from './intake/xml-bytes';
import { demoNfe } from './printable-fixtures';

const FIXTURES = join(process.cwd(), '../shared/fixtures/fiscal');
const present = existsSync(FIXTURES);
if (!present) console.warn(`Skipping the printables of real fiscal XML: ${FIXTURES} is absent`);

/**
 * The strings drawn on each page as pdf.js reads them (a rotated stamp stays one string, as poppler's layout does
 * not keep it): pdf.js opening every page is the check that each is valid.
 */
async function pageItems(pdf: Buffer): Promise<string[][]> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await getDocument({ data: new Uint8Array(pdf), useSystemFonts: false }).promise;
  const pages: string[][] = [];
  for (let i = 1; i <= doc.numPages; i++) {
    const out: string[] = [];
    for (const item of (await (await doc.getPage(i)).getTextContent()).items) if ('str' in item) out.push(item.str);
    pages.push(out);
  }
  return pages;
}
// pdf.js may hand a rotated stamp's last glyph over as an item of its own: the items are read back to back.
const pageStrings = async (pdf: Buffer) => (await pageItems(pdf)).map((items) => items.join(''));
const pdfStrings = async (pdf: Buffer) => (await pageStrings(pdf)).join('');
/** A stamp is a string of its own on the page (or that string with its last glyph handed over apart). */
const stamped = (items: string[], stamp: string) => items.some((item, i) => item === stamp || (item === stamp.slice(0, -1) && items[i + 1] === stamp.slice(-1)));

/** Runs `work` in a scratch directory holding the PDF as p.pdf. */
function withPdf<T>(pdf: Buffer, work: (file: string, dir: string) => T): T {
  const dir = mkdtempSync(join(tmpdir(), 'boxe-pdf-'));
  try {
    writeFileSync(join(dir, 'p.pdf'), pdf);
    return work(join(dir, 'p.pdf'), dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The PDF's text as poppler reads it (an independent reader of what pdf-lib wrote). */
const pdfText = (pdf: Buffer) => withPdf(pdf, (file) => execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }));

/** What zbar reads off the first page rendered at 200 dpi, as a printer would print it: one symbol a line. */
const symbolsOf = (pdf: Buffer) => withPdf(pdf, (file, dir) => {
  execFileSync('pdftoppm', ['-r', '200', '-png', '-f', '1', '-l', '1', '-singlefile', file, join(dir, 'page')]);
  return execFileSync('zbarimg', ['--raw', '-q', join(dir, 'page.png')], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).split('\n').filter(Boolean);
});

const fixtureXml = (name: string) => decodeXmlBytes(readFileSync(join(FIXTURES, name)));

describe.skipIf(!present)('printables of real fiscal XML say the truth', () => {
  it('prints text beyond WinAnsi and a carriage return in a field, from an ISO-8859-1 file', async () => {
    const xml = fixtureXml('nfe__2017protocoled.xml').replace(/<xProd>[^<]*<\/xProd>/, '<xProd>Tubo ⌀ 20 mm, μ ≥ 0,5\r\nSegunda linha</xProd>')
      .replace('encoding="UTF-8"', 'encoding="ISO-8859-1"');
    // ⌀, μ and ≥ have no ISO-8859-1 byte: the file carries them as character references, as a real one would.
    const latin1 = Buffer.from(xml.replace(/[⌀μ≥]/g, (c) => `&#${c.codePointAt(0)};`), 'latin1');
    const text = pdfText(await printableOf('nfe', decodeXmlBytes(latin1)));
    // The description wraps in its column, as the DANFE's do; its own line break starts a line.
    expect(text).toContain('Tubo ⌀ 20 mm, μ ≥ 0,5');
    expect(text).toContain('Segunda linha');
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

/** What a fixture is and says, read with regular expressions: a reading independent of the printables' parser. */
function readByHand(name: string) {
  const text = fixtureXml(name);
  const first = (re: RegExp, within = text) => re.exec(within)?.[1] ?? '';
  const root = first(/<([A-Za-z]+)[\s>]/, text.replace(/^<\?xml[^>]*>\s*/, ''));
  const model = first(/<mod>(\d+)</);
  const kind = root === 'CFe' ? 'cfe' : /^(procEvento|evento|CFeCanc)/.test(root) ? null
    : model === '55' ? 'nfe' : model === '65' ? 'nfce' : model === '57' || model === '67' ? 'cte' : null;
  const emit = first(/<emit>([\s\S]*?)<\/emit>/);
  const cnpj = first(/<CNPJ>([0-9A-Z]{14})</, emit);
  const total = first(/<(?:vNF|vTPrest|vCFe)>([0-9.]+)</);
  return {
    text, kind,
    key: first(/<inf(?:NFe|Cte|CFe)\b[^>]*\bId="(?:NFe|CTe|CFe)?([0-9A-Z]{44})"/),
    cnpj: cnpj && `${cnpj.slice(0, 2)}.${cnpj.slice(2, 5)}.${cnpj.slice(5, 8)}/${cnpj.slice(8, 12)}-${cnpj.slice(12)}`,
    total: total && new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2 }).format(Number(total)),
    cancelled: /<tpEvento>110111</.test(text) || /<cStat>101</.test(text),
    homologation: first(/<tpAmb>(\d)</) === '2',
    qrCode: first(/<qrCode>\s*(?:<!\[CDATA\[)?([\s\S]*?)(?:\]\]>)?\s*<\/qrCode>/).trim(),
  };
}

const printableFixtures = present ? readdirSync(FIXTURES).map((name) => ({ name, ...readByHand(name) })).filter((f) => f.kind && f.key) : [];

describe.skipIf(!present)('every fiscal fixture prints its legal form', () => {
  it('finds the forms to print among the fixtures', () => {
    const kinds = printableFixtures.map((f) => f.kind);
    expect(kinds.length).toBeGreaterThan(35);
    for (const kind of ['nfe', 'nfce', 'cte', 'cfe']) expect(kinds).toContain(kind);
  });

  it.each(printableFixtures)('$name: key, issuer CNPJ, total, stamps, barcode and QR code', async (f) => {
    const pdf = await printableOf(f.kind as 'nfe', f.text, f.cancelled ? 'cancelled' : 'authorised');
    const text = pdfText(pdf);
    expect(text.replace(/\s/g, '')).toContain(f.key);
    expect(text).toContain(f.cnpj);
    expect(text).toContain(f.total);
    const pages = await pageItems(pdf);
    for (const page of pages) {
      expect(stamped(page, 'CANCELADA'), 'CANCELADA on every page').toBe(f.cancelled);
      // A stamp, not a recipient named "…HOMOLOGACAO - SEM VALOR FISCAL" in a production NF-e.
      expect(stamped(page, 'SEM VALOR FISCAL'), 'SEM VALOR FISCAL on every page').toBe(f.homologation);
    }
    const symbols = symbolsOf(pdf);
    if (f.kind === 'nfce') expect(symbols).toContain(f.qrCode);
    else expect(symbols).toContain(f.key);
    // The CF-e SAT's QR code: key|date and time|total|consumer|signature.
    if (f.kind === 'cfe') expect(symbols.some((s) => s.startsWith(`${f.key}|`) && s.endsWith(/<assinaturaQRCODE>([^<]+)</.exec(f.text)![1]!))).toBe(true);
  }, 60_000);

  it('prints the DACTE of the modal the CT-e declares and each party in its role, the payer per toma', async () => {
    const multimodal = pdfText(await printableOf('cte', fixtureXml('nfelib__35190602427026001207570040000522031000522035-cte-multimodal.xml')));
    expect(multimodal).toContain('MODAL MULTIMODAL');
    const road = fixtureXml('da__cte_24210231626841000132570010000007811746401259.xml');
    const text = pdfText(await printableOf('cte', road));
    expect(text).toContain('MODAL RODOVIÁRIO');
    for (const block of ['REMETENTE', 'DESTINATÁRIO', 'INÍCIO DA PRESTAÇÃO', 'TÉRMINO DA PRESTAÇÃO']) expect(text).toContain(block);
    // toma 3: the recipient pays; its name is printed again in the payer's block.
    expect(/<toma>3</.test(road)).toBe(true);
    const recipient = /<dest>[\s\S]*?<xNome>([^<]+)</.exec(road)![1]!.trim();
    expect(text).toMatch(/TOMADOR DO SERVIÇO \(DESTINATÁRIO\)/);
    expect(text.split(recipient.slice(0, 20)).length - 1).toBeGreaterThanOrEqual(2);
  });

  it('prints each receipt item in its own unit, the payments and the Lei 12.741 total', async () => {
    const nfce = fixtureXml('da__nfe_NFCeProd1.xml');
    const text = pdfText(await printableOf('nfce', nfce));
    const units = [...nfce.matchAll(/<uCom>([^<]+)</g)].map((m) => m[1]!);
    expect(units.some((u) => u !== 'UN')).toBe(true);
    for (const unit of units) expect(text).toContain(` ${unit} ×`);
    expect(text).toContain('FORMA DE PAGAMENTO');
    const vTotTrib = /<ICMSTot>[\s\S]*?<vTotTrib>([^<]+)</.exec(nfce)![1]!;
    expect(text).toContain(`Lei Federal 12.741/2012): R$ ${new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2 }).format(Number(vTotTrib))}`);
    const cfe = pdfText(await printableOf('cfe', fixtureXml('sat__cfe-autorizado.xml')));
    expect(cfe).toContain('1 UN ×');
    expect(cfe).toMatch(/Dinheiro\s+2,00/);
    expect(cfe).toContain('12.741/2012');
  });

  it('prints a CC-e stored beside its NF-e in the additional information, and refuses the letter as an NF-e of its own', async () => {
    const letter = fixtureXml('da__nfe_proccce.xml');
    const pdf = await printableOf('nfe', fixtureXml('nfe__2017protocoled.xml'), 'authorised', [letter]);
    expect(pdfText(pdf).replace(/\s+/g, ' ')).toContain('CARTA DE CORREÇÃO Nº 1 de 06/06/2011');
    expect(pdfText(pdf).replace(/\s+/g, ' ')).toContain('considerar o periodo');
    await expect(printableOf('nfe', letter)).rejects.toMatchObject({ code: 'BOXE_XML_INVALID' });
  });
});

describe('printables of the largest documents', () => {
  it('prints a 990-item NF-e over several pages, every item, Folha i/n on each, the barcode on the first', async () => {
    const pdf = await printableOf('nfe', demoNfe({ items: 990 }));
    const pages = await pageStrings(pdf);
    expect(pages.length).toBeGreaterThan(10);
    pages.forEach((page, i) => expect(page).toContain(`Folha ${i + 1}/${pages.length}`));
    const text = pdfText(pdf);
    const codes = new Set(text.match(/FAR-\d+/g));
    for (let i = 1; i <= 990; i++) expect(codes.has(`FAR-${i}`), `FAR-${i}`).toBe(true);
    expect(symbolsOf(pdf)).toContain('35260161034578000190550010000012341123456780');
  }, 60_000);

  it('prints a 700-item NFC-e on pages no taller than a PDF page may be, every item', async () => {
    const item: FiscalItem = { code: 'PAO', description: 'Pão francês', ncm: '19059090', cfop: '5102', quantity: 1, unitCents: 75 };
    const xml = fiscalXml({
      kind: 'nfce', accessKey: '35260161034578000190650010000012341123456785', series: '1', number: '1234', issuedAt: '2026-01-05',
      emitter: { doc: '61034578000190', name: 'Padaria Paulista Ltda', uf: 'SP' }, recipient: null,
      items: Array.from({ length: 700 }, (_, i) => ({ ...item, code: `PAO-${i + 1}` })), status: 'authorised', protocol: '135260000001234',
    });
    const pdf = await printableOf('nfce', xml);
    const pages = await pageStrings(pdf);
    expect(pages.length).toBeGreaterThan(1);
    const { PDFDocument } = await import('pdf-lib');
    for (const page of (await PDFDocument.load(pdf)).getPages()) expect(page.getMediaBox().height).toBeLessThanOrEqual(14_400);
    const codes = new Set(pdfText(pdf).match(/PAO-\d+/g));
    expect(codes.size).toBe(700);
  }, 60_000);

  it('draws the CODE-128 of a key with an alphanumeric CNPJ (NT 2025.001), letters and all', async () => {
    const body = '3526011ABC2DE3000190550010000012341123456'.padEnd(43, '7');
    const key = `${body}${nfeKeyCheckDigit(body)}`;
    const pdf = await printableOf('nfe', demoNfe().replaceAll('35260161034578000190550010000012341123456780', key));
    expect(symbolsOf(pdf)).toContain(key);
    expect(pdfText(pdf)).toContain('3526 011A BC2D E300 0190');
  });
});
