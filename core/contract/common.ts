import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { MAIL_ADDRESS_MAX_LENGTH, MAIL_ADDRESS_PATTERN } from './mail';

/** Schema of the error body described in errors.ts. */
export const ErrorBodySchema = Type.Object({
  code: Type.String(),
  message: Type.String(),
  errors: Type.Optional(Type.Array(Type.Object({ reason: Type.String() }))),
}, { $id: 'ErrorBody', description: 'Every failure answers this body with a stable machine code.' });

/**
 * The largest integer every database column, LIMIT and OFFSET of both databases takes (PostgreSQL `integer`):
 * each integer parameter declares a maximum at or below it, so no value reaches the database as a type error.
 */
export const MAX_INT32 = 2_147_483_647;

export const Id = Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' });
export const CompanyId = Type.Integer({ minimum: 1, maximum: MAX_INT32 });
/** Position of the first item of a page. */
export const PageOffset = (options: { default?: number; description?: string } = {}) =>
  Type.Integer({ minimum: 0, maximum: MAX_INT32, ...options });
/**
 * A name or free text that must say something: whitespace alone is refused, and so is text shorter than
 * `minLength` once trimmed (the pattern asks for that many characters that are not whitespace at either end).
 */
export const NonBlankText = (maxLength: number, minLength = 1) =>
  Type.String({ minLength, maxLength, pattern: minLength > 1 ? '\\S[\\s\\S]*\\S' : '\\S' });
export const IsoDateTime = Type.String({ format: 'date-time' });
/** A plain address (mail.ts): nothing in it can add a header or a recipient to an e-mail. */
export const Email = Type.String({ maxLength: MAIL_ADDRESS_MAX_LENGTH, pattern: MAIL_ADDRESS_PATTERN });

/** Input objects reject properties they do not know. */
export const Input = <T extends Parameters<typeof Type.Object>[0]>(props: T, description?: string) =>
  Type.Object(props, { additionalProperties: false, ...(description ? { description } : {}) });

export const Paged = <T extends TSchema>(item: T) => Type.Object({
  items: Type.Array(item),
  total: Type.Integer(),
});

export const NoContent = Type.Null({ description: 'No content' });

export const ClientParams = Input({ clientId: Id });
export type ClientParams = Static<typeof ClientParams>;

/** Paging of spec 001 §9: startIndex/itemsPerPage, 30 items from 0 unless asked otherwise. */
export const DEFAULT_PAGE_SIZE = 30;
export const MAX_PAGE_SIZE = 500;

/** startIndex/itemsPerPage query parameters of a paged list (spec 001 §9). */
export const PageQueryProps = {
  startIndex: Type.Optional(PageOffset({ default: 0 })),
  itemsPerPage: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE, default: DEFAULT_PAGE_SIZE })),
};

/** Paged list response of spec 001 §3. */
export const PagedList = <T extends TSchema>(item: T) => Type.Object({
  items: Type.Array(item),
  totalItems: Type.Integer({ minimum: 0 }),
  startIndex: Type.Integer({ minimum: 0 }),
  itemsPerPage: Type.Integer({ minimum: 1 }),
});

/** A spec-001 filter (groups of {useOr, items of {by, op, value}}) sent as a JSON query parameter. */
export const FilterQueryParam = Type.String({
  maxLength: 4000,
  description: 'JSON array of {useOr, items: [{by, op, value}]}; groups AND together, a group ORs its items when useOr',
});

/** Calendar date, ISO yyyy-MM-dd (spec 001 §9). */
export const IsoDate = Type.String({ format: 'date', description: 'yyyy-MM-dd' });
/** Money as integer cents, never floating point. */
export const Cents = Type.Integer({ minimum: 0, maximum: 999_999_999_99, description: 'Amount in centavos' });

/** A server-rendered page (the help pages, a share link's page). */
export const HtmlPage = { description: 'An HTML page', content: { 'text/html': { schema: Type.String() } } };

/** Binary download responses (the OpenAPI shows them as files). */
export const BinaryResponse = Type.Unsafe<Buffer>({ type: 'string', format: 'binary' });

/**
 * Codes of list queries that any feature may answer (the server kit's filter and range checks raise them);
 * a feature's own codes live in its contract.ts.
 */
export const LIST_QUERY_ERROR_CODES = ['CLIENT_ID_REQUIRED', 'FILTER_INVALID', 'DATE_RANGE_INVALID'] as const;
export type ListQueryErrorCode = (typeof LIST_QUERY_ERROR_CODES)[number];
