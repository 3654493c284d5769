import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, rgb, degrees, type PDFFont, type PDFPage } from 'pdf-lib';
import type { BoxeKind, BoxeStatus } from '../contract';
import { fitLine } from './line-fit';
import { find, findAll, parseXml, textAt, XmlRefusal, type XmlElement } from './xml-tree';

/**
 * The printable form of a stored document, generated from its XML (never from the row): DANFE (NF-e, A4),
 * DANFE NFC-e and the CF-e SAT extract (80 mm receipts), DACTE (CT-e, A4). Texts are Portuguese, as the
 * legal forms are. Layout follows the forms' blocks; the CODE-128 barcode of the key is not drawn (the key
 * is printed in groups of four, which is what a reader types into the SEFAZ portal).
 */

export { PRINTABLE_VERSION } from './printable-version';

const A4: [number, number] = [595, 842];
/** The most items an NF-e or NFC-e may have (nItem 1–990); a receipt lists no more. */
const MAX_ITEMS = 990;
const RECEIPT_WIDTH = 227; // 80 mm

// Built once: toLocaleString builds a formatter per call, a good part of a 990-item DANFE's time.
const MONEY = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const QUANTITY = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 4 });
const brl = (value: string) => (value ? `R$ ${MONEY.format(Number(value))}` : '');
const qty = (value: string) => (value ? QUANTITY.format(Number(value)) : '');
const groups = (key: string) => key.replace(/(\d{4})(?=\d)/g, '$1 ');
const cnpjOrCpf = (doc: string) => (doc.length === 14 ? `${doc.slice(0, 2)}.${doc.slice(2, 5)}.${doc.slice(5, 8)}/${doc.slice(8, 12)}-${doc.slice(12)}` : doc.length === 11 ? `${doc.slice(0, 3)}.${doc.slice(3, 6)}.${doc.slice(6, 9)}-${doc.slice(9)}` : doc);
const party = (e: XmlElement | undefined) => cnpjOrCpf(textAt(e, 'CNPJ') || textAt(e, 'CPF'));
const dateBr = (iso: string) => (iso.length >= 10 ? `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}${iso.length > 10 ? ` ${iso.slice(11, 19)}` : ''}` : iso);

/** A page being filled top to bottom with labelled boxes. */
class Sheet {
  y: number;
  constructor(readonly page: PDFPage, readonly regular: PDFFont, readonly bold: PDFFont, readonly margin: number) {
    this.y = page.getHeight() - margin;
  }
  get width() { return this.page.getWidth() - 2 * this.margin; }

  /** A row of boxes, each with a small label and a value; widths are fractions of the page's width. */
  boxes(cells: Array<{ label: string; value: string; share: number; bold?: boolean }>, height = 24) {
    let x = this.margin;
    for (const cell of cells) {
      const w = this.width * cell.share;
      this.page.drawRectangle({ x, y: this.y - height, width: w, height, borderColor: rgb(0, 0, 0), borderWidth: 0.6 });
      this.page.drawText(cell.label.toUpperCase(), { x: x + 3, y: this.y - 8, size: 5.5, font: this.regular });
      const size = cell.bold ? 9 : 8;
      this.page.drawText(fitLine(cell.value, cell.bold ? this.bold : this.regular, size, w - 6), { x: x + 3, y: this.y - height + 5, size, font: cell.bold ? this.bold : this.regular });
      x += w;
    }
    this.y -= height;
  }

  heading(text: string, size = 7) {
    this.y -= 4;
    this.page.drawText(text.toUpperCase(), { x: this.margin, y: this.y - size, size, font: this.bold });
    this.y -= size + 3;
  }

  line(text: string, options: { size?: number; bold?: boolean; center?: boolean } = {}) {
    const size = options.size ?? 7.5;
    const font = options.bold ? this.bold : this.regular;
    const fitted = fitLine(text, font, size, this.width);
    const x = options.center ? this.margin + (this.width - font.widthOfTextAtSize(fitted, size)) / 2 : this.margin;
    this.page.drawText(fitted, { x, y: this.y - size, size, font });
    this.y -= size + 3;
  }

  rule() {
    this.y -= 3;
    this.page.drawLine({ start: { x: this.margin, y: this.y }, end: { x: this.margin + this.width, y: this.y }, thickness: 0.5, dashArray: [2, 2] });
    this.y -= 4;
  }

