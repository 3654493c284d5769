import { DEMO_USERS, demoPdf, isoDay, type SeedStep } from '@portico/plugin-server';
import { createSignature, uploadFolderOf } from './signatures';
import { esignDb } from './tables';

const DAY = 86_400_000;

/**
 * A letter to sign for maria (us, from Northwind's staff) and joao (br, from Horizonte's equipe), due in twenty days.
 * Horizonte's demo firm hid e-signatures from its clients (core's demo switches): it shows them now.
 */
export const esignDemo: SeedStep = {
  name: 'common.esign/demo',
  async run(ctx) {
    const db = esignDb(ctx.db);
    const joaoFirm = await db.selectFrom('users').select('firmId').where('email', '=', DEMO_USERS.joao).executeTakeFirst();
    if (joaoFirm) await ctx.db.deleteFrom('infrastructureControls').where('firmId', '=', joaoFirm.firmId).where('name', '=', 'ClientCenterHideEsignTask').execute();
    // After the document request (due in ten days), so the tasks' own tests still find theirs first and none due soon.
    const dueDate = isoDay(new Date(ctx.now.getTime() + 20 * DAY));
    const asks = [
      { contact: DEMO_USERS.maria, staff: DEMO_USERS.staff, title: 'Sign the 2026 engagement letter', file: 'Engagement letter 2026.pdf' },
      { contact: DEMO_USERS.joao, staff: DEMO_USERS.equipe, title: 'Assinar a carta de contratação 2026', file: 'Carta de contratação 2026.pdf' },
    ];
    for (const ask of asks) {
      const client = await db.selectFrom('clients as c').innerJoin('userClients as uc', 'uc.clientId', 'c.id').innerJoin('users as u', 'u.id', 'uc.userId')
        .select(['c.id', 'u.id as userId']).where('u.email', '=', ask.contact).orderBy('c.name').executeTakeFirst();
      const asker = await db.selectFrom('users').select('id').where('email', '=', ask.staff).executeTakeFirst();
      if (!client || !asker) continue;
      const containerId = await uploadFolderOf(ctx.db, client.id).catch(() => null);
      if (!containerId) continue;
      await createSignature(db, client.id, asker.id, { title: ask.title, dueDate, signerIds: [client.userId] },
        { name: ask.file, content: demoPdf(ask.file), containerId });
    }
  },
};
