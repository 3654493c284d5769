const WEIGHTS_1 = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
const WEIGHTS_2 = [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];

const checkDigit = (values: number[], weights: number[]) => {
  const remainder = values.reduce((sum, v, i) => sum + v * weights[i]!, 0) % 11;
  return remainder < 2 ? 0 : 11 - remainder;
};

/** Completes a 12-digit CNPJ base with its two check digits (mod 11, weights 5..2,9..2 then 6..2,9..2). */
export function withCnpjCheckDigits(base12: string): string {
  if (!/^\d{12}$/.test(base12)) throw new Error(`CNPJ base must have 12 digits: ${base12}`);
  const digits = [...base12].map(Number);
  const first = checkDigit(digits, WEIGHTS_1);
  const second = checkDigit([...digits, first], WEIGHTS_2);
  return `${base12}${first}${second}`;
}

export const formatCnpj = (cnpj: string) =>
  cnpj.replace(/^(\d{2})(\d{3})(\d{3})(\d{4})(\d{2})$/, '$1.$2.$3/$4-$5');
