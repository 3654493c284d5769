import type { BoxeStatus } from '../contract';
import { wrapLines } from './line-fit';
import { A4, address, brl, issuerAddressLines, dateBr, drawCode128, groups, money, PAYMENT_MEANS, party, percent, qty, required, Sheet, statusStamps, type Column } from './printable-sheet';
import { find, findAll, textAt, type XmlElement } from './xml-tree';

/**
 * The DANFE (NF-e, model 55) in the portrait layout of the Manual de Orientação do Contribuinte, Anexo II: the
 * receipt stub, the issuer's block with the key's CODE-128 barcode, the recipient, invoices and instalments, the
 * tax totals, transport, the items (over as many pages as they need, the header repeated and "Folha i/n" on
 * each), ISSQN and the additional information, where the CC-e corrections registered for the NF-e are printed too.
 */

const MODALIDADE_FRETE: Record<string, string> = {
  '0': '0 - Emitente', '1': '1 - Destinatário', '2': '2 - Terceiros', '3': '3 - Próprio remetente', '4': '4 - Próprio destinatário', '9': '9 - Sem frete',
};

const ITEM_COLUMNS: Column[] = [
  { label: 'Código', share: 0.085 }, { label: 'Descrição do produto / serviço', share: 0.225, wrap: 3 }, { label: 'NCM/SH', share: 0.07 },
  { label: 'O/CST', share: 0.045 }, { label: 'CFOP', share: 0.04 }, { label: 'Un.', share: 0.035 }, { label: 'Quant.', share: 0.06, end: true },
  { label: 'V. unit.', share: 0.065, end: true }, { label: 'V. total', share: 0.07, end: true }, { label: 'BC ICMS', share: 0.065, end: true },
  { label: 'V. ICMS', share: 0.06, end: true }, { label: 'V. IPI', share: 0.05, end: true }, { label: '% ICMS', share: 0.045, end: true },
  { label: '% IPI', share: 0.045, end: true },
];

/** The item's ICMS group (ICMS00, ICMSSN102…), whichever it is. */
const icmsOf = (det: XmlElement) => find(det, 'imposto', 'ICMS')?.children[0];

function* itemRows(items: XmlElement[]) {
  for (const det of items) {
    const prod = find(det, 'prod');
    const icms = icmsOf(det);
    const ipi = find(det, 'imposto', 'IPI', 'IPITrib');
    const cst = `${textAt(icms, 'orig')}${textAt(icms, 'CST') || textAt(icms, 'CSOSN')}`;
    yield [
      textAt(prod, 'cProd'), textAt(prod, 'xProd'), textAt(prod, 'NCM'), cst, textAt(prod, 'CFOP'), textAt(prod, 'uCom'), qty(textAt(prod, 'qCom')),
      money(textAt(prod, 'vUnCom')), money(textAt(prod, 'vProd')), money(textAt(icms, 'vBC')), money(textAt(icms, 'vICMS')), money(textAt(ipi, 'vIPI')),
      percent(textAt(icms, 'pICMS')), percent(textAt(ipi, 'pIPI')),
    ];
  }
}

/** A CC-e (event 110110) registered for the NF-e: its sequence, date and correction text. */
export interface Correction { sequence: string; at: string; text: string }

