import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import fontkit from '@pdf-lib/fontkit';
import bwipjs from 'bwip-js/node';
import { degrees, PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import type { BoxeStatus } from '../contract';
import { fitLine, wrapLines } from './line-fit';
import { find, textAt, XmlRefusal, type XmlElement } from './xml-tree';

/** What every printable form draws with: the page model, the formats of the legal forms, barcodes and QR codes. */

export const A4: [number, number] = [595, 842];

// Built once: toLocaleString builds a formatter per call, a good part of a 990-item DANFE's time.
const MONEY = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const QUANTITY = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 4 });
const PERCENT = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 2 });
export const money = (value: string) => (value ? MONEY.format(Number(value)) : '');
export const brl = (value: string) => (value ? `R$ ${money(value)}` : '');
export const qty = (value: string) => (value ? QUANTITY.format(Number(value)) : '');
export const percent = (value: string) => (value ? PERCENT.format(Number(value)) : '');
/** The key in groups of four, as a reader types it into the portal (an alphanumeric CNPJ's letters too). */
export const groups = (key: string) => key.replace(/([0-9A-Z]{4})(?=[0-9A-Z])/g, '$1 ');
export const cnpjOrCpf = (doc: string) => (doc.length === 14 ? `${doc.slice(0, 2)}.${doc.slice(2, 5)}.${doc.slice(5, 8)}/${doc.slice(8, 12)}-${doc.slice(12)}` : doc.length === 11 ? `${doc.slice(0, 3)}.${doc.slice(3, 6)}.${doc.slice(6, 9)}-${doc.slice(9)}` : doc);
/** A party's CNPJ, CPF or foreign id, formatted. */
export const party = (e: XmlElement | undefined) => cnpjOrCpf(textAt(e, 'CNPJ') || textAt(e, 'CPF')) || textAt(e, 'idEstrangeiro');
export const dateBr = (iso: string) => (iso.length >= 10 ? `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}${iso.length > 10 ? ` ${iso.slice(11, 19)}` : ''}` : iso);
const cep = (value: string) => (value.length === 8 ? `${value.slice(0, 5)}-${value.slice(5)}` : value);

/** A party's address element (enderEmit, enderDest, enderReme…) in the forms' parts. */
export function address(e: XmlElement | undefined) {
  const street = [textAt(e, 'xLgr'), textAt(e, 'nro'), textAt(e, 'xCpl')].filter(Boolean).join(', ');
  return { street, district: textAt(e, 'xBairro'), cep: cep(textAt(e, 'CEP')), city: textAt(e, 'xMun'), uf: textAt(e, 'UF'), phone: textAt(e, 'fone') };
}
/** An issuer's address as its box on a DANFE or DACTE prints it: street; district and CEP; city and state. */
export const issuerAddressLines = (a: ReturnType<typeof address>) =>
  [a.street, [a.district, a.cep && `CEP ${a.cep}`].filter(Boolean).join(' — '), [a.city, a.uf].filter(Boolean).join(' - ')];
export const oneLineAddress = (e: XmlElement | undefined) => {
  const a = address(e);
  return [a.street, a.district, a.cep && `CEP ${a.cep}`, [a.city, a.uf].filter(Boolean).join(' - ')].filter(Boolean).join(' — ');
};

/** The element a form is drawn from; a document without it is not of the store's kind. */
export function required(root: XmlElement, name: string) {
  const element = find(root, name);
  if (!element) throw new XmlRefusal('BOXE_XML_INVALID', `The XML has no <${name}>`);
  return element;
}

/** Payment means (tPag of the NF-e, cMP of the CF-e SAT: the same table). */
export const PAYMENT_MEANS: Record<string, string> = {
  '01': 'Dinheiro', '02': 'Cheque', '03': 'Cartão de Crédito', '04': 'Cartão de Débito', '05': 'Crédito Loja', '10': 'Vale Alimentação',
  '11': 'Vale Refeição', '12': 'Vale Presente', '13': 'Vale Combustível', '14': 'Duplicata Mercantil', '15': 'Boleto Bancário',
  '16': 'Depósito Bancário', '17': 'PIX', '18': 'Transferência bancária', '19': 'Programa de fidelidade', '90': 'Sem pagamento', '99': 'Outros',
};

