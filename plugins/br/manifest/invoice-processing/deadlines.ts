import {
  CONCLUSIVE_NFE_EVENTS, NFE_EVENTS, NFE_MAX_REGISTRATIONS_PER_EVENT, OPEN_MANIFEST_STATUSES, type ManifestDocument,
  type ManifestEvent, type NfeEventCode,
} from '../contract';

const DAY_MS = 86_400_000;

/** Today's date (UTC, as the server's deadlines are) as yyyy-MM-dd. */
export const isoToday = (now: Date = new Date()) => now.toISOString().slice(0, 10);
const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS);

/**
 * What is left to manifest an NF-e: the next deadline (Ciência while it is open and not given, else the
 * conclusive one), none once the operation is settled or the NF-e is not authorised, or expired.
 */
export type Countdown =
  | { state: 'none' }
  | { state: 'expired' }
  | { state: 'open'; kind: 'ciencia' | 'conclusive'; days: number; date: string; cienciaLate: boolean };

export function countdownOf(doc: ManifestDocument, today: string): Countdown {
  if (doc.nfeStatus !== 'Authorized' || !OPEN_MANIFEST_STATUSES.includes(doc.status)) return { state: 'none' };
  if (doc.status === 'Pending' && doc.cienciaDeadline >= today) {
    return { state: 'open', kind: 'ciencia', days: daysBetween(today, doc.cienciaDeadline), date: doc.cienciaDeadline, cienciaLate: false };
  }
  if (doc.conclusiveDeadline >= today) {
    return { state: 'open', kind: 'conclusive', days: daysBetween(today, doc.conclusiveDeadline), date: doc.conclusiveDeadline, cienciaLate: doc.status === 'Pending' };
  }
  return { state: 'expired' };
}

/** A countdown this close (in days) is shown as urgent. */
export const URGENT_DAYS = 3;

/** Ciência may be given once, on an authorised NF-e, before any conclusive event. */
export const takesAwareness = (doc: ManifestDocument) => doc.nfeStatus === 'Authorized' && doc.status === 'Pending';

/**
 * The conclusive events the recipient may still register, as the server decides them: authorised NF-e,
 * inside the conclusive window, each code at most twice (the original and one rectification).
 */
export function conclusiveChoices(doc: ManifestDocument, events: readonly Pick<ManifestEvent, 'code'>[], today: string): NfeEventCode[] {
  if (doc.nfeStatus !== 'Authorized' || doc.conclusiveDeadline < today) return [];
  return CONCLUSIVE_NFE_EVENTS.filter((code) => events.filter((e) => e.code === code).length < NFE_MAX_REGISTRATIONS_PER_EVENT);
}

/** Once a conclusive event is registered, a further conclusive event rectifies it. */
export const isConcluded = (events: readonly Pick<ManifestEvent, 'code'>[]) => events.some((e) => CONCLUSIVE_NFE_EVENTS.includes(e.code));

export const AWARENESS: NfeEventCode = NFE_EVENTS.awareness;
