import { DEMO_USERS, isoDay, type SeedStep } from '@portico/plugin-server';
import { createInvoice, saveSettings } from './invoices';
import { invoicesDb } from './tables';

const DAY = 86_400_000;

/**
 * An open invoice for maria (us, a payment page) and joao (br, Pix from Horizonte's key); Horizonte's demo firm hid
 * invoices from its clients (core's demo switches): it shows them now.
 */
export const invoicesDemo: SeedStep = {
  name: 'common.invoices/demo',
  async run(ctx) {
    const db = invoicesDb(ctx.db);
    const dueDate = isoDay(new Date(ctx.now.getTime() + 12 * DAY));
    const asks = [
      { contact: DEMO_USERS.maria, staff: DEMO_USERS.staff, variant: 'us', description: 'Bookkeeping, November 2026', amountCents: 45_000, title: 'Invoice',
        settings: { paymentLink: 'https://pay.example/northwind' } },
      { contact: DEMO_USERS.joao, staff: DEMO_USERS.equipe, variant: 'br', description: 'Honorários contábeis — novembro de 2026', amountCents: 125_050, title: 'Fatura',
        settings: { pixKey: '12345678000195', merchantName: 'Contabil Horizonte', merchantCity: 'Sao Paulo' } },
    ];
    for (const ask of asks) {
      const client = await db.selectFrom('clients as c').innerJoin('userClients as uc', 'uc.clientId', 'c.id').innerJoin('users as u', 'u.id', 'uc.userId')
        .select(['c.id', 'c.firmId']).where('u.email', '=', ask.contact).orderBy('c.name').executeTakeFirst();
      const asker = await db.selectFrom('users').select('id').where('email', '=', ask.staff).executeTakeFirst();
      if (!client || !asker) continue;
      await ctx.db.deleteFrom('infrastructureControls').where('firmId', '=', client.firmId).where('name', '=', 'ClientCenterHideInvoiceTask').execute();
      await saveSettings(db, client.firmId, ask.settings);
      await createInvoice(db, { firmId: client.firmId, variant: ask.variant }, client.id, asker.id, { description: ask.description, amountCents: ask.amountCents, dueDate }, ask.title);
    }
  },
};
