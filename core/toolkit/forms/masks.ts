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

/** A whole typed day ("28/02/2026", or "02/28/2026" month first) as ISO yyyy-MM-dd; null while incomplete or not a day. */
export function isoOfTypedDate(text: string, monthFirst: boolean): string | null {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text);
  if (!match) return null;
  const [day, month] = monthFirst ? [match[2]!, match[1]!] : [match[1]!, match[2]!];
  const date = new Date(Date.UTC(Number(match[3]), Number(month) - 1, Number(day)));
  const iso = `${match[3]}-${month}-${day}`;
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === iso ? iso : null;
}
