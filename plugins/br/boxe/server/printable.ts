import type { BoxeKind, BoxeStatus } from '../contract';
import { CORRECTION_LETTER } from './event-codes';
import { danfe, type Correction } from './printable-danfe';
import { dacte } from './printable-dacte';
import { cfeExtract, danfeNfce } from './printable-receipt';
import { find, parseXml, textAt } from './xml-tree';

/**
 * The printable form of a stored document, generated from its XML (never from the row): DANFE (NF-e, A4),
 * DANFE NFC-e and the CF-e SAT extract (80 mm receipts), DACTE (CT-e, A4). Texts are Portuguese, as the legal
 * forms are; each form's module says which layout it follows.
 */

export { PRINTABLE_VERSION } from './printable-version';

/** The CC-e corrections among a document's stored events (the XML of each), in their sequence. */
function corrections(events: readonly string[]): Correction[] {
  const out: Correction[] = [];
  for (const xml of events) {
    const info = find(parseXml(xml), 'infEvento');
    if (textAt(info, 'tpEvento') !== CORRECTION_LETTER) continue;
    out.push({ sequence: textAt(info, 'nSeqEvento'), at: textAt(info, 'dhEvento'), text: textAt(info, 'detEvento', 'xCorrecao') });
  }
  return out.sort((a, b) => Number(a.sequence) - Number(b.sequence));
}

/**
 * The printable form of a document of `kind` in the store's `status`, with the XML of its stored `events`;
 * throws an XmlRefusal when the XML is malformed, past a limit or not of that kind.
 */
export async function printableOf(kind: Exclude<BoxeKind, 'xml'>, xml: string, status?: BoxeStatus, events: readonly string[] = []): Promise<Buffer> {
  const root = parseXml(xml);
  if (kind === 'nfe') return danfe(root, status, corrections(events));
  if (kind === 'nfce') return danfeNfce(root, status);
  if (kind === 'cfe') return cfeExtract(root, status);
  return dacte(root, status);
}
