/**
 * The Pix "copia e cola" BR Code of the Banco Central do Brasil (Manual de Padrões para Iniciação do Pix): an EMV
 * QRCPS merchant-presented payload of ID-length-value fields, static, closed by its CRC16/CCITT-FALSE.
 */

export interface PixCharge {
  /** The receiver's Pix key (CPF/CNPJ, e-mail, phone +55…, or random key). */
  key: string;
  /** Amount in centavos; 0 leaves the amount to the payer. */
  amountCents: number;
  merchantName: string;
  merchantCity: string;
  /** Up to 25 letters and digits naming the charge ("***" when none). */
  txid: string;
}

const field = (id: string, value: string) => {
  if (value.length > 99) throw new RangeError(`BR Code field ${id} is longer than 99`);
  return `${id}${String(value.length).padStart(2, '0')}${value}`;
};

/** Names and cities in the payload are plain ASCII, upper case, cut to their field's length. */
const plain = (text: string, max: number) => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[^A-Za-z0-9 .-]/g, '').trim().slice(0, max).toUpperCase();

/** CRC-16/CCITT-FALSE (polynomial 0x1021, initial 0xFFFF, no reflection, no final xor), as 4 upper-case hex digits. */
export function crc16(text: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(text, 'utf8')) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

export function pixPayload(charge: PixCharge): string {
  const txid = charge.txid.replace(/[^A-Za-z0-9]/g, '').slice(0, 25) || '***';
  const body = [
    field('00', '01'),
    field('26', field('00', 'br.gov.bcb.pix') + field('01', charge.key.trim())),
    field('52', '0000'),
    field('53', '986'),
    ...(charge.amountCents > 0 ? [field('54', (charge.amountCents / 100).toFixed(2))] : []),
    field('58', 'BR'),
    field('59', plain(charge.merchantName, 25)),
    field('60', plain(charge.merchantCity, 15)),
    field('62', field('05', txid)),
  ].join('');
  const withCrcField = `${body}6304`;
  return withCrcField + crc16(withCrcField);
}

/** Whether a payload's last four characters are the CRC of the rest (what a payer's bank checks first). */
export const crcMatches = (payload: string) => payload.length > 8 && crc16(payload.slice(0, -4)) === payload.slice(-4);
