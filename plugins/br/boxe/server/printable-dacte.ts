import type { BoxeStatus } from '../contract';
import { A4, address, brl, issuerAddressLines, dateBr, drawCode128, groups, party, percent, qty, required, Sheet, statusStamps, type Cell } from './printable-sheet';
import { find, findAll, textAt, type XmlElement } from './xml-tree';
import { wrapLines } from './line-fit';

/**
 * The DACTE (CT-e, model 57; CT-e OS, model 67) in the layout of the CT-e's Manual de Orientação: issuer, the
 * modal the CT-e declares, the key's CODE-128 barcode and protocol, the type of CT-e and of service, origin and
 * destination of the carriage, the sender, recipient, shipper, receiver and the payer (toma3/toma4, or the CT-e
 * OS's toma), the cargo, the freight's components, the tax, the documents carried and the observations.
 */

export const MODAL: Record<string, string> = {
  '01': 'Rodoviário', '02': 'Aéreo', '03': 'Aquaviário', '04': 'Ferroviário', '05': 'Dutoviário', '06': 'Multimodal',
};
const CTE_TYPE: Record<string, string> = { '0': 'Normal', '1': 'Complemento de valores', '2': 'Anulação', '3': 'Substituto' };
const SERVICE_TYPE: Record<string, string> = {
  '0': 'Normal', '1': 'Subcontratação', '2': 'Redespacho', '3': 'Redespacho intermediário', '4': 'Serviço vinculado a multimodal',
  '6': 'Transporte de pessoas', '7': 'Transporte de valores', '8': 'Excesso de bagagem',
};
/** toma3's code: which party pays the freight. */
const PAYER_ROLE: Record<string, { element: string; label: string }> = {
  '0': { element: 'rem', label: 'Remetente' }, '1': { element: 'exped', label: 'Expedidor' },
  '2': { element: 'receb', label: 'Recebedor' }, '3': { element: 'dest', label: 'Destinatário' },
};

/** The party paying the service, and in which role: toma3 names one of the others, toma4 (and the CT-e OS's toma) is one of its own. */
function payer(inf: XmlElement): { element: XmlElement | undefined; role: string } {
  const ide = find(inf, 'ide');
  const toma3 = find(ide, 'toma3') ?? find(ide, 'toma03');
  if (toma3) {
    const role = PAYER_ROLE[textAt(toma3, 'toma')];
    if (role) return { element: find(inf, role.element), role: role.label };
  }
  const own = find(ide, 'toma4') ?? inf.children.find((c) => c.name === 'toma');
  return { element: own, role: 'Outros' };
}

const ADDRESS_OF: Record<string, string> = { rem: 'enderReme', dest: 'enderDest', exped: 'enderExped', receb: 'enderReceb', toma: 'enderToma', toma4: 'enderToma' };

/** A party's two rows of boxes, as each of the form's party blocks has them. */
function partyBlock(sheet: Sheet, title: string, e: XmlElement | undefined) {
  const a = address(find(e, ADDRESS_OF[e?.name ?? ''] ?? 'enderToma'));
  const name: Cell = { label: title, value: textAt(e, 'xNome'), share: 0.5, bold: true };
  sheet.boxes([name, { label: 'CNPJ / CPF', value: party(e), share: 0.25 }, { label: 'Inscrição estadual', value: textAt(e, 'IE'), share: 0.25 }], 18);
  sheet.boxes([
    { label: 'Endereço', value: [a.street, a.district].filter(Boolean).join(' — '), share: 0.5 },
    { label: 'Município / UF', value: [a.city, a.uf].filter(Boolean).join(' - '), share: 0.25 },
    { label: 'CEP / fone', value: [a.cep, a.phone].filter(Boolean).join('  '), share: 0.25 },
  ], 18);
}

