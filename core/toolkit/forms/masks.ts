import { pipe, type FactoryArg } from 'imask';

/** Formats raw text through a mask, e.g. applyMask('5299', '00.00') → '52.99'. */
export function applyMask(value: string, mask: string | FactoryArg): string {
  return pipe(value, typeof mask === 'string' ? { mask } : mask);
}

/** Keeps digits only and inserts slashes as DD/MM/YYYY is typed; never longer than 10 characters. */
export function formatDateDigits(text: string): string {
  const digits = text.replace(/\D/g, '').slice(0, 8);
  if (digits.length <= 2) return digits;
  if (digits.length <= 4) return `${digits.slice(0, 2)}/${digits.slice(2)}`;
  return `${digits.slice(0, 2)}/${digits.slice(2, 4)}/${digits.slice(4)}`;
}
