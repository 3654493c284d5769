/**
 * The empty value for a set held in React state. An empty set stays the same object, so clearing one that is
 * already empty (as every first load does) does not render the area again.
 */
export function emptied<T>(set: ReadonlySet<T>): ReadonlySet<T> {
  return set.size === 0 ? set : new Set<T>();
}