export async function dacte(root: XmlElement, status: BoxeStatus | undefined) {
  const inf = required(root, 'infCte');
  const key = inf.attributes.Id?.replace(/^CTe/, '') || textAt(root, 'chCTe');
  const t = (...path: string[]) => textAt(inf, ...path);
  const model = t('ide', 'mod');
  const modal = MODAL[t('ide', 'modal')] ?? t('ide', 'modal');
  const sheet = await Sheet.create(`DACTE ${key}`, A4, 20);
  const emit = find(inf, 'emit');

  const header = (s: Sheet) => {
    const top = s.y;
    const h = 84;
    const issuerW = s.width * 0.37;
    const midW = s.width * 0.18;
    const codeW = s.width - issuerW - midW;
    s.rect(s.margin, top - h, issuerW, h);
    const a = address(find(emit, 'enderEmit'));
    s.text('EMITENTE (TRANSPORTADOR)', s.margin + 2, top - 7, 5);
    wrapLines(t('emit', 'xNome'), s.bold, 9, issuerW - 8, 2).forEach((l, i) => s.text(l, s.margin + 4, top - 20 - i * 11, 9, { bold: true, center: true, width: issuerW - 8 }));
    [...issuerAddressLines(a), `CNPJ ${party(emit)}  IE ${t('emit', 'IE')}`, a.phone && `Fone: ${a.phone}`]
      .filter(Boolean).forEach((l, i) => s.text(l, s.margin + 4, top - 44 - i * 8.5, 6.5, { center: true, width: issuerW - 8 }));
    const mx = s.margin + issuerW;
    s.rect(mx, top - h, midW, h);
    s.text(model === '67' ? 'DACTE OS' : 'DACTE', mx, top - 14, 12, { bold: true, center: true, width: midW });
    s.text('Documento Auxiliar do Conhecimento', mx, top - 22, 5, { center: true, width: midW });
    s.text('de Transporte Eletrônico', mx, top - 28, 5, { center: true, width: midW });
    if (model === '67') s.text('para Outros Serviços', mx, top - 34, 5, { center: true, width: midW });
    s.text(`MODAL ${modal.toUpperCase()}`, mx, top - 42, 7.5, { bold: true, center: true, width: midW });
    s.text(`Modelo ${model}  Série ${t('ide', 'serie')}`, mx, top - 53, 6.5, { center: true, width: midW });
    s.text(`Nº ${t('ide', 'nCT')}`, mx, top - 63, 7.5, { bold: true, center: true, width: midW });
    s.text(`Emissão ${dateBr(t('ide', 'dhEmi'))}`, mx, top - 72, 5.5, { center: true, width: midW });
    s.folio(mx + 14, top - 81, 6.5);
    const cx = mx + midW;
    s.rect(cx, top - 38, codeW, 38);
    drawCode128(s.page, key, { x: cx + 4, y: top - 35, width: codeW - 8, height: 32 });
    s.rect(cx, top - 58, codeW, 20);
    s.text('CHAVE DE ACESSO', cx + 2, top - 44.5, 5);
    s.text(groups(key), cx, top - 55, 7, { center: true, width: codeW });
    s.rect(cx, top - h, codeW, h - 58);
    s.text('PROTOCOLO DE AUTORIZAÇÃO DE USO', cx + 2, top - 64.5, 5);
    s.text(`${textAt(root, 'protCTe', 'nProt')} ${dateBr(textAt(root, 'protCTe', 'dhRecbto'))}`, cx, top - 76, 8, { bold: true, center: true, width: codeW });
    s.y = top - h;
  };
  header(sheet);
  sheet.onPage = header;

  sheet.boxes([
    { label: 'Tipo do CT-e', value: CTE_TYPE[t('ide', 'tpCTe')] ?? t('ide', 'tpCTe'), share: 0.2 },
    { label: 'Tipo do serviço', value: SERVICE_TYPE[t('ide', 'tpServ')] ?? t('ide', 'tpServ'), share: 0.25 },
    { label: 'CFOP — natureza da prestação', value: `${t('ide', 'CFOP')} — ${t('ide', 'natOp')}`, share: 0.55 },
  ]);
  sheet.boxes([
    { label: 'Início da prestação', value: `${t('ide', 'xMunIni')} - ${t('ide', 'UFIni')}`, share: 0.5 },
    { label: 'Término da prestação', value: `${t('ide', 'xMunFim')} - ${t('ide', 'UFFim')}`, share: 0.5 },
  ]);
  for (const [name, title] of [['rem', 'Remetente'], ['dest', 'Destinatário'], ['exped', 'Expedidor'], ['receb', 'Recebedor']] as const) {
    const e = inf.children.find((c) => c.name === name);
    if (e) partyBlock(sheet, title, e);
  }
  const paying = payer(inf);
  partyBlock(sheet, `Tomador do serviço (${paying.role})`, paying.element);

  const carga = find(inf, 'infCarga');
  if (carga) {
    sheet.heading('Informações da carga');
    sheet.boxes([
      { label: 'Produto predominante', value: textAt(carga, 'proPred'), share: 0.45 },
      { label: 'Outras características', value: textAt(carga, 'xOutCat'), share: 0.3 },
      { label: 'Valor total da mercadoria', value: brl(textAt(carga, 'vCarga')), share: 0.25, end: true },
    ]);
    const quantities = findAll(carga, 'infQ');
    if (quantities.length) sheet.boxes(quantities.slice(0, 5).map((q) => ({ label: textAt(q, 'tpMed') || 'Quantidade', value: qty(textAt(q, 'qCarga')), share: 1 / Math.min(5, quantities.length), end: true })));
  } else if (find(inf, 'infServico')) {
    sheet.heading('Informações da prestação do serviço');
    sheet.boxes([{ label: 'Descrição do serviço', value: t('infServico', 'xDescServ'), share: 0.75 }, { label: 'Quantidade', value: qty(t('infServico', 'infQ', 'qCarga')), share: 0.25, end: true }]);
  }

  sheet.heading('Componentes do valor da prestação do serviço');
  const components = findAll(find(inf, 'vPrest') ?? inf, 'Comp');
  for (let i = 0; i < components.length; i += 4) {
    const row = components.slice(i, i + 4);
    sheet.boxes(row.map((c) => ({ label: textAt(c, 'xNome'), value: brl(textAt(c, 'vComp')), share: 0.25, end: true })), 18);
  }
  sheet.boxes([
    { label: 'Valor total do serviço', value: brl(t('vPrest', 'vTPrest')), share: 0.5, bold: true, end: true },
    { label: 'Valor a receber', value: brl(t('vPrest', 'vRec')), share: 0.5, bold: true, end: true },
  ]);

  const icms = find(inf, 'imp', 'ICMS')?.children[0];
  sheet.heading('Informações relativas ao imposto');
  sheet.boxes([
    { label: 'Situação tributária', value: textAt(icms, 'CST'), share: 0.2 }, { label: 'Base de cálculo', value: brl(textAt(icms, 'vBC')), share: 0.2, end: true },
    { label: 'Alíq. ICMS', value: percent(textAt(icms, 'pICMS')), share: 0.15, end: true }, { label: 'Valor do ICMS', value: brl(textAt(icms, 'vICMS')), share: 0.2, end: true },
    { label: 'V. aprox. tributos', value: brl(t('imp', 'vTotTrib')), share: 0.25, end: true },
  ]);

  const docs = find(inf, 'infDoc');
  if (docs) {
    sheet.heading('Documentos originários');
    const rows = [
      ...findAll(docs, 'infNFe').map((d) => ['NF-e', textAt(d, 'chave')]),
      ...findAll(docs, 'infNF').map((d) => [`NF ${textAt(d, 'mod')}`, `Série ${textAt(d, 'serie')} Nº ${textAt(d, 'nDoc')} — ${brl(textAt(d, 'vNF'))}`]),
      ...findAll(docs, 'infOutros').map((d) => [`Outro ${textAt(d, 'tpDoc')}`, `${textAt(d, 'descOutros')} ${textAt(d, 'nDoc')}`]),
    ];
    sheet.table([{ label: 'Tipo', share: 0.15 }, { label: 'Chave / documento', share: 0.85 }], rows);
  }

  const rodo = find(inf, 'infModal', 'rodo');
  const modalInfo = [
    rodo && `RNTRC da empresa: ${textAt(rodo, 'RNTRC')}`,
    find(inf, 'infModal', 'aereo') && `Minuta: ${t('infModal', 'aereo', 'nMinu')}  Nº OCA: ${t('infModal', 'aereo', 'nOCA')}`,
    find(inf, 'infModal', 'aquav') && `Embarcação: ${t('infModal', 'aquav', 'xNavio')}`,
    find(inf, 'infModal', 'ferrov') && `Tráfego: ${t('infModal', 'ferrov', 'tpTraf')}`,
    find(inf, 'infModal', 'duto') && `Duto: ${dateBr(t('infModal', 'duto', 'dIni'))} a ${dateBr(t('infModal', 'duto', 'dFim'))}`,
    find(inf, 'infModal', 'multimodal') && `COTM: ${t('infModal', 'multimodal', 'COTM')}`,
  ].filter(Boolean).join('  ');
  sheet.heading(`Informações específicas do modal ${modal.toLowerCase()}`);
  sheet.boxes([{ label: 'Modal', value: modalInfo || modal, share: 1 }]);

  const observations = [t('compl', 'xObs'), ...findAll(find(inf, 'compl') ?? inf, 'ObsCont').map((o) => `${o.attributes.xCampo ?? ''}: ${textAt(o, 'xTexto')}`)].filter(Boolean).join('\n');
  if (observations) {
    sheet.heading('Observações');
    sheet.paragraph(observations, { size: 6.5, maxLines: 60 });
  }
  statusStamps(sheet, root, 'protCTe', status);
  return sheet.save();
}
