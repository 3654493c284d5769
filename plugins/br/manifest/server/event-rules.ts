import {
  CONCLUSIVE_NFE_EVENTS, MANIFEST_STATUS_BY_EVENT, NFE_CIENCIA_DEADLINE_DAYS, NFE_CONCLUSIVE_DEADLINE_DAYS, NFE_JUSTIFICATION_MAX,
  NFE_JUSTIFICATION_MIN, NFE_MAX_REGISTRATIONS_PER_EVENT, NFE_EVENTS, justificationError, type ManifestStatus, type NfeEventCode,
  type NfeStatus, MANIFEST_ERROR_CODES,
} from '../contract';
import { featureErrors } from '@portico/plugin-server';

const errors = featureErrors(MANIFEST_ERROR_CODES);

const DAY_MS = 86_400_000;

/** A firm's deadlines in days after authorisation. */
export interface DeadlineDays {
  cienciaDays: number;
  conclusiveDays: number;
}
export const DEFAULT_DEADLINE_DAYS: DeadlineDays = { cienciaDays: NFE_CIENCIA_DEADLINE_DAYS, conclusiveDays: NFE_CONCLUSIVE_DEADLINE_DAYS };

const daysAfter = (authorizedAt: string, days: number) => new Date(new Date(authorizedAt).getTime() + days * DAY_MS);
export const conclusiveDeadline = (authorizedAt: string, days = NFE_CONCLUSIVE_DEADLINE_DAYS) => daysAfter(authorizedAt, days);

/** The two deadlines as the days they fall on (UTC), as the list shows them. */
export const deadlinesOf = (authorizedAt: string, days: DeadlineDays) => ({
  cienciaDeadline: daysAfter(authorizedAt, days.cienciaDays).toISOString().slice(0, 10),
  conclusiveDeadline: daysAfter(authorizedAt, days.conclusiveDays).toISOString().slice(0, 10),
});

export interface RegisteredEvent {
  code: NfeEventCode;
  sequence: number;
  registeredAt: string;
}

export interface EventDecision {
  sequence: number;
  justification: string | null;
  status: ManifestStatus;
}

/**
 * The recipient-manifest rules (README domain facts): only an authorised NF-e takes events; 210240 needs a
 * justification of 15–255 characters and no other event takes one; conclusive events only within the
 * conclusive days of authorisation (180 unless the firm set fewer), at most twice per code (the original and
 * one rectification), and the last one registered sets the status; Ciência is registered once and not after a
 * conclusive event.
 */
export function decideEvent(input: {
  code: NfeEventCode;
  justification: string | undefined;
  authorizedAt: string;
  nfeStatus?: NfeStatus;
  conclusiveDays?: number;
  existing: RegisteredEvent[];
  now: Date;
}): EventDecision {
  const { code, existing, now } = input;
  const conclusiveDays = input.conclusiveDays ?? NFE_CONCLUSIVE_DEADLINE_DAYS;
  if (input.nfeStatus && input.nfeStatus !== 'Authorized') {
    throw errors.error(409, 'NFE_NOT_AUTHORIZED', `The NF-e is ${input.nfeStatus.toLowerCase()}; only an authorised NF-e takes recipient events`);
  }
  const text = input.justification?.trim() ?? '';
  let justification: string | null = null;
  if (code === NFE_EVENTS.notPerformed) {
    const problem = justificationError(text);
    if (problem === 'NFE_JUSTIFICATION_REQUIRED') throw errors.badRequest(problem, 'Operação não Realizada needs a justification');
    if (problem) throw errors.badRequest(problem, `The justification must have ${NFE_JUSTIFICATION_MIN} to ${NFE_JUSTIFICATION_MAX} characters`);
    justification = text;
  } else if (text) {
    throw errors.badRequest('NFE_JUSTIFICATION_NOT_ALLOWED', 'Only Operação não Realizada takes a justification');
  }

  const conclusive = CONCLUSIVE_NFE_EVENTS.includes(code);
  const sameCode = existing.filter((e) => e.code === code).length;
  if (conclusive) {
    if (now.getTime() > conclusiveDeadline(input.authorizedAt, conclusiveDays).getTime()) {
      throw errors.error(422, 'NFE_DEADLINE_PASSED', `Conclusive events are accepted up to ${conclusiveDays} days after authorisation`);
    }
    if (sameCode >= NFE_MAX_REGISTRATIONS_PER_EVENT) {
      throw errors.error(409, 'NFE_EVENT_LIMIT_REACHED', `This event was already registered ${NFE_MAX_REGISTRATIONS_PER_EVENT} times`);
    }
    return { sequence: sameCode + 1, justification, status: MANIFEST_STATUS_BY_EVENT[code] };
  }
  if (existing.some((e) => CONCLUSIVE_NFE_EVENTS.includes(e.code))) {
    throw errors.error(409, 'NFE_ALREADY_CONCLUDED', 'The operation was already settled by a conclusive event');
  }
  if (sameCode > 0) throw errors.error(409, 'NFE_EVENT_LIMIT_REACHED', 'Ciência da Operação is registered once');
  return { sequence: 1, justification, status: MANIFEST_STATUS_BY_EVENT[code] };
}

/** The full XML opens once the recipient has acknowledged (Ciência) or confirmed the operation. */
export const xmlUnlocked = (codes: NfeEventCode[]) =>
  codes.includes(NFE_EVENTS.awareness) || codes.includes(NFE_EVENTS.confirmation);