  /** A table of items; rows stop with a note when the page is full. */
  table(columns: Array<{ label: string; share: number; end?: boolean }>, rows: string[][], floor: number) {
    const rowHeight = 12;
    const draw = (cells: string[], font: PDFFont, size: number) => {
      let x = this.margin;
      cells.forEach((text, i) => {
        const c = columns[i]!;
        const w = this.width * c.share;
        const fitted = fitLine(text, font, size, w - 4);
        const tx = c.end ? x + w - 2 - font.widthOfTextAtSize(fitted, size) : x + 2;
        this.page.drawText(fitted, { x: tx, y: this.y - rowHeight + 3, size, font });
        x += w;
      });
      this.y -= rowHeight;
    };
    draw(columns.map((c) => c.label.toUpperCase()), this.bold, 5.5);
    this.page.drawLine({ start: { x: this.margin, y: this.y }, end: { x: this.margin + this.width, y: this.y }, thickness: 0.4 });
    for (const [i, row] of rows.entries()) {
      if (this.y - rowHeight < floor) {
        this.line(`… e mais ${rows.length - i} itens (ver XML)`);
        break;
      }
      draw(row, this.regular, 7);
    }
  }

  /** A stamp across the page, as large as fits it diagonally (an 80 mm receipt takes a smaller one than A4). */
  stamp(text: string, height = 0.35) {
    const size = Math.min(54, (this.page.getWidth() * 0.85) / (this.bold.widthOfTextAtSize(text, 1) * Math.cos(Math.PI * 35 / 180)));
    this.page.drawText(text, { x: this.page.getWidth() * 0.05, y: this.page.getHeight() * height, size, font: this.bold, color: rgb(0.85, 0.1, 0.1), opacity: 0.35, rotate: degrees(35) });
  }
}

/**
 * DejaVu Sans, embedded (subset) in every form: the standard PDF fonts cover WinAnsi only, and a document's text
 * is any Unicode (⌀, μ, ≥ in item descriptions). Read once per worker.
 */
