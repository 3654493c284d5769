import { decodeNfeAccessKey, type NfeAccessKeyParts, nfeKeyCheckDigit, unmaskNfeKey } from '@portico/br-kit';

/**
 * The CF-e SAT key (model 59) shares the first 22 positions with NF-e (cUF, AAMM, CNPJ, model) but then holds
 * nserieSAT(9) nCF(6) cNF(6) cDV(1) instead of série(3) nNF(9) tpEmis(1) cNF(8) cDV(1) (BR-DOMAIN §0).
 */
export interface CfeAccessKeyParts {
  cUF: string;
  yearMonth: string;
  year: number;
  month: number;
  cnpj: string;
  model: '59';
  /** nserieSAT: the SAT equipment's serial number. */
  satSerial: string;
  /** nCF: the coupon number. */
  number: string;
  code: string;
  checkDigit: string;
}

export type DecodedAccessKey = ({ layout: 'nfe' } & NfeAccessKeyParts) | ({ layout: 'cfe' } & CfeAccessKeyParts);

/** Decodes any 44-digit fiscal key by its model: CF-e SAT by its own layout, the others by the NF-e layout. */
export function decodeAccessKey(value: string): DecodedAccessKey | null {
  const nfe = decodeNfeAccessKey(value);
  if (!nfe) return null;
  if (nfe.model !== '59') return { layout: 'nfe', ...nfe };
  const key = unmaskNfeKey(value);
  return {
    layout: 'cfe', cUF: nfe.cUF, yearMonth: nfe.yearMonth, year: nfe.year, month: nfe.month, cnpj: nfe.cnpj, model: '59',
    satSerial: key.slice(22, 31), number: key.slice(31, 37), code: key.slice(37, 43), checkDigit: key.slice(43),
  };
}

/** The document number a key carries, in either layout, without leading zeros. */
export const keyNumber = (parts: DecodedAccessKey) => String(Number(parts.number));

/** Builds a CF-e SAT key (seed data and tests): cUF AAMM CNPJ 59 nserieSAT nCF cNF + cDV. */
export function cfeAccessKey(p: { uf: string; yearMonth: string; cnpj: string; satSerial: number; number: number; code: number }): string {
  const body = `${p.uf}${p.yearMonth}${p.cnpj}59${String(p.satSerial).padStart(9, '0')}${String(p.number).padStart(6, '0')}${String(p.code).padStart(6, '0')}`;
  return `${body}${nfeKeyCheckDigit(body)}`;
}
