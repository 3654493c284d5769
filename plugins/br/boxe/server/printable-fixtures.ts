import { fiscalXml, type FiscalItem } from './fiscal-xml';

/** Fiscal XML for the printable's tests: a legitimate NF-e of any size, and documents built to hurt. */

const ITEM: FiscalItem = { code: 'FAR-25', description: 'Farinha de trigo tipo 1 25 kg', ncm: '11010010', cfop: '5102', quantity: 2, unitCents: 8_990 };

/** An authorised NF-e (processed form) with `items` items and the emitter's name given. */
export function demoNfe({ items = 1, emitterName = 'Moinho Paulista Farinhas Ltda' } = {}): string {
  return fiscalXml({
    kind: 'nfe', accessKey: '35260161034578000190550010000012341123456780', series: '1', number: '1234', issuedAt: '2026-01-05',
    emitter: { doc: '61034578000190', name: emitterName, uf: 'SP' }, recipient: { doc: '90271438000155', name: 'Mercado Bom Preço Ltda' },
    items: Array.from({ length: items }, (_, i) => ({ ...ITEM, code: `FAR-${i + 1}` })), status: 'authorised', protocol: '135260000001234',
  });
}

/** An NF-e whose additional information holds `elements` empty elements. */
export const manyElementsNfe = (elements: number) => demoNfe().replace('</infNFe>', `<infAdic>${'<obsCont/>'.repeat(elements)}</infAdic></infNFe>`);

/** An NF-e whose emitter sits `depth` levels down. */
export const deepNfe = (depth: number) => demoNfe().replace('<emit>', `${'<g>'.repeat(depth)}<emit>`).replace('</emit>', `</emit>${'</g>'.repeat(depth)}`);

/** The classic entity bomb: ten levels of ten references, a billion "lol"s if anything expanded it. */
export const BILLION_LAUGHS = `<?xml version="1.0"?>
<!DOCTYPE lolz [
  <!ENTITY lol "lol">
${Array.from({ length: 9 }, (_, i) => `  <!ENTITY lol${i + 1} "${`&lol${i || ''};`.repeat(10)}">`).join('\n')}
]>
<nfeProc><NFe><infNFe Id="NFe1"><emit><xNome>&lol9;</xNome></emit></infNFe></NFe></nfeProc>`;

/** An external entity that would read a file of the server if it were resolved. */
export const EXTERNAL_ENTITY = `<?xml version="1.0"?>
<!DOCTYPE nfeProc [<!ENTITY secret SYSTEM "file:///etc/passwd">]>
<nfeProc><NFe><infNFe Id="NFe1"><emit><xNome>&secret;</xNome></emit></infNFe></NFe></nfeProc>`;

export const MALFORMED = '<nfeProc><NFe><infNFe Id="NFe1"><emit><xNome>Moinho</emit></infNFe></NFe>';
