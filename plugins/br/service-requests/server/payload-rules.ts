import { FormatRegistry } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { REQUEST_PAYLOADS, type RequestDraftBody, type RequestPayloads, type RequestType } from '../contract';
import { isValidCnpj, isValidCpf } from '@portico/br-kit';
import { ruleViolations, type RuleViolation } from '../rules';
import { holidayCheck } from '../rules/calendar';
import { isIsoDate, todayInSaoPaulo } from '../rules/dates';
import { DEMO_RUBRICS } from './rubrics';
import type { ServiceRequestDb } from './tables';

// Value.Check knows only the formats registered with TypeBox (Fastify's Ajv has its own).
if (!FormatRegistry.Has('date')) FormatRegistry.Set('date', isIsoDate);
if (!FormatRegistry.Has('email')) FormatRegistry.Set('email', (v) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v));

/** Types that concern an existing employee of the client (the CPF must be on the payroll). */
export const ABOUT_EMPLOYEE = new Set<RequestType>(['NoticeVacation', 'NoticeTermination', 'VacationCalculation', 'TerminationCalculation', 'EmployeeLeave']);
const isHoliday = holidayCheck();

/** "/entries/2/cpf" → "entries.2.cpf"; a missing property is REQUIRED, anything else off-schema INVALID. */
function schemaViolations(type: RequestType, payload: unknown): RuleViolation[] {
  const seen = new Map<string, RuleViolation>();
  for (const error of Value.Errors(REQUEST_PAYLOADS[type], payload)) {
    const field = error.path.replace(/^\//, '').replaceAll('/', '.') || 'payload';
    if (!seen.has(field)) seen.set(field, { field, code: error.value === undefined ? 'REQUIRED' : 'INVALID' });
  }
  return [...seen.values()];
}

/** CPFs and CNPJs by path, for their check digits. */
function identifiers(type: RequestType, p: Record<string, unknown>): Array<{ field: string; value: string; kind: 'cpf' | 'cnpj' }> {
  if (type === 'PayrollEntry') return (p.entries as Array<{ cpf: string }>).map((e, i) => ({ field: `entries.${i}.cpf`, value: e.cpf, kind: 'cpf' }));
  const found: Array<{ field: string; value: string; kind: 'cpf' | 'cnpj' }> = typeof p.cpf === 'string' ? [{ field: 'cpf', value: p.cpf, kind: 'cpf' }] : [];
  if (type === 'Intern') {
    found.push({ field: 'supervisorCpf', value: p.supervisorCpf as string, kind: 'cpf' }, { field: 'institutionCnpj', value: p.institutionCnpj as string, kind: 'cnpj' });
  }
  return found;
}

/**
 * Everything that keeps a request from going to the firm: the type's full schema, then CPF/CNPJ check digits,
 * the employees named being the client's, and the domain rules (rules/), with the codes the forms show.
 */
export async function submitViolations(db: ServiceRequestDb, clientId: string, type: RequestType, payload: Record<string, unknown>): Promise<RuleViolation[]> {
  const schema = schemaViolations(type, payload);
  if (schema.length) return schema;
  const ids = identifiers(type, payload);
  const badIds = ids.filter((id) => !(id.kind === 'cpf' ? isValidCpf(id.value) : isValidCnpj(id.value)));
  if (badIds.length) return badIds.map((id) => ({ field: id.field, code: id.kind === 'cpf' ? 'CPF_INVALID' : 'CNPJ_INVALID' }));

  const workers = type === 'PayrollEntry' || ABOUT_EMPLOYEE.has(type) ? ids.filter((id) => id.kind === 'cpf') : [];
  const employees = workers.length
    ? await db.selectFrom('brEmployees').select(['id', 'name', 'cpf', 'hireDate', 'jobPosition']).where('clientId', '=', clientId)
      .where('cpf', 'in', workers.map((w) => w.value)).execute()
    : [];
  const missing = workers.filter((w) => !employees.some((e) => e.cpf === w.value));
  if (missing.length) return missing.map((w) => ({ field: w.field, code: 'EMPLOYEE_NOT_FOUND' }));

  return ruleViolations(type, payload as Partial<RequestPayloads[RequestType]>, {
    today: todayInSaoPaulo(), isHoliday, employee: employees[0], rubrics: DEMO_RUBRICS,
  });
}

/**
 * A title when the client gives none: the month or person the request concerns, as far as the draft says. No
 * words, so it reads the same in every language (the screens show the request's type beside it, translated).
 */
export function defaultTitle(body: RequestDraftBody): string {
  const p = body.payload;
  const text = (key: string) => (typeof p[key] === 'string' ? (p[key] as string).slice(0, 120) : '');
  switch (body.type) {
    case 'PayrollEntry': return text('competence').replace(/^(\d{4})-(\d{2})$/, '$2/$1');
    case 'Employee': case 'Intern': case 'Taxpayer': return text('name');
    case 'Generic': return text('subject');
    default: return text('cpf').replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, '$1.$2.$3-$4');
  }
}