export interface Cell { label: string; value: string; share: number; bold?: boolean; end?: boolean }
/** A table's column; `wrap` is the most lines its text may take (the DANFE's descriptions), else one line. */
export interface Column { label: string; share: number; end?: boolean; wrap?: number }

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

const BLACK = rgb(0, 0, 0);

/**
 * Pages filled top to bottom with labelled boxes, lines and tables. A block that does not fit what is left of
 * the page starts a new one, which `onPage` furnishes (a DANFE repeats its header there). The folio ("Folha 1/3")
 * is drawn at the end, when the pages are counted.
 */
export class Sheet {
  page!: PDFPage;
  y = 0;
  readonly pages: PDFPage[] = [];
  private folios: Array<{ page: PDFPage; x: number; y: number; size: number }> = [];
  onPage?: (sheet: Sheet) => void;

  private constructor(readonly pdf: PDFDocument, readonly size: [number, number], readonly regular: PDFFont, readonly bold: PDFFont, readonly margin: number) {}

  static async create(title: string, size: [number, number], margin: number) {
    const pdf = await PDFDocument.create();
    pdf.registerFontkit(fontkit);
    pdf.setTitle(title);
    pdf.setProducer('Portico Box-E');
    pdf.setCreator('Portico Box-E');
    const { regular, bold } = dejaVu();
    const sheet = new Sheet(pdf, size, await pdf.embedFont(regular, { subset: true }), await pdf.embedFont(bold, { subset: true }), margin);
    sheet.newPage();
    return sheet;
  }

  get width() { return this.size[0] - 2 * this.margin; }
  /** The lowest a block may reach on the page. */
  get floor() { return this.margin; }

  newPage() {
    this.page = this.pdf.addPage(this.size);
    this.pages.push(this.page);
    this.y = this.size[1] - this.margin;
    this.onPage?.(this);
  }

  /** A new page unless `height` more points fit above `floor`. */
  room(height: number, floor = this.floor) {
    if (this.y - height < floor) this.newPage();
  }

  text(text: string, x: number, y: number, size: number, options: { bold?: boolean; width?: number; end?: boolean; center?: boolean } = {}) {
    const font = options.bold ? this.bold : this.regular;
    const fitted = options.width === undefined ? text : fitLine(text, font, size, options.width);
    const w = options.end || options.center ? font.widthOfTextAtSize(fitted, size) : 0;
    const tx = options.end ? x + (options.width ?? 0) - w : options.center ? x + ((options.width ?? 0) - w) / 2 : x;
    this.page.drawText(fitted, { x: tx, y, size, font });
  }

  rect(x: number, y: number, width: number, height: number) {
    this.page.drawRectangle({ x, y, width, height, borderColor: BLACK, borderWidth: 0.6 });
  }

  /** A row of boxes, each with a small label and a value; widths are fractions of the page's width. */
  boxes(cells: Cell[], height = 20) {
    this.room(height);
    let x = this.margin;
    for (const cell of cells) {
      const w = this.width * cell.share;
      this.rect(x, this.y - height, w, height);
      this.text(cell.label.toUpperCase(), x + 2, this.y - 6.5, 5, { width: w - 4 });
      const size = cell.bold ? 8.5 : 7.5;
      this.text(cell.value, x + 2, this.y - height + 4, size, { bold: cell.bold, width: w - 4, end: cell.end });
      x += w;
    }
    this.y -= height;
  }

  heading(text: string, size = 6.5) {
    this.room(size + 20);
    this.y -= 3;
    this.page.drawText(text.toUpperCase(), { x: this.margin, y: this.y - size, size, font: this.bold });
    this.y -= size + 2;
  }

