import type { RequestType } from '../contract';
import { ABOUT_EMPLOYEE, defaultTitle } from './payload-rules';
import type { BrServiceRequestTable, ServiceRequestDb } from './tables';

/** The name of a client's employee by CPF, if the client has one with it. */
export type NameBook = (clientId: string, cpf: string) => string | undefined;
type Named = Pick<BrServiceRequestTable, 'clientId' | 'type' | 'payload'>;

const CPF = /^\d{11}$/;
const keyOf = (clientId: string, cpf: string) => `${clientId}:${cpf}`;

/** The CPFs a payload names: the employee of an event, the lines of a payroll entry. */
export function cpfsOf(type: RequestType, payload: Record<string, unknown>): string[] {
  const named = type === 'PayrollEntry' && Array.isArray(payload.entries)
    ? (payload.entries as Array<{ cpf?: unknown } | null>).map((line) => line?.cpf)
    : ABOUT_EMPLOYEE.has(type) ? [payload.cpf] : [];
  return [...new Set(named.filter((cpf): cpf is string => typeof cpf === 'string' && CPF.test(cpf)))];
}

/** One query for the names of every employee the requests name. */
export async function nameBook(db: ServiceRequestDb, rows: readonly Named[]): Promise<NameBook> {
  const wanted = rows.flatMap((r) => cpfsOf(r.type, JSON.parse(r.payload)).map((cpf) => ({ clientId: r.clientId, cpf })));
  if (!wanted.length) return () => undefined;
  const found = await db.selectFrom('brEmployees').select(['clientId', 'cpf', 'name'])
    .where('clientId', 'in', [...new Set(wanted.map((w) => w.clientId))])
    .where('cpf', 'in', [...new Set(wanted.map((w) => w.cpf))]).execute();
  const names = new Map(found.map((e) => [keyOf(e.clientId, e.cpf), e.name]));
  return (clientId, cpf) => names.get(keyOf(clientId, cpf));
}

/**
 * The title a list shows. A request about one employee is titled by the server with the CPF (no words, so it reads
 * the same in every language); a person reads the employee's name instead. A title the client gave stays.
 */
export function shownTitle(row: Named & Pick<BrServiceRequestTable, 'title'>, names: NameBook): string {
  if (!ABOUT_EMPLOYEE.has(row.type)) return row.title;
  const payload = JSON.parse(row.payload) as Record<string, unknown>;
  if (typeof payload.cpf !== 'string' || row.title !== defaultTitle({ type: row.type, payload })) return row.title;
  return names(row.clientId, payload.cpf) ?? row.title;
}

/** The people a request's payload names, for the firm's read-only form. */
export const peopleOf = (row: Named, names: NameBook) => cpfsOf(row.type, JSON.parse(row.payload))
  .flatMap((cpf) => {
    const name = names(row.clientId, cpf);
    return name ? [{ cpf, name }] : [];
  });
