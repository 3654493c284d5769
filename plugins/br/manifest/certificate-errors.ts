/** Why an uploaded A1 is refused: each a stable code the screen translates (browser-safe; read in server/certificates/a1.ts). */
export const CERTIFICATE_ERROR_CODES = [
  'CERTIFICATE_UNREADABLE',
  'CERTIFICATE_PASSWORD_WRONG',
  'CERTIFICATE_NO_KEY',
  'CERTIFICATE_EXPIRED',
  'CERTIFICATE_NOT_YET_VALID',
  'CERTIFICATE_NO_CNPJ',
  'CERTIFICATE_CNPJ_MISMATCH',
  'CERTIFICATE_KEY_USAGE',
] as const;
export type CertificateErrorCode = (typeof CERTIFICATE_ERROR_CODES)[number];
