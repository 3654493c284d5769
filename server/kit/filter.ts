import { Type, type Static } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { listQueryErrors } from './errors';

const { badRequest } = listQueryErrors;

const FilterSchema = Type.Array(Type.Object({
  useOr: Type.Optional(Type.Boolean()),
  items: Type.Array(Type.Object({
    by: Type.String({ maxLength: 100 }),
    op: Type.String({ maxLength: 10 }),
    value: Type.Unknown(),
  }), { maxItems: 20 }),
}), { maxItems: 10 });

const TERM = /^\s*([A-Za-z]\w*)\s+eq\s+(?:'([^']*)'|"([^"]*)"|([\w.-]+))\s*$/i;

/** "clientId eq 'abc' and agencyId eq 'x'" as the same filter model. */
function parseExpression(raw: string) {
  return [{
    useOr: false,
    items: raw.split(/\s+and\s+/i).map((term) => {
      const m = TERM.exec(term);
      if (!m) throw badRequest('FILTER_INVALID', `Cannot read the filter term "${term.trim()}"`);
      return { by: m[1]!, op: 'EQ', value: m[2] ?? m[3] ?? m[4] };
    }),
  }];
}

/**
 * Reads the equality conditions of a spec-001 filter: the JSON filter model ([{useOr, items: [{by, op, value}]}]
 * or one group) or the short form "clientId eq 'x' and agencyId eq 'y'". The CND calls filter only by
 * "field EQ value" joined with AND; anything else is refused rather than silently ignored.
 */
export function equalityFilter<F extends string>(raw: string | undefined, fields: readonly F[]): Partial<Record<F, string>> {
  if (raw === undefined || raw.trim() === '') return {};
  const text = raw.trim();
  if (!text.startsWith('[') && !text.startsWith('{')) return collect(parseExpression(text), fields);
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw badRequest('FILTER_INVALID', 'filter must be JSON');
  }
  if (parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed)) parsed = [parsed];
  if (!Value.Check(FilterSchema, parsed)) throw badRequest('FILTER_INVALID', 'filter must be a list of {useOr, items: [{by, op, value}]}');
  return collect(parsed, fields);
}

function collect<F extends string>(parsed: Static<typeof FilterSchema>, fields: readonly F[]): Partial<Record<F, string>> {
  const result: Partial<Record<F, string>> = {};
  for (const group of parsed) {
    if (group.useOr && group.items.length > 1) throw badRequest('FILTER_INVALID', 'Only AND filters are supported here');
    for (const item of group.items) {
      if (!fields.includes(item.by as F)) throw badRequest('FILTER_INVALID', `Cannot filter by ${item.by}`, [`supported: ${fields.join(', ')}`]);
      if (item.op.toUpperCase() !== 'EQ') throw badRequest('FILTER_INVALID', `Only EQ is supported for ${item.by}`);
      if (typeof item.value !== 'string' && typeof item.value !== 'number') throw badRequest('FILTER_INVALID', `${item.by} needs a value`);
      result[item.by as F] = String(item.value);
    }
  }
  return result;
}
