import { DEMO_USERS, type SeedContext, type SeedStep } from '@portico/plugin-server';
import { demoCpf } from './demo-numbers';

/** The contact the Brazilian demo data belongs to (core's demo seed creates him and his companies). */
export const BR_DEMO_CONTACT_EMAIL = DEMO_USERS.joao;

/** Who the Brazilian demo data belongs to, looked up from the core demo seed. */
export interface BrSeedContext extends SeedContext {
  firmId: number;
  joaoUserId: string;
  joaoContactId: string;
  /** joao's companies, by name. */
  clients: Array<{ id: string; name: string; cnpj: string }>;
}

/** Employees of the demo companies: service requests name them, payroll reports list them. */
export const DEMO_EMPLOYEES = [
  { name: 'Ana Beatriz Souza', cpf: demoCpf('529982247'), hiredDaysAgo: 1900, jobPosition: 'Padeira' },
  { name: 'Bruno Carvalho Lima', cpf: demoCpf('111444777'), hiredDaysAgo: 1200, jobPosition: 'Confeiteiro' },
  { name: 'Carla Mendes Rocha', cpf: demoCpf('390533447'), hiredDaysAgo: 800, jobPosition: 'Atendente' },
  { name: 'Diego Ferreira Alves', cpf: demoCpf('714602368'), hiredDaysAgo: 400, jobPosition: 'Auxiliar de produção' },
  { name: 'Elaine Ribeiro Costa', cpf: demoCpf('835129476'), hiredDaysAgo: 150, jobPosition: 'Gerente de loja' },
  { name: 'Fábio Nunes Teixeira', cpf: demoCpf('246813579'), hiredDaysAgo: 60, jobPosition: 'Entregador' },
];

/** joao, his firm and his companies; null on a database without them (core's demo seed did not run). */
export async function brazilDemo(base: SeedContext): Promise<BrSeedContext | null> {
  const joao = await base.db.selectFrom('users').select(['id', 'firmId', 'contactId'])
    .where('email', '=', BR_DEMO_CONTACT_EMAIL).executeTakeFirst();
  if (!joao?.contactId) return null;
  const clients = await base.db.selectFrom('clients as c').innerJoin('userClients as uc', 'uc.clientId', 'c.id')
    .select(['c.id', 'c.name', 'c.cnpj']).where('uc.userId', '=', joao.id).orderBy('c.name').execute();
  return {
    ...base, firmId: joao.firmId, joaoUserId: joao.id, joaoContactId: joao.contactId,
    clients: clients.filter((c) => c.cnpj).map((c) => ({ id: c.id, name: c.name, cnpj: c.cnpj! })),
  };
}

/**
 * The Brazilian demo data was one step until the features were split: a database that ran it holds the rows of
 * the features that existed then (boxe, cnd, manifest, news, service requests, reports, protocols).
 */
export const BR_DEMO_BEFORE_SPLIT = ['br-demo'] as const;

/** A br feature's demo step, named `<feature>/demo`, for joao's companies; nothing without them. */
export const brazilDemoStep = (
  featureId: string, seed: (ctx: BrSeedContext) => Promise<void>, supersedes: readonly string[] = [],
): SeedStep => ({
  name: `${featureId}/demo`,
  supersedes,
  async run(base) {
    const ctx = await brazilDemo(base);
    if (ctx) await seed(ctx);
  },
});
