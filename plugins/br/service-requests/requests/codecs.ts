/**
 * How a form field's text becomes a payload value and back. A draft keeps what the person typed even when it is
 * not complete yet (a half-typed date stays text); submit then meets the full schema on the server.
 */
import { applyMask } from '@portico/toolkit/forms';
import { CEP_MASK, CNPJ_ALPHANUMERIC_MASK, CPF_MASK, unmaskCnpj } from '@portico/br-kit';
import { centsToDecimalString, displayDateToIso, parseCents } from '@portico/toolkit/validators';

export interface FieldCodec {
  /** undefined leaves the property out (an empty field). */
  toPayload(text: string): unknown;
  toText(value: unknown): string;
}

const asText = (value: unknown) => (value === undefined || value === null ? '' : String(value));
const orUndefined = (text: string) => (text.trim() === '' ? undefined : text);

export const textCodec: FieldCodec = { toPayload: (t) => orUndefined(t.trim()), toText: asText };
/** Free text kept as typed (a message keeps its line breaks and inner spaces). */
export const longTextCodec: FieldCodec = { toPayload: orUndefined, toText: asText };

const digitsCodec = (mask: string): FieldCodec => ({
  toPayload: (t) => orUndefined(t.replace(/\D/g, '')),
  toText: (v) => (v ? applyMask(asText(v), mask) : ''),
});
export const cpfCodec = digitsCodec(CPF_MASK);
export const cepCodec = digitsCodec(CEP_MASK);
export const digitsOnlyCodec: FieldCodec = { toPayload: (t) => orUndefined(t.replace(/\D/g, '')), toText: asText };
export const cnpjCodec: FieldCodec = {
  toPayload: (t) => orUndefined(unmaskCnpj(t)),
  toText: (v) => (v ? applyMask(asText(v), CNPJ_ALPHANUMERIC_MASK) : ''),
};

/** DD/MM/YYYY on screen, yyyy-MM-dd in the payload. */
export const dateCodec: FieldCodec = {
  toPayload: (t) => (t.trim() === '' ? undefined : displayDateToIso(t) ?? t),
  toText: (v) => {
    const text = asText(v);
    const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
    return iso ? `${iso[3]}/${iso[2]}/${iso[1]}` : text;
  },
};

/** MM/YYYY on screen, yyyy-MM (competência) in the payload. */
export const competenceCodec: FieldCodec = {
  toPayload: (t) => {
    const m = /^(\d{2})\/(\d{4})$/.exec(t.trim());
    return m ? `${m[2]}-${m[1]}` : orUndefined(t.trim());
  },
  toText: (v) => {
    const m = /^(\d{4})-(\d{2})$/.exec(asText(v));
    return m ? `${m[2]}/${m[1]}` : asText(v);
  },
};

/** A decimal amount typed with a comma ("1.234,56") as integer cents. */
export const centsCodec: FieldCodec = {
  toPayload: (t) => {
    if (t.trim() === '') return undefined;
    const parsed = parseCents(t, ',');
    return parsed.ok ? parsed.cents : t;
  },
  toText: (v) => (typeof v === 'number' ? centsToDecimalString(v).replace('.', ',') : asText(v)),
};

export const integerCodec: FieldCodec = {
  toPayload: (t) => (t.trim() === '' ? undefined : /^\d{1,6}$/.test(t.trim()) ? Number(t.trim()) : t),
  toText: asText,
};

/** HHH:MM on screen, minutes in the payload. */
export const hoursCodec: FieldCodec = {
  toPayload: (t) => {
    const m = /^(\d{1,3}):(\d{1,2})$/.exec(t.trim());
    return t.trim() === '' ? undefined : m && Number(m[2]) < 60 ? Number(m[1]) * 60 + Number(m[2]) : t;
  },
  toText: (v) => (typeof v === 'number' ? `${Math.floor(v / 60)}:${String(v % 60).padStart(2, '0')}` : asText(v)),
};

/** A yes/no choice kept as "yes" / "no" on screen. */
export const booleanCodec: FieldCodec = {
  toPayload: (t) => (t === 'yes' ? true : t === 'no' ? false : undefined),
  toText: (v) => (v === true ? 'yes' : v === false ? 'no' : ''),
};

/** Reads and writes dotted paths ("address.zipCode") of a payload. */
export function getPath(payload: Record<string, unknown>, path: string): unknown {
  return path.split('.').reduce<unknown>((node, key) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined), payload);
}
export function setPath(payload: Record<string, unknown>, path: string, value: unknown): void {
  const keys = path.split('.');
  let node = payload;
  for (const key of keys.slice(0, -1)) node = (node[key] ??= {}) as Record<string, unknown>;
  if (value === undefined) delete node[keys.at(-1)!];
  else node[keys.at(-1)!] = value;
}
