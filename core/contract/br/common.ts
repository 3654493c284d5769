import { Type, type TSchema } from '@sinclair/typebox';
import { PageOffset } from '../common';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from './constants';

/** Calendar date, ISO yyyy-MM-dd (spec 001 §9). */
export const IsoDate = Type.String({ format: 'date', description: 'yyyy-MM-dd' });
/** Money as integer cents, never floating point. */
export const Cents = Type.Integer({ minimum: 0, maximum: 999_999_999_99, description: 'Amount in centavos' });
export const CnpjDigits = Type.String({ pattern: '^[0-9A-Z]{12}[0-9]{2}$', description: 'CNPJ without mask' });
export const CpfDigits = Type.String({ pattern: '^[0-9]{11}$', description: 'CPF without mask' });
export const AccessKey = Type.String({ pattern: '^[0-9]{44}$', description: 'NF-e access key (chave de acesso), 44 digits' });
export const Competence = Type.String({ pattern: '^[0-9]{4}-(0[1-9]|1[0-2])$', description: 'Payroll month, yyyy-MM' });

/** startIndex/itemsPerPage paging of spec 001 §9 (default 30 items from 0). */
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

export const IdParam = Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' });

/** Binary download responses (the OpenAPI shows them as files). */
export const BinaryResponse = Type.Unsafe<Buffer>({ type: 'string', format: 'binary' });
