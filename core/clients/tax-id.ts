import { createToken } from '../kernel/tokens';

/** How a client company's tax id reads beside its name: "CNPJ 11.222.333/0001-81" for a Brazilian one. */
export type ClientTaxIdLabel = (taxId: string) => string;

/** Provided by a region's kit (the Brazilian kit, br.kit): tax ids are regional, so core shows none without one. */
export const CLIENT_TAX_ID = createToken<ClientTaxIdLabel>('client-tax-id', "How a client company's tax id reads beside its name");
