import type { BoxeStatus } from '../contract';
import {
  brl, dateBr, drawCode128, drawQr, groups, isHomologation, money, oneLineAddress, PAYMENT_MEANS, party, qty, required, Sheet, statusStamps,
} from './printable-sheet';
import { find, findAll, textAt, type XmlElement } from './xml-tree';

/**
 * The receipt forms on an 80 mm roll: the DANFE NFC-e (Manual de Especificações Técnicas do DANFE NFC-e e QR Code:
 * issuer, items, totals, payments, the key and where to consult it, the consumer, the QR code of infNFeSupl,
 * the Lei 12.741/2012 tax total) and the CF-e SAT extract (its items in their units, payments, the Lei 12.741
 * total, the key's CODE-128 barcode and the QR code of key, date, total, consumer and the SAT's signature).
 * The roll is cut into pages of at most ROLL_PAGE points, the last one as long as its content: a PDF page may be
 * no taller than 14,400 points, and a 990-item receipt runs to some 20,000.
 */

const RECEIPT_WIDTH = 227; // 80 mm
const ROLL_PAGE = 2_000;
const QR_SIZE = 130;

function payments(sheet: Sheet, means: XmlElement[], code: string, value: string, change: string) {
  sheet.pair('FORMA DE PAGAMENTO', 'VALOR PAGO R$', { size: 6.5, bold: true });
  for (const m of means) sheet.pair(PAYMENT_MEANS[textAt(m, code)] ?? textAt(m, code), money(textAt(m, value)), { size: 7 });
  if (change) sheet.pair('Troco R$', money(change), { size: 7 });
}

function qrBlock(sheet: Sheet, text: string) {
  sheet.room(QR_SIZE + 4);
  drawQr(sheet.page, text, { x: sheet.margin + (sheet.width - QR_SIZE) / 2, y: sheet.y - QR_SIZE, size: QR_SIZE });
  sheet.y -= QR_SIZE + 4;
}

