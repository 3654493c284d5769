import { elementTexts, textAt } from './xml-reader';

/** What SEFAZ said about one event: registered (with its protocol) or refused (with its code and text). */
export type EventAnswer =
  | { outcome: 'registered'; cStat: number; reason: string; protocol: string | null; registeredAt: string | null }
  | { outcome: 'rejected'; cStat: number | null; reason: string };

/** 135 registered and linked to the NF-e, 136 registered without link; 573 duplicate: it was registered before. */
const REGISTERED = new Set([135, 136, 573]);
/** The lote was processed: each event has its own answer. */
const LOTE_PROCESSED = 128;

/**
 * Reads the SOAP answer of NFeRecepcaoEvento4 (retEnvEvento 1.00). A lote refused as a whole carries its code at
 * the top; a SOAP fault is a refusal without a cStat.
 */
export function readEventAnswer(soap: string): EventAnswer {
  const texts = elementTexts(soap);
  const fault = textAt(texts, 'Fault/Reason/Text') ?? textAt(texts, 'Fault/faultstring');
  if (fault !== undefined) return { outcome: 'rejected', cStat: null, reason: fault };
  const loteStat = Number(textAt(texts, 'retEnvEvento/cStat'));
  if (!loteStat) return { outcome: 'rejected', cStat: null, reason: 'The answer holds no retEnvEvento' };
  if (loteStat !== LOTE_PROCESSED) return { outcome: 'rejected', cStat: loteStat, reason: textAt(texts, 'retEnvEvento/xMotivo') ?? '' };
  const cStat = Number(textAt(texts, 'retEvento/infEvento/cStat'));
  const reason = textAt(texts, 'retEvento/infEvento/xMotivo') ?? '';
  if (!REGISTERED.has(cStat)) return { outcome: 'rejected', cStat: cStat || null, reason };
  return {
    outcome: 'registered', cStat, reason,
    protocol: textAt(texts, 'retEvento/infEvento/nProt') || null,
    registeredAt: textAt(texts, 'retEvento/infEvento/dhRegEvento') || null,
  };
}
