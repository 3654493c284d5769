import {
  CONCLUSIVE_NFE_EVENTS, MANIFEST_STATUS_BY_EVENT, NFE_CONCLUSIVE_DEADLINE_DAYS, NFE_JUSTIFICATION_MAX,
  NFE_JUSTIFICATION_MIN, NFE_MAX_REGISTRATIONS_PER_EVENT, NFE_EVENTS, type ManifestStatus, type NfeEventCode,
  MANIFEST_ERROR_CODES,
} from '../contract';
import { featureErrors } from '@portico/server/kit/errors';

const errors = featureErrors(MANIFEST_ERROR_CODES);

const DAY_MS = 86_400_000;

export const conclusiveDeadline = (authorizedAt: string) =>
  new Date(new Date(authorizedAt).getTime() + NFE_CONCLUSIVE_DEADLINE_DAYS * DAY_MS);

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
 * The recipient-manifest rules (README domain facts): 210240 needs a justification of 15–255 characters
 * and no other event takes one; conclusive events only within 180 days of authorisation, at most twice
 * per code, and the last one registered sets the status; Ciência is registered once and not after a
 * conclusive event.
 */
export function decideEvent(input: {
  code: NfeEventCode;
  justification: string | undefined;
  authorizedAt: string;
  existing: RegisteredEvent[];
  now: Date;
}): EventDecision {
  const { code, existing, now } = input;
  const text = input.justification?.trim() ?? '';
  let justification: string | null = null;
  if (code === NFE_EVENTS.notPerformed) {
    if (!text) throw errors.badRequest('NFE_JUSTIFICATION_REQUIRED', 'Operação não Realizada needs a justification');
    if (text.length < NFE_JUSTIFICATION_MIN || text.length > NFE_JUSTIFICATION_MAX) {
      throw errors.badRequest('NFE_JUSTIFICATION_LENGTH', `The justification must have ${NFE_JUSTIFICATION_MIN} to ${NFE_JUSTIFICATION_MAX} characters`);
    }
    justification = text;
  } else if (text) {
    throw errors.badRequest('NFE_JUSTIFICATION_NOT_ALLOWED', 'Only Operação não Realizada takes a justification');
  }

  const conclusive = CONCLUSIVE_NFE_EVENTS.includes(code);
  const sameCode = existing.filter((e) => e.code === code).length;
  if (conclusive) {
    if (now.getTime() > conclusiveDeadline(input.authorizedAt).getTime()) {
      throw errors.error(422, 'NFE_DEADLINE_PASSED', `Conclusive events are accepted up to ${NFE_CONCLUSIVE_DEADLINE_DAYS} days after authorisation`);
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