export async function danfeNfce(root: XmlElement, status: BoxeStatus | undefined) {
  const inf = required(root, 'infNFe');
  const key = (inf.attributes.Id ?? '').replace(/^NFe/, '') || textAt(root, 'chNFe');
  const t = (...path: string[]) => textAt(inf, ...path);
  const sheet = await Sheet.create(`DANFE NFC-e ${key}`, [RECEIPT_WIDTH, ROLL_PAGE], 10);
  const emit = find(inf, 'emit');
  sheet.paragraph(t('emit', 'xNome'), { bold: true, center: true, size: 8, maxLines: 3 });
  sheet.line(`CNPJ: ${party(emit)}  IE: ${t('emit', 'IE')}`, { center: true, size: 6.5 });
  sheet.paragraph(oneLineAddress(find(emit, 'enderEmit')), { center: true, size: 6.5, maxLines: 3 });
  sheet.rule();
  sheet.paragraph('DANFE NFC-e — Documento Auxiliar da Nota Fiscal de Consumidor Eletrônica', { bold: true, center: true, size: 6.5 });
  if (isHomologation(root)) sheet.line('EMITIDA EM AMBIENTE DE HOMOLOGAÇÃO — SEM VALOR FISCAL', { bold: true, center: true, size: 6.5 });
  sheet.rule();
  sheet.pair('CÓDIGO DESCRIÇÃO', 'QTDE UN × VL UNIT = VL TOTAL', { size: 5.5, bold: true });
  const items = findAll(inf, 'det');
  for (const det of items) {
    sheet.room(17);
    sheet.line(`${textAt(det, 'cProd')} ${textAt(det, 'xProd')}`, { size: 7 });
    sheet.line(`${qty(textAt(det, 'qCom'))} ${textAt(det, 'uCom')} × ${money(textAt(det, 'vUnCom'))} = ${money(textAt(det, 'vProd'))}`, { size: 6.5, end: true });
  }
  sheet.rule();
  const tot = (name: string) => t('total', 'ICMSTot', name);
  sheet.pair('Qtde. total de itens', String(items.length));
  sheet.pair('Valor total R$', money(tot('vProd')));
  if (Number(tot('vDesc'))) sheet.pair('Desconto R$', money(tot('vDesc')));
  const extras = Number(tot('vOutro') || 0) + Number(tot('vFrete') || 0) + Number(tot('vSeg') || 0);
  if (extras) sheet.pair('Acréscimos R$', money(extras.toFixed(2)));
  sheet.pair('Valor a pagar R$', money(tot('vNF')), { bold: true, size: 8.5 });
  const pag = find(inf, 'pag');
  payments(sheet, pag ? findAll(pag, 'detPag') : [], 'tPag', 'vPag', textAt(pag, 'vTroco'));
  sheet.rule();
  sheet.paragraph(`Consulte pela Chave de Acesso em ${textAt(root, 'infNFeSupl', 'urlChave') || 'o portal da SEFAZ autorizadora'}`, { center: true, size: 6.5 });
  sheet.line(groups(key), { center: true, size: 5.5 });
  sheet.rule();
  const dest = find(inf, 'dest');
  const consumer = party(dest);
  sheet.paragraph(consumer ? `CONSUMIDOR — CPF/CNPJ/ID estrangeiro: ${consumer} ${textAt(dest, 'xNome')}` : 'CONSUMIDOR NÃO IDENTIFICADO', { center: true, size: 6.5, maxLines: 3 });
  if (consumer && find(dest, 'enderDest')) sheet.paragraph(oneLineAddress(find(dest, 'enderDest')), { center: true, size: 6.5, maxLines: 3 });
  sheet.rule();
  sheet.line(`NFC-e nº ${t('ide', 'nNF')} Série ${t('ide', 'serie')} ${dateBr(t('ide', 'dhEmi'))}`, { center: true, size: 7, bold: true });
  sheet.line(`Protocolo de autorização: ${textAt(root, 'protNFe', 'nProt')}`, { center: true, size: 6.5 });
  sheet.line(`Data de autorização: ${dateBr(textAt(root, 'protNFe', 'dhRecbto'))}`, { center: true, size: 6.5 });
  const qrCode = textAt(root, 'infNFeSupl', 'qrCode');
  if (qrCode) qrBlock(sheet, qrCode);
  else sheet.line('(a NFC-e não traz o QR Code: infNFeSupl ausente)', { center: true, size: 6 });
  sheet.paragraph(`Tributos totais incidentes (Lei Federal 12.741/2012): ${brl(tot('vTotTrib')) || 'R$ 0,00'}`, { center: true, size: 6.5 });
  if (t('infAdic', 'infCpl')) sheet.paragraph(t('infAdic', 'infCpl'), { size: 6, maxLines: 20 });
  sheet.cropHere();
  statusStamps(sheet, root, 'protNFe', status);
  return sheet.save();
}

