/**
 * Contribution points: a feature that gathers something from other features (the dashboard's "waiting for you")
 * declares a point; the features that have something to give list a contribution to it in their server module;
 * the server hands the consumer what the enabled features contributed. Core names no point: a new one costs the
 * consuming feature one line, and core no edit.
 */
export interface ContributionPoint<T> {
  /** `<feature id>/<name>` of the consuming feature, for messages and logs. */
  readonly id: string;
  /** Never set: it carries the contributed values' type from the declaration to the contributors and reader. */
  readonly valueType?: T;
}

/** One feature's value for one point, as its server module lists it in `contributes`. */
export interface Contribution<T = unknown> {
  readonly point: ContributionPoint<T>;
  readonly value: T;
}

/** A contributed value with the feature it came from. */
export interface Contributed<T> {
  readonly featureId: string;
  readonly value: T;
}

/** What the enabled features contributed to a point, in the order of their ids. */
export type ContributionsOf = <T>(point: ContributionPoint<T>) => readonly Contributed<T>[];

export const contributionPoint = <T>(id: string): ContributionPoint<T> => Object.freeze({ id });

export const contribute = <T>(point: ContributionPoint<T>, value: T): Contribution<T> => Object.freeze({ point, value });

/** The reader over the given features' contributions; a point is matched by identity, not by its id. */
export function contributionsOf(features: readonly { id: string; contributes: readonly Contribution[] }[]): ContributionsOf {
  return <T>(point: ContributionPoint<T>) => features.flatMap((feature) => feature.contributes
    .filter((c) => c.point === point)
    .map((c) => ({ featureId: feature.id, value: c.value as T })));
}
