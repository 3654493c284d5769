import { AppError, type ServerFeature, type WaitingContext } from '@portico/plugin-server';
import type { WaitingItem, WaitingList } from '../contract';

/** The feature's own authorisation refused the caller: its items are not theirs to see, nothing failed. */
const refused = (reason: unknown) => reason instanceof AppError && reason.statusCode === 403;

/** Soonest due first, undated last; ties by title so the list reads the same every time. */
const byDueDate = (a: WaitingItem, b: WaitingItem) =>
  (a.dueDate ?? '9999-12-31').localeCompare(b.dueDate ?? '9999-12-31') || a.title.localeCompare(b.title);

/**
 * Asks every given feature's waiting-for-you provider at once and merges the answers. A provider whose feature
 * refuses the caller (403) adds nothing; one that fails otherwise costs only its own items: the feature is
 * named in `unavailable` and reported to `onError`.
 */
export async function collectWaiting(
  features: readonly ServerFeature[],
  ctx: WaitingContext,
  onError: (featureId: string, error: unknown) => void,
): Promise<WaitingList> {
  const providers = features.filter((f) => f.waiting);
  const answers = await Promise.allSettled(providers.map((f) => f.waiting!(ctx)));
  const items: WaitingItem[] = [];
  const unavailable: string[] = [];
  answers.forEach((answer, i) => {
    const featureId = providers[i]!.id;
    if (answer.status === 'rejected') {
      if (refused(answer.reason)) return;
      unavailable.push(featureId);
      onError(featureId, answer.reason);
    } else {
      items.push(...answer.value.map((item) => ({ ...item, featureId })));
    }
  });
  return { items: items.sort(byDueDate), unavailable };
}
