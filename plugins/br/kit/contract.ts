import { Type } from '@sinclair/typebox';
import { ACCESS_KEY_PATTERN } from './validators/nfe-key';

/** Brazilian identifiers and periods shared by several br features (spec 001 §9); their masks are the kit's index. */
export const CnpjDigits = Type.String({ pattern: '^[0-9A-Z]{12}[0-9]{2}$', description: 'CNPJ without mask' });
export const CpfDigits = Type.String({ pattern: '^[0-9]{11}$', description: 'CPF without mask' });
export const AccessKey = Type.String({ pattern: ACCESS_KEY_PATTERN, description: 'NF-e access key (chave de acesso), 44 positions: digits, and letters in the CNPJ root and order (alphanumeric CNPJ, NT 2025.001)' });
export const Competence = Type.String({ pattern: '^[0-9]{4}-(0[1-9]|1[0-2])$', description: 'Payroll month, yyyy-MM' });

/** Pessoa jurídica or física. */
export enum PersonType {
  Business = 0,
  Individual = 1,
}

/** Brazilian due dates and validity are Brasília's calendar days, whatever the server's or the browser's zone. */
export const BRAZIL_TIME_ZONE = 'America/Sao_Paulo';

/** The calendar day (yyyy-MM-dd) in Brasília at `now`: at 22:30 there on the 19th it is the 19th, though 01:30 on the 20th in UTC. */
export function todayInBrazil(now: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: BRAZIL_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** Whole days from one calendar day (yyyy-MM-dd) to another; negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** The smallest of the notice thresholds (days before an expiry) that `left` days have reached, if any: 30 for 8–30 left, 7 for 0–7. */
export function noticeThreshold(left: number, thresholds: readonly number[]): number | undefined {
  return [...thresholds].sort((a, b) => a - b).find((days) => left <= days);
}