export async function cfeExtract(root: XmlElement, status: BoxeStatus | undefined) {
  const inf = required(root, 'infCFe');
  const key = (inf.attributes.Id ?? '').replace(/^CFe/, '');
  const t = (...path: string[]) => textAt(inf, ...path);
  const sheet = await Sheet.create(`Extrato CF-e SAT ${key}`, [RECEIPT_WIDTH, ROLL_PAGE], 10);
  const emit = find(inf, 'emit');
  sheet.paragraph(t('emit', 'xFant') || t('emit', 'xNome'), { bold: true, center: true, size: 8, maxLines: 2 });
  if (t('emit', 'xFant')) sheet.paragraph(t('emit', 'xNome'), { center: true, size: 7, maxLines: 2 });
  sheet.paragraph(oneLineAddress(find(emit, 'enderEmit')), { center: true, size: 6.5, maxLines: 3 });
  sheet.line(`CNPJ ${party(emit)}  IE ${t('emit', 'IE')}${t('emit', 'IM') ? `  IM ${t('emit', 'IM')}` : ''}`, { center: true, size: 6.5 });
  sheet.rule();
  sheet.line(`Extrato nº ${t('ide', 'nCFe')}`, { bold: true, center: true, size: 8 });
  sheet.line('CUPOM FISCAL ELETRÔNICO — SAT', { bold: true, center: true, size: 8 });
  if (isHomologation(root)) sheet.line('= T E S T E =', { bold: true, center: true, size: 8 });
  sheet.rule();
  const dest = find(inf, 'dest');
  sheet.line(`CPF/CNPJ do consumidor: ${party(dest) || 'não informado'}`, { size: 6.5 });
  if (textAt(dest, 'xNome')) sheet.line(`Razão social/nome: ${textAt(dest, 'xNome')}`, { size: 6.5 });
  sheet.rule();
  sheet.pair('# | CÓD | DESC | QTD | UN | VL UN R$ | (VL TR R$)*', 'VL ITEM R$', { size: 5.5, bold: true });
  const items = findAll(inf, 'det');
  for (const det of items) {
    sheet.room(17);
    const prod = find(det, 'prod');
    const lei = textAt(det, 'imposto', 'vItem12741');
    sheet.line(`${det.attributes.nItem ?? ''} ${textAt(prod, 'cProd')} ${textAt(prod, 'xProd')}`, { size: 7 });
    sheet.pair(`${qty(textAt(prod, 'qCom'))} ${textAt(prod, 'uCom')} × ${money(textAt(prod, 'vUnCom'))}${lei ? ` (${money(lei)})` : ''}`, money(textAt(prod, 'vProd')), { size: 6.5 });
  }
  sheet.rule();
  sheet.pair('Total bruto de itens', money(t('total', 'ICMSTot', 'vProd')));
  if (Number(t('total', 'ICMSTot', 'vDesc'))) sheet.pair('Total de descontos sobre itens', money(t('total', 'ICMSTot', 'vDesc')));
  if (Number(t('total', 'DescAcrEntr', 'vDescSubtot'))) sheet.pair('Desconto sobre subtotal', money(t('total', 'DescAcrEntr', 'vDescSubtot')));
  if (Number(t('total', 'DescAcrEntr', 'vAcresSubtot'))) sheet.pair('Acréscimo sobre subtotal', money(t('total', 'DescAcrEntr', 'vAcresSubtot')));
  sheet.pair('TOTAL R$', money(t('total', 'vCFe')), { bold: true, size: 8.5 });
  const pgto = find(inf, 'pgto');
  payments(sheet, pgto ? findAll(pgto, 'MP') : [], 'cMP', 'vMP', textAt(pgto, 'vTroco'));
  sheet.rule();
  sheet.line('OBSERVAÇÕES DO CONTRIBUINTE', { bold: true, size: 6.5 });
  if (t('infAdic', 'infCpl')) sheet.paragraph(t('infAdic', 'infCpl'), { size: 6, maxLines: 20 });
  sheet.paragraph(`Valor aproximado dos tributos deste cupom (conforme Lei Fed. 12.741/2012): ${brl(t('total', 'vCFeLei12741')) || 'R$ 0,00'}`, { size: 6.5 });
  sheet.line('* Valor aproximado dos tributos do item', { size: 5.5 });
  sheet.rule();
  const d = t('ide', 'dEmi');
  const h = t('ide', 'hEmi');
  sheet.line(`SAT nº ${t('ide', 'nserieSAT')}`, { bold: true, center: true, size: 7 });
  sheet.line(`${d.slice(6, 8)}/${d.slice(4, 6)}/${d.slice(0, 4)} - ${h.slice(0, 2)}:${h.slice(2, 4)}:${h.slice(4, 6)}`, { center: true, size: 7 });
  sheet.line(groups(key), { center: true, size: 5.5 });
  sheet.room(44);
  drawCode128(sheet.page, key, { x: sheet.margin, y: sheet.y - 40, width: sheet.width, height: 40 });
  sheet.y -= 44;
  // The QR code's content as the SAT specification gives it: key|date and time|total|consumer|signature.
  qrBlock(sheet, [key, `${d}${h}`, t('total', 'vCFe'), party(dest).replace(/\D/g, ''), t('ide', 'assinaturaQRCODE')].join('|'));
  sheet.line('Consulte o QR Code pelo aplicativo "De olho na nota"', { center: true, size: 6 });
  sheet.cropHere();
  // A CF-e SAT carries no protocol: its cancellation is a CFeCanc the store knows of.
  statusStamps(sheet, root, 'protNFe', status);
  return sheet.save();
}
