import { AppError, type Contributed } from '@portico/plugin-server';
import type { WaitingItem, WaitingList } from '../contract';
import type { WaitingContext, WaitingProvider } from './waiting-point';

/** The feature's own authorisation refused the caller: its items are not theirs to see, nothing failed. */
const refused = (reason: unknown) => reason instanceof AppError && reason.statusCode === 403;

/** Urgent first, then soonest due, undated last; ties by title so the list reads the same every time. */
const byUrgency = (a: WaitingItem, b: WaitingItem) => Number(!!b.urgent) - Number(!!a.urgent)
  || (a.dueDate ?? '9999-12-31').localeCompare(b.dueDate ?? '9999-12-31') || a.title.localeCompare(b.title);

/**
 * Asks every contributed waiting-for-you provider at once and merges the answers. A provider whose feature
 * refuses the caller (403) adds nothing; one that fails otherwise costs only its own items: the feature is
 * named in `unavailable` and reported to `onError`.
 */
export async function collectWaiting(
  providers: readonly Contributed<WaitingProvider>[],
  ctx: WaitingContext,
  onError: (featureId: string, error: unknown) => void,
): Promise<WaitingList> {
  const answers = await Promise.allSettled(providers.map((p) => p.value(ctx)));
  const items: WaitingItem[] = [];
  const unavailable: string[] = [];
  answers.forEach((answer, i) => {
    const featureId = providers[i]!.featureId;
    if (answer.status === 'rejected') {
      if (refused(answer.reason)) return;
      unavailable.push(featureId);
      onError(featureId, answer.reason);
    } else {
      items.push(...answer.value.map((item) => ({ ...item, featureId })));
    }
  });
  return { items: items.sort(byUrgency), unavailable };
}