let fonts: { regular: Uint8Array; bold: Uint8Array } | undefined;
function dejaVu() {
  if (!fonts) {
    const dir = join(dirname(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/package.json')), 'ttf');
    fonts = { regular: readFileSync(join(dir, 'DejaVuSans.ttf')), bold: readFileSync(join(dir, 'DejaVuSans-Bold.ttf')) };
  }
  return fonts;
}

async function newDocument(title: string, size: [number, number], margin: number) {
  const pdf = await PDFDocument.create();
  pdf.registerFontkit(fontkit);
  pdf.setTitle(title);
  pdf.setProducer('Portico Box-E');
  pdf.setCreator('Portico Box-E');
  const page = pdf.addPage(size);
  const { regular, bold } = dejaVu();
  const sheet = new Sheet(page, await pdf.embedFont(regular, { subset: true }), await pdf.embedFont(bold, { subset: true }), margin);
  return { pdf, sheet };
}

const save = async (pdf: PDFDocument) => Buffer.from(await pdf.save({ useObjectStreams: false }));

/**
 * The document's situation across the page: CANCELADA when the store knows it is cancelled (a 110111 event or a
 * CF-e SAT cancellation, while protNFe may still say 100) or the protocol says so; DENEGADA; and SEM VALOR FISCAL
 * for a homologation (test) document, tpAmb 2.
 */
function statusStamp(sheet: Sheet, root: XmlElement, protocol: string, status: BoxeStatus | undefined) {
  const cStat = textAt(root, protocol, 'cStat');
  if (status === 'cancelled' || cStat === '101' || cStat === '135') sheet.stamp('CANCELADA');
  else if (status === 'denied' || ['110', '301', '302', '303'].includes(cStat)) sheet.stamp('DENEGADA');
  if (textAt(root, 'ide', 'tpAmb') === '2') sheet.stamp('SEM VALOR FISCAL', 0.6);
}

function itemRows(root: XmlElement) {
  return findAll(root, 'det').map((det) => [
    textAt(det, 'prod', 'cProd'), textAt(det, 'prod', 'xProd'), textAt(det, 'prod', 'NCM'), textAt(det, 'prod', 'CFOP'),
    qty(textAt(det, 'prod', 'qCom')), brl(textAt(det, 'prod', 'vUnCom')), brl(textAt(det, 'prod', 'vProd')),
  ]);
}

const ITEM_COLUMNS = [
  { label: 'Código', share: 0.1 }, { label: 'Descrição do produto', share: 0.38 }, { label: 'NCM', share: 0.1 }, { label: 'CFOP', share: 0.07 },
  { label: 'Qtd.', share: 0.09, end: true }, { label: 'V. unitário', share: 0.13, end: true }, { label: 'V. total', share: 0.13, end: true },
];

/** The element a form is drawn from; a document without it is not of the store's kind. */
function required(root: XmlElement, name: string) {
  const element = find(root, name);
  if (!element) throw new XmlRefusal('BOXE_XML_INVALID', `The XML has no <${name}>`);
  return element;
}

async function danfe(root: XmlElement, status?: BoxeStatus) {
  const inf = required(root, 'infNFe');
  const key = inf.attributes.Id?.replace(/^NFe/, '') ?? textAt(root, 'chNFe');
  const { pdf, sheet } = await newDocument(`DANFE ${key}`, A4, 28);
  sheet.boxes([
    { label: 'Emitente', value: textAt(inf, 'emit', 'xNome'), share: 0.45, bold: true },
    { label: 'DANFE — Documento Auxiliar da NF-e', value: textAt(inf, 'ide', 'tpNF') === '0' ? '0 - Entrada' : '1 - Saída', share: 0.25 },
    { label: 'Nº / Série', value: `${textAt(inf, 'ide', 'nNF')} / ${textAt(inf, 'ide', 'serie')}`, share: 0.3, bold: true },
  ], 34);
  sheet.boxes([
    { label: 'Chave de acesso', value: groups(key), share: 0.7, bold: true },
    { label: 'Protocolo de autorização de uso', value: `${textAt(root, 'protNFe', 'nProt')} ${dateBr(textAt(root, 'protNFe', 'dhRecbto'))}`, share: 0.3 },
  ]);
  sheet.boxes([
    { label: 'Natureza da operação', value: textAt(inf, 'ide', 'natOp'), share: 0.45 },
    { label: 'CNPJ do emitente', value: party(find(inf, 'emit')), share: 0.3 },
    { label: 'UF', value: textAt(inf, 'emit', 'UF'), share: 0.25 },
  ]);
  sheet.heading('Destinatário / remetente');
  sheet.boxes([
    { label: 'Nome / razão social', value: textAt(inf, 'dest', 'xNome'), share: 0.5 },
    { label: 'CNPJ / CPF', value: party(find(inf, 'dest')), share: 0.25 },
    { label: 'Data da emissão', value: dateBr(textAt(inf, 'ide', 'dhEmi')).slice(0, 10), share: 0.25 },
  ]);
  sheet.heading('Cálculo do imposto');
  sheet.boxes([
    { label: 'Valor total dos produtos', value: brl(textAt(inf, 'total', 'vProd')), share: 0.5 },
    { label: 'Valor total da nota', value: brl(textAt(inf, 'total', 'vNF')), share: 0.5, bold: true },
  ]);
  sheet.heading('Dados dos produtos / serviços');
  sheet.table(ITEM_COLUMNS, itemRows(inf), 60);
  statusStamp(sheet, root, 'protNFe', status);
  return save(pdf);
}

/** The receipt forms (DANFE NFC-e and the CF-e extract): one 80 mm column, as long as the items need. */
async function receipt(root: XmlElement, kind: 'nfce' | 'cfe', status?: BoxeStatus) {
  const inf = required(root, kind === 'nfce' ? 'infNFe' : 'infCFe');
  const key = (inf.attributes.Id ?? '').replace(/^(NFe|CFe)/, '');
  const all = findAll(inf, 'det');
  const items = all.slice(0, MAX_ITEMS);
  const height = 330 + items.length * 22;
  const { pdf, sheet } = await newDocument(`${kind === 'nfce' ? 'DANFE NFC-e' : 'Extrato CF-e SAT'} ${key}`, [RECEIPT_WIDTH, height], 10);
  sheet.line(textAt(inf, 'emit', 'xNome'), { bold: true, center: true, size: 8 });
  sheet.line(`CNPJ ${party(find(inf, 'emit'))}`, { center: true });
  sheet.rule();
  if (kind === 'nfce') sheet.line('DANFE NFC-e — Documento Auxiliar da Nota Fiscal de Consumidor Eletrônica', { bold: true, center: true, size: 6.5 });
  else sheet.line(`Extrato nº ${textAt(inf, 'ide', 'nCFe')} do CUPOM FISCAL ELETRÔNICO — SAT`, { bold: true, center: true, size: 6.5 });
  sheet.rule();
  for (const det of items) {
    sheet.line(`${textAt(det, 'cProd')} ${textAt(det, 'xProd')}`);
    sheet.line(`${qty(textAt(det, 'qCom'))} UN x ${brl(textAt(det, 'vUnCom'))} = ${brl(textAt(det, 'vProd'))}`, { size: 7 });
  }
  if (all.length > items.length) sheet.line(`… e mais ${all.length - items.length} itens (ver XML)`);
  sheet.rule();
  sheet.line(`Qtd. total de itens: ${all.length}`);
  sheet.line(`Valor total: ${brl(kind === 'nfce' ? textAt(inf, 'total', 'vNF') : textAt(inf, 'total', 'vCFe'))}`, { bold: true, size: 9 });
  sheet.rule();
  const dest = find(inf, 'dest');
  sheet.line(dest && (textAt(dest, 'CNPJ') || textAt(dest, 'CPF')) ? `Consumidor: ${party(dest)} ${textAt(dest, 'xNome')}` : 'Consumidor não identificado');
  if (kind === 'nfce') {
    sheet.line(`NFC-e nº ${textAt(inf, 'ide', 'nNF')} série ${textAt(inf, 'ide', 'serie')} ${dateBr(textAt(inf, 'ide', 'dhEmi'))}`);
    sheet.line(`Protocolo de autorização: ${textAt(root, 'protNFe', 'nProt')}`);
  } else {
    const d = textAt(inf, 'ide', 'dEmi');
    sheet.line(`SAT nº ${textAt(inf, 'ide', 'nserieSAT')} ${d.slice(6, 8)}/${d.slice(4, 6)}/${d.slice(0, 4)}`);
  }
  sheet.line('Chave de acesso:', { bold: true });
  sheet.line(groups(key), { size: 6.5 });
  statusStamp(sheet, root, 'protNFe', status);
  return save(pdf);
}

async function dacte(root: XmlElement, status?: BoxeStatus) {
  const inf = required(root, 'infCte');
  const key = inf.attributes.Id?.replace(/^CTe/, '') ?? '';
  const { pdf, sheet } = await newDocument(`DACTE ${key}`, A4, 28);
  sheet.boxes([
    { label: 'Emitente (transportador)', value: textAt(inf, 'emit', 'xNome'), share: 0.45, bold: true },
    { label: 'DACTE — Documento Auxiliar do CT-e', value: 'Modal rodoviário', share: 0.25 },
    { label: 'Nº / Série', value: `${textAt(inf, 'ide', 'nCT')} / ${textAt(inf, 'ide', 'serie')}`, share: 0.3, bold: true },
  ], 34);
  sheet.boxes([
    { label: 'Chave de acesso', value: groups(key), share: 0.7, bold: true },
    { label: 'Protocolo de autorização de uso', value: `${textAt(root, 'protCTe', 'nProt')} ${dateBr(textAt(root, 'protCTe', 'dhRecbto'))}`, share: 0.3 },
  ]);
  sheet.boxes([
    { label: 'CFOP — natureza da prestação', value: `${textAt(inf, 'ide', 'CFOP')} — ${textAt(inf, 'ide', 'natOp')}`, share: 0.5 },
    { label: 'CNPJ do emitente', value: party(find(inf, 'emit')), share: 0.25 },
    { label: 'Data da emissão', value: dateBr(textAt(inf, 'ide', 'dhEmi')).slice(0, 10), share: 0.25 },
  ]);
  sheet.heading('Destinatário / tomador do serviço');
  sheet.boxes([
    { label: 'Nome / razão social', value: textAt(inf, 'dest', 'xNome'), share: 0.6 },
    { label: 'CNPJ / CPF', value: party(find(inf, 'dest')), share: 0.4 },
  ]);
  sheet.heading('Informações da carga e da prestação');
  sheet.boxes([
    { label: 'Produto predominante', value: textAt(inf, 'infCarga', 'proPred'), share: 0.5 },
    { label: 'Valor total da prestação', value: brl(textAt(inf, 'vPrest', 'vTPrest')), share: 0.25, bold: true },
    { label: 'Valor a receber', value: brl(textAt(inf, 'vPrest', 'vRec')), share: 0.25 },
  ]);
  statusStamp(sheet, root, 'protCTe', status);
  return save(pdf);
}

/** The printable form of a document of `kind` in the store's `status`; throws an XmlRefusal when the XML is malformed, past a limit or not of that kind. */
export async function printableOf(kind: Exclude<BoxeKind, 'xml'>, xml: string, status?: BoxeStatus): Promise<Buffer> {
  const root = parseXml(xml);
  if (kind === 'nfe') return danfe(root, status);
  if (kind === 'nfce') return receipt(root, 'nfce', status);
  if (kind === 'cfe') return receipt(root, 'cfe', status);
  return dacte(root, status);
}
