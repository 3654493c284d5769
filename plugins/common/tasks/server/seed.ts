import { DEMO_USERS, isoDay, type SeedContext, type SeedStep } from '@portico/plugin-server';
import { createDocumentRequest } from './document-request';
import { tasksDb } from './tables';

const DAY = 86_400_000;

/** The first client company of a demo user (by name) and the staff member who asks, when both exist. */
async function demoPair(ctx: SeedContext, contact: string, staff: string) {
  const client = await ctx.db.selectFrom('clients as c').innerJoin('userClients as uc', 'uc.clientId', 'c.id').innerJoin('users as u', 'u.id', 'uc.userId')
    .select('c.id').where('u.email', '=', contact).orderBy('c.name').executeTakeFirst();
  const asker = await ctx.db.selectFrom('users').select('id').where('email', '=', staff).executeTakeFirst();
  const folder = client && await tasksDb(ctx.db).selectFrom('containers').select('id').where('clientId', '=', client.id).where('type', '=', 'clientContactFolder').executeTakeFirst();
  return client && asker && folder ? { clientId: client.id, staffId: asker.id } : null;
}

/**
 * The demo firms' task switch, and an open document request for maria (us, asked by the Northwind staff) and joao (br, asked by Horizonte's equipe),
 * in their languages, due in ten days. After common.documents' step, whose upload folders the items land in.
 */
export const tasksDemo: SeedStep = {
  name: 'common.tasks/demo',
  async run(ctx) {
    // Both demo firms give each task its own address (ClientCenterTaskDeepLink): the dashboard's links open the task.
    const firms = await ctx.db.selectFrom('users').select('firmId').where('email', 'in', [DEMO_USERS.maria, DEMO_USERS.joao]).execute();
    for (const { firmId } of firms) {
      const has = await ctx.db.selectFrom('infrastructureControls').select('name').where('firmId', '=', firmId).where('name', '=', 'ClientCenterTaskDeepLink').executeTakeFirst();
      if (!has) await ctx.db.insertInto('infrastructureControls').values({ firmId, name: 'ClientCenterTaskDeepLink' }).execute();
    }
    const due = isoDay(new Date(ctx.now.getTime() + 10 * DAY));
    const maria = await demoPair(ctx, DEMO_USERS.maria, DEMO_USERS.staff);
    if (maria) {
      await createDocumentRequest(ctx.db, maria.clientId, maria.staffId, {
        title: `${ctx.now.getUTCFullYear() - 1} tax return documents`, dueDate: due,
        items: [{ description: 'W-2 forms of every employer' }, { description: '1099 forms (interest, dividends, contract work)' }, { description: 'Receipts of charitable donations' }],
      });
    }
    const joao = await demoPair(ctx, DEMO_USERS.joao, DEMO_USERS.equipe);
    if (joao) {
      await createDocumentRequest(ctx.db, joao.clientId, joao.staffId, {
        title: 'Documentos do fechamento mensal', dueDate: due,
        items: [{ description: 'Extratos bancários do mês' }, { description: 'Notas fiscais de compra' }],
      });
    }
  },
};
