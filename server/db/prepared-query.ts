import { createQueryId, type Compilable, type CompiledQuery, type Kysely } from 'kysely';

/**
 * A query Kysely builds and compiles once per engine, then runs with each call's values bound in the same places.
 * Building and compiling a select with five joins costs Kysely more than SQLite takes to run it, and the hottest
 * queries (the session check, on every request) are the same statement every time. The builder must hand each
 * argument on as a bound value (the right side of a comparison), never into the SQL text or the query's shape:
 * one that does not is refused when first run.
 */
// Kysely<any>: any schema (the documents, Box-E… views of the one database); the builder types the rows.
export function preparedQuery<D extends Kysely<any>, A extends Array<string | number>, R>(build: (db: D, ...args: A) => Compilable<R>) {
  const byEngine = new Map<unknown, { query: CompiledQuery<R>; slots: Array<number | undefined> }>();
  return async (db: D, ...args: A): Promise<R[]> => {
    const engine = db.getExecutor().adapter.constructor;
    let prepared = byEngine.get(engine);
    if (!prepared) {
      const marks = args.map((_, i) => `\u0000prepared argument ${i}\u0000`);
      // Each argument's mark stands in for its value, of whatever type: the builder only passes it on.
      const query = build(db, ...(marks as A)).compile();
      const slots = query.parameters.map((value) => (marks.includes(value as string) ? marks.indexOf(value as string) : undefined));
      const unbound = marks.findIndex((_, i) => !slots.includes(i));
      if (unbound >= 0 || query.sql.includes('\u0000')) throw new Error(`preparedQuery: argument ${unbound} is not a bound value`);
      prepared = { query, slots };
      byEngine.set(engine, prepared);
    }
    const { query, slots } = prepared;
    const parameters = query.parameters.map((value, k) => (slots[k] === undefined ? value : args[slots[k]!]));
    return (await db.executeQuery<R>({ ...query, queryId: createQueryId(), parameters })).rows;
  };
}
