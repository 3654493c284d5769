import { Type, type Static } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { compileFilter, type RowPredicate } from '@portico/toolkit/grid/filter';
import { FILTER_OPS, type Filter } from '@portico/toolkit/grid/types';
import { listQueryErrors } from './errors';

const { badRequest } = listQueryErrors;

const Scalar = Type.Union([Type.String({ maxLength: 200 }), Type.Number(), Type.Boolean()]);
const FilterSchema = Type.Array(Type.Object({
  useOr: Type.Optional(Type.Boolean()),
  items: Type.Array(Type.Object({
    by: Type.String({ maxLength: 100 }),
    op: Type.Union(FILTER_OPS.map((op) => Type.Literal(op))),
    value: Type.Optional(Type.Union([Scalar, Type.Null(), Type.Array(Scalar, { maxItems: 100 })])),
  }), { maxItems: 20 }),
}), { maxItems: 10 });
type ParsedFilter = Static<typeof FilterSchema>;

const TERM = /^\s*([A-Za-z]\w*)\s+eq\s+(?:'([^']*)'|"([^"]*)"|([\w.-]+))\s*$/i;

/** "clientId eq 'abc' and agencyId eq 'x'" as the same filter model. */
function parseExpression(raw: string): ParsedFilter {
  return [{
    useOr: false,
    items: raw.split(/\s+and\s+/i).map((term) => {
      const m = TERM.exec(term);
      if (!m) throw badRequest('FILTER_INVALID', `Cannot read the filter term "${term.trim()}"`);
      return { by: m[1]!, op: 'EQ' as const, value: m[2] ?? m[3] ?? m[4] };
    }),
  }];
}

/** What each operator takes: nothing, a [low, high] pair, a list, or one value. */
function checkValue(item: ParsedFilter[number]['items'][number]): void {
  const { op, value, by } = item;
  if (op === 'BLANK' || op === '!BLANK') return;
  if (op === 'BETWEEN' || op === '!BETWEEN') {
    if (!Array.isArray(value) || value.length !== 2) throw badRequest('FILTER_INVALID', `${op} on ${by} needs a [low, high] pair`);
  } else if (op === 'IN' || op === '!IN') {
    if (!Array.isArray(value)) throw badRequest('FILTER_INVALID', `${op} on ${by} needs a list of values`);
  } else if (value === undefined || value === null || Array.isArray(value)) {
    throw badRequest('FILTER_INVALID', `${op} on ${by} needs one value`);
  }
}

/** A list's filter, read: the rows it keeps, and the values it pins with EQ in a group every row must match. */
export interface ListFilter<F extends string> {
  matches: RowPredicate;
  equals: Partial<Record<F, string>>;
}

/**
 * Reads a spec-001 filter (§9): the JSON model ([{useOr, items: [{by, op, value}]}] or one group) with its 13
 * operators, or the short form "clientId eq 'x' and agencyId eq 'y'". Rows are then kept by the toolkit's own
 * evaluator, the one the portal's grids filter with, so a list filtered here and one filtered in the browser agree.
 * A field the list does not offer, an unknown operator or a value of the wrong shape is refused, never ignored.
 */
export function readFilter<F extends string>(raw: string | undefined, fields: readonly F[]): ListFilter<F> {
  const parsed = parseFilter(raw);
  for (const group of parsed) {
    for (const item of group.items) {
      if (!fields.includes(item.by as F)) throw badRequest('FILTER_INVALID', `Cannot filter by ${item.by}`, [`supported: ${fields.join(', ')}`]);
      checkValue(item);
    }
  }
  const equals: Partial<Record<F, string>> = {};
  for (const group of parsed) {
    // An AND group's EQ items (or a group's only item) hold for every row the filter keeps.
    if (group.useOr && group.items.length > 1) continue;
    for (const item of group.items) {
      if (item.op === 'EQ' && (typeof item.value === 'string' || typeof item.value === 'number')) equals[item.by as F] = String(item.value);
    }
  }
  return { matches: compileFilter(parsed as Filter), equals };
}

function parseFilter(raw: string | undefined): ParsedFilter {
  if (raw === undefined || raw.trim() === '') return [];
  const text = raw.trim();
  if (!text.startsWith('[') && !text.startsWith('{')) return parseExpression(text);
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw badRequest('FILTER_INVALID', 'filter must be JSON');
  }
  const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object';
  // One group alone is a list of one; "eq" is read as "EQ", as the short form reads it.
  parsed = (Array.isArray(parsed) ? parsed : [parsed]).map((group: unknown) => (isObject(group) && Array.isArray(group.items)
    ? { ...group, items: group.items.map((item: unknown) => (isObject(item) && typeof item.op === 'string' ? { ...item, op: item.op.toUpperCase() } : item)) }
    : group));
  if (!Value.Check(FilterSchema, parsed)) {
    throw badRequest('FILTER_INVALID', `filter must be a list of {useOr, items: [{by, op, value}]} with op one of ${FILTER_OPS.join(', ')}`);
  }
  return parsed;
}