  line(text: string, options: { size?: number; bold?: boolean; center?: boolean; end?: boolean } = {}) {
    const size = options.size ?? 7.5;
    this.room(size + 3);
    this.text(text, this.margin, this.y - size, size, { ...options, width: this.width });
    this.y -= size + 3;
  }

  /** Two texts on one line, the second flush right (a receipt's "label ……… value"). */
  pair(left: string, right: string, options: { size?: number; bold?: boolean } = {}) {
    const size = options.size ?? 7.5;
    this.room(size + 3);
    const font = options.bold ? this.bold : this.regular;
    const rightWidth = font.widthOfTextAtSize(right, size);
    this.text(left, this.margin, this.y - size, size, { bold: options.bold, width: this.width - rightWidth - 4 });
    this.text(right, this.margin, this.y - size, size, { bold: options.bold, width: this.width, end: true });
    this.y -= size + 3;
  }

  /** A text wrapped over as many lines as it needs (at most `maxLines`). */
  paragraph(text: string, options: { size?: number; bold?: boolean; center?: boolean; maxLines?: number } = {}) {
    const size = options.size ?? 7;
    for (const l of wrapLines(text, options.bold ? this.bold : this.regular, size, this.width, options.maxLines ?? 60)) this.line(l, { ...options, size });
  }

  rule() {
    this.room(8);
    this.y -= 3;
    this.page.drawLine({ start: { x: this.margin, y: this.y }, end: { x: this.margin + this.width, y: this.y }, thickness: 0.5, dashArray: [2, 2] });
    this.y -= 4;
  }

  /**
   * A table over as many pages as its rows need: the column heads again on each page, every row printed.
   * Column rules are drawn per page's stretch of the table.
   */
  table(columns: Column[], rows: Iterable<string[]>, options: { rowHeight?: number; size?: number; floor?: number } = {}) {
    const rowHeight = options.rowHeight ?? 10;
    const size = options.size ?? 6.5;
    const floor = options.floor ?? this.floor;
    let top = this.y;
    const lineHeight = size + 2;
    const draw = (cells: string[], bold: boolean, textSize: number) => {
      const texts = cells.map((text, i) => (columns[i]!.wrap && !bold ? wrapLines(text, this.regular, textSize, this.width * columns[i]!.share - 3, columns[i]!.wrap!) : [text]));
      const height = Math.max(rowHeight, rowHeight + (Math.max(...texts.map((l) => l.length)) - 1) * lineHeight);
      if (this.y - height < floor && this.y < top) {
        close();
        this.newPage();
        head();
      }
      let x = this.margin;
      texts.forEach((lines, i) => {
        const c = columns[i]!;
        const w = this.width * c.share;
        lines.forEach((text, n) => this.text(text, x + 1.5, this.y - rowHeight + 3 - n * lineHeight, textSize, { bold, width: w - 3, end: c.end }));
        x += w;
      });
      this.y -= height;
    };
    const close = () => {
      this.rect(this.margin, this.y, this.width, top - this.y);
      let x = this.margin;
      for (const c of columns.slice(0, -1)) {
        x += this.width * c.share;
        this.page.drawLine({ start: { x, y: this.y }, end: { x, y: top }, thickness: 0.4 });
      }
    };
    const head = () => {
      top = this.y;
      draw(columns.map((c) => c.label.toUpperCase()), true, 5);
      this.page.drawLine({ start: { x: this.margin, y: this.y }, end: { x: this.margin + this.width, y: this.y }, thickness: 0.4 });
    };
    this.room(2 * rowHeight, floor);
    head();
    for (const row of rows) draw(row, false, size);
    close();
  }

  /** Where the folio goes on this page: "Folha i/n" is written there once every page exists. */
  folio(x: number, y: number, size = 7) {
    this.folios.push({ page: this.page, x, y, size });
  }

