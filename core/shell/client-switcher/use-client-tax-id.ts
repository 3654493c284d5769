import type { Client } from '@portico/contract/clients';
import { useKernel } from '@portico/kernel/react/kernel-context';
import { CLIENT_TAX_ID } from '../../kernel/tokens';

/** The client's tax id as the enabled region's kit writes it, shown beside its name; null without one. */
export function useClientTaxId(): (client: Pick<Client, 'cnpj'>) => string | null {
  const kernel = useKernel();
  const label = kernel.has(CLIENT_TAX_ID) ? kernel.get(CLIENT_TAX_ID) : null;
  return (client) => (label && client.cnpj ? label(client.cnpj) : null);
}
