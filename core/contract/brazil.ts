import { Type } from '@sinclair/typebox';

/** Brazilian identifiers and periods shared by several br features (spec 001 §9); masks are the portal's. */
export const CnpjDigits = Type.String({ pattern: '^[0-9A-Z]{12}[0-9]{2}$', description: 'CNPJ without mask' });
export const CpfDigits = Type.String({ pattern: '^[0-9]{11}$', description: 'CPF without mask' });
export const AccessKey = Type.String({ pattern: '^[0-9]{44}$', description: 'NF-e access key (chave de acesso), 44 digits' });
export const Competence = Type.String({ pattern: '^[0-9]{4}-(0[1-9]|1[0-2])$', description: 'Payroll month, yyyy-MM' });

/** Pessoa jurídica or física. */
export enum PersonType {
  Business = 0,
  Individual = 1,
}
