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

/** Keeps digits only and inserts the slash as MM/YYYY (a month, a competência) is typed; never longer than 7 characters. */
export function formatMonthDigits(text: string): string {
  const digits = text.replace(/\D/g, '').slice(0, 6);
  return digits.length <= 2 ? digits : `${digits.slice(0, 2)}/${digits.slice(2)}`;
}

/** DD/MM/YYYY HH:MM as typed: the day as formatDateDigits writes it, then a space and the time once its digits come. */
export function formatDateTimeDigits(text: string): string {
  const digits = text.replace(/\D/g, '').slice(0, 12);
  const day = formatDateDigits(digits.slice(0, 8));
  const time = digits.slice(8);
  if (!time) return day;
  return `${day} ${time.length <= 2 ? time : `${time.slice(0, 2)}:${time.slice(2)}`}`;
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

/** A whole typed month ("10/2026") as ISO yyyy-MM; null while incomplete or not a month. */
export function isoOfTypedMonth(text: string): string | null {
  const match = /^(\d{2})\/(\d{4})$/.exec(text);
  return match && Number(match[1]) >= 1 && Number(match[1]) <= 12 ? `${match[2]}-${match[1]}` : null;
}

/**
 * A whole typed day and 24-hour time ("24/12/2026 09:30") as a datetime-local value, yyyy-MM-ddTHH:mm (the reader's
 * own clock, as a native field gives it); null while incomplete or not a real day and time.
 */
export function isoOfTypedDateTime(text: string, monthFirst: boolean): string | null {
  const match = /^(\d{2}\/\d{2}\/\d{4}) (\d{2}):(\d{2})$/.exec(text);
  const day = match ? isoOfTypedDate(match[1]!, monthFirst) : null;
  return day && Number(match![2]) < 24 && Number(match![3]) < 60 ? `${day}T${match![2]}:${match![3]}` : null;
}
