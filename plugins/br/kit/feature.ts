import { CLIENT_TAX_ID, defineFeature, provide } from '@portico/plugin';
import { formatCnpj } from './validators/cnpj';

/**
 * The Brazilian kit: what the br features share (CPF, CNPJ and NF-e rules and masks, Brazil's holidays and
 * calendar day, br_files and the demo data's owner). It has no screens; its doors are index.ts, contract.ts,
 * holidays.ts and server/index.ts (docs/plugins.md#regional-kits). It writes a client's tax id as a CNPJ.
 */
export default defineFeature({
  id: 'br.kit',
  plugins: [],
  provides: [provide(CLIENT_TAX_ID, () => (cnpj: string) => `CNPJ ${formatCnpj(cnpj)}`)],
});
