import type { SeedStep } from '../../seed/seed-context';
import { seedBoxe } from '../boxe/seed';
import { seedCnd } from '../cnd/seed';
import { seedManifest } from '../manifest/seed';
import { seedNews } from '../news/seed';
import { seedEmployeesAndRequests } from '../service-requests/seed';
import { seedReports } from '../reports/seed';
import { seedProtocols } from '../protocols/seed';
import type { BrSeedContext } from './context';

export const BR_DEMO_CONTACT_EMAIL = 'joao@contabil.example';

/**
 * Demo data of the Brazilian variant for joao's companies (after demo-core). Maria's firm gets no
 * Box-E order, so the "not enabled" path is visible there.
 */
export const brDemo: SeedStep = {
  name: 'br-demo',
  async run(base) {
    const joao = await base.db.selectFrom('users').select(['id', 'firmId', 'contactId'])
      .where('email', '=', BR_DEMO_CONTACT_EMAIL).executeTakeFirst();
    if (!joao?.contactId) return;
    const clients = await base.db.selectFrom('clients as c').innerJoin('userClients as uc', 'uc.clientId', 'c.id')
      .select(['c.id', 'c.name', 'c.cnpj']).where('uc.userId', '=', joao.id).orderBy('c.name').execute();
    const ctx: BrSeedContext = {
      ...base, firmId: joao.firmId, joaoUserId: joao.id, joaoContactId: joao.contactId,
      clients: clients.filter((c) => c.cnpj).map((c) => ({ id: c.id, name: c.name, cnpj: c.cnpj! })),
    };
    await seedBoxe(ctx);
    await seedCnd(ctx);
    await seedManifest(ctx);
    await seedNews(ctx);
    await seedEmployeesAndRequests(ctx);
    await seedReports(ctx);
    await seedProtocols(ctx, BR_DEMO_CONTACT_EMAIL);
  },
};
