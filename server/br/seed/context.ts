import type { SeedContext } from '../../seed/seed-context';

/** Who the Brazilian demo data belongs to, looked up from the core demo seed. */
export interface BrSeedContext extends SeedContext {
  firmId: number;
  joaoUserId: string;
  joaoContactId: string;
  /** joao's companies, by name. */
  clients: Array<{ id: string; name: string; cnpj: string }>;
}
