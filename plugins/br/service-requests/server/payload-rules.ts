import { SERVICE_REQUEST_ERROR_CODES, type RequestDraftBody } from '../contract';
import { isValidCpf } from '@portico/toolkit/validators/cpf';
import type { ServiceRequestDb } from './tables';
import { featureErrors } from '@portico/server/kit/errors';

const errors = featureErrors(SERVICE_REQUEST_ERROR_CODES);

/** Types that concern an existing employee of the client (the CPF must be on the payroll). */
const ABOUT_EMPLOYEE = new Set(['NoticeVacation', 'NoticeTermination', 'VacationCalculation', 'TerminationCalculation', 'EmployeeLeave']);

const cpfsOf = (body: RequestDraftBody): string[] =>
  body.type === 'PayrollEntry' ? body.payload.entries.map((e) => e.cpf) : 'cpf' in body.payload ? [body.payload.cpf] : [];

/** What JSON Schema cannot say: CPF check digits, date order, and that the employee exists. */
export async function checkPayload(db: ServiceRequestDb, clientId: string, body: RequestDraftBody): Promise<void> {
  const cpfs = cpfsOf(body);
  const bad = cpfs.filter((cpf) => !isValidCpf(cpf));
  if (bad.length) throw errors.badRequest('CPF_INVALID', 'A CPF has wrong check digits', bad.map((cpf) => `cpf ${cpf}`));

  const p = body.payload as Record<string, unknown>;
  const ordered = (a: string, b: string) => typeof p[a] !== 'string' || typeof p[b] !== 'string' || (p[a] as string) <= (p[b] as string);
  for (const [a, b] of [['startDate', 'endDate'], ['birthDate', 'hireDate'], ['birthDate', 'startDate'], ['birthDate', 'entryDate']] as const) {
    if (!ordered(a, b)) throw errors.badRequest('DATE_RANGE_INVALID', `${a} must not be after ${b}`);
  }

  if (body.type === 'PayrollEntry' || ABOUT_EMPLOYEE.has(body.type)) {
    const known = new Set((await db.selectFrom('brEmployees').select('cpf').where('clientId', '=', clientId)
      .where('cpf', 'in', cpfs).execute()).map((r) => r.cpf));
    const missing = cpfs.filter((cpf) => !known.has(cpf));
    if (missing.length) throw errors.badRequest('EMPLOYEE_NOT_FOUND', 'No employee of this client has this CPF', missing.map((cpf) => `cpf ${cpf}`));
  }
}

/** A title when the client gives none: the type and the month or person it concerns. */
export function defaultTitle(body: RequestDraftBody): string {
  switch (body.type) {
    case 'PayrollEntry': return `Payroll entries ${body.payload.competence}`;
    case 'Employee': case 'Intern': case 'Taxpayer': return `${body.type} ${body.payload.name}`;
    case 'Generic': return body.payload.subject;
    default: return `${body.type} ${body.payload.cpf}`;
  }
}