  /** A stamp across every page, as large as fits it diagonally (an 80 mm receipt takes a smaller one than A4). */
  stamp(text: string, height = 0.35) {
    for (const page of this.pages) {
      const box = page.getMediaBox();
      const size = Math.min(54, (box.width * 0.85) / (this.bold.widthOfTextAtSize(text, 1) * Math.cos(Math.PI * 35 / 180)));
      // The stamp rises as it runs: it starts low enough for its end to stay on the page.
      const rise = this.bold.widthOfTextAtSize(text, size) * Math.sin(Math.PI * 35 / 180) + size * Math.cos(Math.PI * 35 / 180);
      const y = box.y + Math.max(10, Math.min(box.height * height, box.height - rise - 10));
      page.drawText(text, { x: box.x + box.width * 0.05, y, size, font: this.bold, color: rgb(0.85, 0.1, 0.1), opacity: 0.35, rotate: degrees(35) });
    }
  }

  /** The current page ends below what is drawn on it (a receipt's roll is as long as its content). */
  cropHere() {
    const bottom = Math.max(0, this.y - this.margin);
    this.page.setMediaBox(0, bottom, this.size[0], this.size[1] - bottom);
  }

  async save() {
    const total = this.pages.length;
    for (const f of this.folios) f.page.drawText(`Folha ${this.pages.indexOf(f.page) + 1}/${total}`, { x: f.x, y: f.y, size: f.size, font: this.bold });
    return Buffer.from(await this.pdf.save({ useObjectStreams: false }));
  }
}

/**
 * The CODE-128 barcode of `text` (bwip-js chooses the code sets: C for a key of digits, B where an
 * alphanumeric CNPJ's letters are), as bars, centred in the box with its quiet zone.
 */
export function drawCode128(page: PDFPage, text: string, box: { x: number; y: number; width: number; height: number }) {
  const [symbol] = bwipjs.raw({ bcid: 'code128', text }) as Array<{ sbs: number[] }>;
  const widths = symbol!.sbs;
  const modules = widths.reduce((sum, w) => sum + w, 0);
  // At least ten modules of quiet zone each side; a module no wider than a point prints best.
  const module = Math.min(1, box.width / (modules + 20));
  let x = box.x + (box.width - modules * module) / 2;
  widths.forEach((w, i) => {
    if (i % 2 === 0) page.drawRectangle({ x, y: box.y, width: w * module, height: box.height, color: BLACK });
    x += w * module;
  });
}

/** The QR code of `text` (error correction M), `size` points square with its four-module quiet zone. */
export function drawQr(page: PDFPage, text: string, at: { x: number; y: number; size: number }) {
  const [symbol] = bwipjs.raw('qrcode', text, 'eclevel=M') as Array<{ pixs: number[]; pixx: number; pixy: number }>;
  const { pixs, pixx, pixy } = symbol!;
  const module = at.size / (pixx + 8);
  for (let row = 0; row < pixy; row++) {
    // Each run of dark modules in a row is one rectangle.
    for (let col = 0; col < pixx; col++) {
      if (!pixs[row * pixx + col]) continue;
      const start = col;
      while (col + 1 < pixx && pixs[row * pixx + col + 1]) col++;
      page.drawRectangle({ x: at.x + (4 + start) * module, y: at.y + at.size - (5 + row) * module, width: (col - start + 1) * module, height: module, color: BLACK });
    }
  }
}

/**
 * The document's situation across every page: CANCELADA when the store knows it is cancelled (a 110111 event or
 * a CF-e SAT cancellation, while protNFe may still say 100) or the protocol says so; DENEGADA; and SEM VALOR
 * FISCAL for a homologation (test) document, tpAmb 2.
 */
export function statusStamps(sheet: Sheet, root: XmlElement, protocol: string, status: BoxeStatus | undefined) {
  const cStat = textAt(root, protocol, 'cStat');
  if (status === 'cancelled' || cStat === '101' || cStat === '135') sheet.stamp('CANCELADA');
  else if (status === 'denied' || ['110', '301', '302', '303'].includes(cStat)) sheet.stamp('DENEGADA');
  if (isHomologation(root)) sheet.stamp('SEM VALOR FISCAL', 0.6);
}

export const isHomologation = (root: XmlElement) => textAt(root, 'ide', 'tpAmb') === '2';
