/**
 * The Receita Federal modulo-11 check digit: weights start at 2 on the rightmost value and grow
 * up to `maxWeight`, then restart at 2; a remainder below 2 gives 0, otherwise 11 − remainder.
 */
export function mod11CheckDigit(values: readonly number[], maxWeight: number): number {
  let sum = 0;
  let weight = 2;
  for (let i = values.length - 1; i >= 0; i--) {
    sum += values[i]! * weight;
    weight = weight === maxWeight ? 2 : weight + 1;
  }
  const remainder = sum % 11;
  return remainder < 2 ? 0 : 11 - remainder;
}

/** Digits and upper-case letters valued as ASCII code − 48, so '0'..'9' keep their value (alphanumeric CNPJ rule). */
export function charValues(text: string): number[] {
  const values: number[] = [];
  for (let i = 0; i < text.length; i++) values.push(text.charCodeAt(i) - 48);
  return values;
}
