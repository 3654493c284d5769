/** The shape of a domain rule, its context and its verdict (index.ts names the rule of each request type). */
import type { Employee, RequestPayloads, RequestType, Rubric } from '../contract';

export interface RuleViolation {
  /** Dotted path into the payload: "startDate", "address.zipCode", "entries.2.minutes". */
  field: string;
  code: string;
  params?: Record<string, string | number>;
}

export interface RuleContext {
  /** Today as an ISO date in America/Sao_Paulo. */
  today: string;
  /** Public holidays: national, plus the company's state's when the caller knows it (see calendar.ts). */
  isHoliday(isoDate: string): boolean;
  /** The employee the request is about (found by its CPF), when there is one. */
  employee?: Employee;
  /** The rubrics the firm publishes (payroll entries). */
  rubrics?: readonly Rubric[];
}

export type Rule<K extends RequestType> = (payload: Partial<RequestPayloads[K]>, ctx: RuleContext) => RuleViolation[];
