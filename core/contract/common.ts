import { Type, type Static, type TSchema } from '@sinclair/typebox';

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
export const Email = Type.String({ format: 'email', maxLength: 254 });

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