export async function danfe(root: XmlElement, status: BoxeStatus | undefined, corrections: readonly Correction[]) {
  const inf = required(root, 'infNFe');
  const key = inf.attributes.Id?.replace(/^NFe/, '') || textAt(root, 'chNFe');
  const t = (...path: string[]) => textAt(inf, ...path);
  const sheet = await Sheet.create(`DANFE ${key}`, A4, 20);
  const emit = find(inf, 'emit');
  const numberSeries = `Nº ${t('ide', 'nNF').padStart(9, '0').replace(/(\d{3})(?=\d)/g, '$1.')}  Série ${t('ide', 'serie').padStart(3, '0')}`;

  // The receipt stub, cut off along the dashes.
  const stubHeight = 42;
  const stubW = sheet.width * 0.82;
  sheet.rect(sheet.margin, sheet.y - stubHeight, stubW, stubHeight);
  sheet.text(`RECEBEMOS DE ${t('emit', 'xNome').toUpperCase()} OS PRODUTOS E/OU SERVIÇOS CONSTANTES DA NOTA FISCAL ELETRÔNICA INDICADA AO LADO`, sheet.margin + 2, sheet.y - 8, 5.5, { width: stubW - 4 });
  sheet.text(`EMISSÃO: ${dateBr(t('ide', 'dhEmi') || t('ide', 'dEmi')).slice(0, 10)}  DEST./REM.: ${t('dest', 'xNome')}  VALOR TOTAL: ${brl(t('total', 'ICMSTot', 'vNF'))}`, sheet.margin + 2, sheet.y - 16, 5.5, { width: stubW - 4 });
  sheet.page.drawLine({ start: { x: sheet.margin, y: sheet.y - 20 }, end: { x: sheet.margin + stubW, y: sheet.y - 20 }, thickness: 0.5 });
  sheet.page.drawLine({ start: { x: sheet.margin + stubW * 0.25, y: sheet.y - 20 }, end: { x: sheet.margin + stubW * 0.25, y: sheet.y - stubHeight }, thickness: 0.5 });
  sheet.text('DATA DE RECEBIMENTO', sheet.margin + 2, sheet.y - 26, 5);
  sheet.text('IDENTIFICAÇÃO E ASSINATURA DO RECEBEDOR', sheet.margin + stubW * 0.25 + 2, sheet.y - 26, 5);
  sheet.rect(sheet.margin + stubW, sheet.y - stubHeight, sheet.width - stubW, stubHeight);
  sheet.text('NF-e', sheet.margin + stubW, sheet.y - 14, 10, { bold: true, center: true, width: sheet.width - stubW });
  sheet.text(numberSeries, sheet.margin + stubW, sheet.y - 28, 6.5, { bold: true, center: true, width: sheet.width - stubW });
  sheet.y -= stubHeight + 5;
  sheet.page.drawLine({ start: { x: sheet.margin, y: sheet.y }, end: { x: sheet.margin + sheet.width, y: sheet.y }, thickness: 0.5, dashArray: [3, 3] });
  sheet.y -= 5;

  // The header, on every page: issuer, the DANFE's box with the folio, the barcode and the key, the protocol.
  const header = (s: Sheet) => {
    const top = s.y;
    const h = 92;
    const issuerW = s.width * 0.38;
    const danfeW = s.width * 0.17;
    const codeW = s.width - issuerW - danfeW;
    s.rect(s.margin, top - h, issuerW, h);
    const a = address(find(emit, 'enderEmit'));
    s.text('IDENTIFICAÇÃO DO EMITENTE', s.margin + 2, top - 7, 5);
    const name = wrapLines(t('emit', 'xNome'), s.bold, 9, issuerW - 8, 2);
    name.forEach((l, i) => s.text(l, s.margin + 4, top - 22 - i * 11, 9, { bold: true, center: true, width: issuerW - 8 }));
    const lines = [...issuerAddressLines(a), a.phone && `Fone: ${a.phone}`];
    lines.filter(Boolean).forEach((l, i) => s.text(l, s.margin + 4, top - 50 - i * 9, 7, { center: true, width: issuerW - 8 }));

    const dx = s.margin + issuerW;
    s.rect(dx, top - h, danfeW, h);
    s.text('DANFE', dx, top - 14, 12, { bold: true, center: true, width: danfeW });
    s.text('Documento Auxiliar da', dx, top - 23, 5.5, { center: true, width: danfeW });
    s.text('Nota Fiscal Eletrônica', dx, top - 30, 5.5, { center: true, width: danfeW });
    s.text('0 - ENTRADA', dx + 6, top - 42, 6);
    s.text('1 - SAÍDA', dx + 6, top - 50, 6);
    s.rect(dx + danfeW - 20, top - 53, 12, 14);
    s.text(t('ide', 'tpNF') || '1', dx + danfeW - 20, top - 50, 9, { bold: true, center: true, width: 12 });
    s.text(`Nº ${t('ide', 'nNF').padStart(9, '0').replace(/(\d{3})(?=\d)/g, '$1.')}`, dx, top - 66, 7.5, { bold: true, center: true, width: danfeW });
    s.text(`Série ${t('ide', 'serie').padStart(3, '0')}`, dx, top - 76, 7.5, { bold: true, center: true, width: danfeW });
    s.folio(dx + 12, top - 87, 7);

    const cx = dx + danfeW;
    s.rect(cx, top - 38, codeW, 38);
    drawCode128(s.page, key, { x: cx + 4, y: top - 35, width: codeW - 8, height: 32 });
    s.rect(cx, top - 58, codeW, 20);
    s.text('CHAVE DE ACESSO', cx + 2, top - 44.5, 5);
    s.text(groups(key), cx, top - 55, 7, { center: true, width: codeW });
    s.rect(cx, top - h, codeW, h - 58);
    s.text('Consulta de autenticidade no portal nacional da NF-e', cx, top - 70, 7, { center: true, width: codeW });
    s.text('www.nfe.fazenda.gov.br/portal ou no site da Sefaz Autorizadora', cx, top - 80, 7, { center: true, width: codeW });
    s.y = top - h;
    s.boxes([
      { label: 'Natureza da operação', value: t('ide', 'natOp'), share: 0.57 },
      { label: 'Protocolo de autorização de uso', value: `${textAt(root, 'protNFe', 'nProt')} ${dateBr(textAt(root, 'protNFe', 'dhRecbto'))}`, share: 0.43, bold: true },
    ]);
    s.boxes([
      { label: 'Inscrição estadual', value: t('emit', 'IE'), share: 0.33 },
      { label: 'Insc. estadual do subst. trib.', value: t('emit', 'IEST'), share: 0.34 },
      { label: 'CNPJ / CPF', value: party(emit), share: 0.33 },
    ]);
  };
  header(sheet);
  sheet.onPage = (s) => {
    header(s);
    s.heading('Dados dos produtos / serviços (continuação)');
  };

  const dest = find(inf, 'dest');
  const d = address(find(dest, 'enderDest'));
  sheet.heading('Destinatário / remetente');
  sheet.boxes([
    { label: 'Nome / razão social', value: textAt(dest, 'xNome'), share: 0.6 },
    { label: 'CNPJ / CPF', value: party(dest), share: 0.22 },
    { label: 'Data da emissão', value: dateBr(t('ide', 'dhEmi') || t('ide', 'dEmi')).slice(0, 10), share: 0.18 },
  ]);
  sheet.boxes([
    { label: 'Endereço', value: d.street, share: 0.47 }, { label: 'Bairro / distrito', value: d.district, share: 0.23 },
    { label: 'CEP', value: d.cep, share: 0.12 }, { label: 'Data da saída/entrada', value: dateBr(t('ide', 'dhSaiEnt') || t('ide', 'dSaiEnt')).slice(0, 10), share: 0.18 },
  ]);
  sheet.boxes([
    { label: 'Município', value: d.city, share: 0.35 }, { label: 'Fone / fax', value: d.phone, share: 0.17 }, { label: 'UF', value: d.uf, share: 0.06 },
    { label: 'Inscrição estadual', value: textAt(dest, 'IE'), share: 0.24 }, { label: 'Hora da saída/entrada', value: t('ide', 'dhSaiEnt').slice(11, 19) || t('ide', 'hSaiEnt'), share: 0.18 },
  ]);

  // Invoice and instalments (cobr), and the payments (pag) the NF-e 4.00 always carries.
  const fat = find(inf, 'cobr', 'fat');
  const cobr = find(inf, 'cobr');
  const dups = cobr ? findAll(cobr, 'dup') : [];
  const pag = find(inf, 'pag');
  const payments = pag ? findAll(pag, 'detPag') : [];
  if (fat || dups.length || payments.length) {
    sheet.heading('Fatura / duplicatas');
    if (fat) {
      sheet.boxes([
        { label: 'Fatura', value: textAt(fat, 'nFat'), share: 0.25 }, { label: 'Valor original', value: brl(textAt(fat, 'vOrig')), share: 0.25 },
        { label: 'Desconto', value: brl(textAt(fat, 'vDesc')), share: 0.25 }, { label: 'Valor líquido', value: brl(textAt(fat, 'vLiq')), share: 0.25 },
      ], 18);
    }
    // Instalments six to a row, as the form lays them out.
    for (let i = 0; i < dups.length; i += 6) {
      const row = dups.slice(i, i + 6);
      sheet.boxes(row.map((dup) => ({ label: `Nº ${textAt(dup, 'nDup')}  venc. ${dateBr(textAt(dup, 'dVenc'))}`, value: brl(textAt(dup, 'vDup')), share: 1 / 6 })), 18);
    }
    if (payments.length) {
      sheet.line(`Pagamento: ${payments.map((p) => `${PAYMENT_MEANS[textAt(p, 'tPag')] ?? textAt(p, 'tPag')} ${brl(textAt(p, 'vPag'))}`).join('; ')}${textAt(inf, 'pag', 'vTroco') ? `; troco ${brl(textAt(inf, 'pag', 'vTroco'))}` : ''}`, { size: 7 });
    }
  }

  const tot = (name: string) => brl(textAt(inf, 'total', 'ICMSTot', name));
  sheet.heading('Cálculo do imposto');
  sheet.boxes([
    { label: 'Base cálc. ICMS', value: tot('vBC'), share: 0.11, end: true }, { label: 'Valor do ICMS', value: tot('vICMS'), share: 0.11, end: true },
    { label: 'Base cálc. ICMS ST', value: tot('vBCST'), share: 0.11, end: true }, { label: 'Valor ICMS ST', value: tot('vST'), share: 0.11, end: true },
    { label: 'V. imp. importação', value: tot('vII'), share: 0.11, end: true }, { label: 'V. ICMS UF remet.', value: tot('vICMSUFRemet'), share: 0.11, end: true },
    { label: 'Valor do FCP', value: tot('vFCP'), share: 0.1, end: true }, { label: 'Valor do PIS', value: tot('vPIS'), share: 0.1, end: true },
    { label: 'V. total produtos', value: tot('vProd'), share: 0.14, end: true },
  ]);
  sheet.boxes([
    { label: 'Valor do frete', value: tot('vFrete'), share: 0.11, end: true }, { label: 'Valor do seguro', value: tot('vSeg'), share: 0.11, end: true },
    { label: 'Desconto', value: tot('vDesc'), share: 0.11, end: true }, { label: 'Outras desp. acess.', value: tot('vOutro'), share: 0.11, end: true },
    { label: 'Valor total do IPI', value: tot('vIPI'), share: 0.11, end: true }, { label: 'V. ICMS UF dest.', value: tot('vICMSUFDest'), share: 0.11, end: true },
    { label: 'V. tot. tributos', value: tot('vTotTrib'), share: 0.1, end: true }, { label: 'Valor da COFINS', value: tot('vCOFINS'), share: 0.1, end: true },
    { label: 'Valor total da nota', value: tot('vNF'), share: 0.14, bold: true, end: true },
  ]);

  const transp = find(inf, 'transp');
  const carrier = find(transp, 'transporta');
  const vehicle = find(transp, 'veicTransp');
  const vol = find(transp, 'vol');
  sheet.heading('Transportador / volumes transportados');
  sheet.boxes([
    { label: 'Nome / razão social', value: textAt(carrier, 'xNome'), share: 0.3 },
    { label: 'Frete por conta', value: MODALIDADE_FRETE[textAt(transp, 'modFrete')] ?? textAt(transp, 'modFrete'), share: 0.16 },
    { label: 'Código ANTT', value: textAt(vehicle, 'RNTC'), share: 0.12 }, { label: 'Placa do veículo', value: textAt(vehicle, 'placa'), share: 0.12 },
    { label: 'UF', value: textAt(vehicle, 'UF'), share: 0.06 }, { label: 'CNPJ / CPF', value: party(carrier), share: 0.24 },
  ]);
  sheet.boxes([
    { label: 'Endereço', value: textAt(carrier, 'xEnder'), share: 0.46 }, { label: 'Município', value: textAt(carrier, 'xMun'), share: 0.24 },
    { label: 'UF', value: textAt(carrier, 'UF'), share: 0.06 }, { label: 'Inscrição estadual', value: textAt(carrier, 'IE'), share: 0.24 },
  ]);
  sheet.boxes([
    { label: 'Quantidade', value: textAt(vol, 'qVol'), share: 0.12 }, { label: 'Espécie', value: textAt(vol, 'esp'), share: 0.18 },
    { label: 'Marca', value: textAt(vol, 'marca'), share: 0.18 }, { label: 'Numeração', value: textAt(vol, 'nVol'), share: 0.16 },
    { label: 'Peso bruto', value: qty(textAt(vol, 'pesoB')), share: 0.18, end: true }, { label: 'Peso líquido', value: qty(textAt(vol, 'pesoL')), share: 0.18, end: true },
  ]);

  // The additional information: the issuer's text, the fisco's, and every CC-e correction, newest last.
  const infoW = sheet.width * 0.68 - 4;
  const infoText = [
    textAt(inf, 'infAdic', 'infAdFisco') && `Inf. fisco: ${textAt(inf, 'infAdic', 'infAdFisco')}`,
    textAt(inf, 'infAdic', 'infCpl'),
    ...corrections.map((c) => `CARTA DE CORREÇÃO Nº ${c.sequence} de ${dateBr(c.at)}: ${c.text}`),
  ].filter(Boolean).join('\n');
  const infoLines = wrapLines(infoText, sheet.regular, 6.5, infoW, 400);
  const INFO_LINES_HERE = 9;
  const issqnHeight = 34;
  const infoHeight = 12 + INFO_LINES_HERE * 8;

  const items = findAll(inf, 'det');
  sheet.heading('Dados dos produtos / serviços');
  // The first page keeps room at its foot for ISSQN and the additional information; the others do not.
  const firstPage = sheet.page;
  const footer = sheet.floor + issqnHeight + infoHeight;
  sheet.table(ITEM_COLUMNS, itemRows(items), { floor: footer });
  const footerPage = firstPage;
  const afterItems = { page: sheet.page, y: sheet.y };

  // ISSQN and additional information at the foot of page one, as the layout places them.
  sheet.page = footerPage;
  sheet.y = sheet.floor + issqnHeight + infoHeight;
  sheet.heading('Cálculo do ISSQN');
  sheet.boxes([
    { label: 'Inscrição municipal', value: t('emit', 'IM'), share: 0.25 },
    { label: 'Valor total dos serviços', value: brl(t('total', 'ISSQNtot', 'vServ')), share: 0.25, end: true },
    { label: 'Base de cálculo do ISSQN', value: brl(t('total', 'ISSQNtot', 'vBC')), share: 0.25, end: true },
    { label: 'Valor do ISSQN', value: brl(t('total', 'ISSQNtot', 'vISS')), share: 0.25, end: true },
  ]);
  sheet.heading('Dados adicionais');
  const boxTop = sheet.y;
  const boxH = boxTop - sheet.floor;
  sheet.rect(sheet.margin, sheet.floor, infoW + 4, boxH);
  sheet.rect(sheet.margin + infoW + 4, sheet.floor, sheet.width - infoW - 4, boxH);
  sheet.text('INFORMAÇÕES COMPLEMENTARES', sheet.margin + 2, boxTop - 6.5, 5);
  sheet.text('RESERVADO AO FISCO', sheet.margin + infoW + 6, boxTop - 6.5, 5);
  const here = infoLines.length > INFO_LINES_HERE ? INFO_LINES_HERE - 1 : INFO_LINES_HERE;
  infoLines.slice(0, here).forEach((l, i) => sheet.text(l, sheet.margin + 2, boxTop - 15 - i * 8, 6.5));
  if (infoLines.length > here) sheet.text('(continua na última folha)', sheet.margin + 2, boxTop - 15 - here * 8, 6.5, { bold: true });

  // What did not fit goes after the items, on as many pages as it needs.
  sheet.page = afterItems.page;
  sheet.y = afterItems.page === footerPage ? sheet.floor + issqnHeight + infoHeight : afterItems.y;
  if (infoLines.length > here) {
    sheet.onPage = header;
    if (afterItems.page === footerPage) sheet.newPage();
    sheet.heading('Dados adicionais (continuação)');
    for (const l of infoLines.slice(here)) sheet.line(l, { size: 6.5 });
  }
  statusStamps(sheet, root, 'protNFe', status);
  return sheet.save();
}
