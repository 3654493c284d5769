import type { BoxeKind, BoxeStatus, BoxeXmlErrorCode } from '../contract';
import { printableOf } from './printable';
import { XmlRefusal } from './xml-tree';

export interface PrintableTask {
  kind: Exclude<BoxeKind, 'xml'>;
  xml: string;
  /** The store's status of the document: a cancellation may have come as a separate event. */
  status?: BoxeStatus;
  /** The XML of the document's stored events: a CC-e's corrections print on the DANFE. */
  events?: string[];
}
/** A refusal crosses the thread as data: an Error's own fields (its code) would not survive the copy. */
export type PrintableAnswer = { pdf: Uint8Array } | { refused: BoxeXmlErrorCode; message: string };

/** One printable, in a worker thread of the pool (printable-pool.ts). */
export default async function renderPrintable({ kind, xml, status, events }: PrintableTask): Promise<PrintableAnswer> {
  try {
    return { pdf: await printableOf(kind, xml, status, events) };
  } catch (error) {
    if (error instanceof XmlRefusal) return { refused: error.code, message: error.message };
    throw error;
  }
}
