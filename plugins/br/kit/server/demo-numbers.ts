import { cnpjCheckDigits } from '../validators/cnpj';
import { cpfCheckDigits } from '../validators/cpf';
import { nfeKeyCheckDigit } from '../validators/nfe-key';

/** Valid demo identifiers: check digits come from the kit's validators, never typed by hand. */
export const demoCnpj = (base12: string) => `${base12}${cnpjCheckDigits(base12)}`;
export const demoCpf = (base9: string) => `${base9}${cpfCheckDigits(base9)}`;

export interface AccessKeyParts {
  uf: string;
  issued: Date;
  emitterCnpj: string;
  model: '55' | '57' | '59' | '65';
  series: number;
  number: number;
  code: number;
}

/** cUF(2) AAMM(4) CNPJ(14) mod(2) série(3) nNF(9) tpEmis(1) cNF(8) + cDV. */
export function demoAccessKey(p: AccessKeyParts): string {
  const yymm = `${String(p.issued.getUTCFullYear()).slice(2)}${String(p.issued.getUTCMonth() + 1).padStart(2, '0')}`;
  const body = `${p.uf}${yymm}${p.emitterCnpj}${p.model}${String(p.series).padStart(3, '0')}${String(p.number).padStart(9, '0')}1${String(p.code).padStart(8, '0')}`;
  return `${body}${nfeKeyCheckDigit(body)}`;
}
