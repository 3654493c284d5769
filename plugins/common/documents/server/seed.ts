import { Readable } from 'node:stream';
import { randomUUID } from 'node:crypto';
import type { Insertable } from 'kysely';
import { daysBefore, DEMO_USERS, demoPdf, type SeedContext, type SeedStep } from '@portico/plugin-server';
import { withFolded } from './name-folded';
import { bumpListVersions } from './page-cache';
import { documentsDb, type ContainerTable } from './tables';

export async function insertContainer(ctx: SeedContext, row: Omit<Insertable<ContainerTable>, 'id' | 'createdAt'>): Promise<string> {
  const id = randomUUID();
  await documentsDb(ctx.db).insertInto('containers').values({ ...row, id, createdAt: ctx.now.toISOString() }).execute();
  return id;
}

/** Stores real bytes through the blob store so downloads of demo documents work. */
export async function insertDocument(ctx: SeedContext, doc: {
  clientId: string; containerId: string; name: string; mimeType: string; bytes: Buffer;
  uploadedBy: string | null; uploadedByStaff: boolean; ageDays: number;
}): Promise<string> {
  const db = documentsDb(ctx.db);
  const staged = await ctx.blobs.stage(Readable.from([doc.bytes]), Number.MAX_SAFE_INTEGER);
  await staged.commit();
  const id = randomUUID();
  const at = daysBefore(ctx.now, doc.ageDays).toISOString();
  await db.insertInto('documents').values(withFolded({
    id, clientId: doc.clientId, containerId: doc.containerId, name: doc.name, size: staged.size,
    mimeType: doc.mimeType, sha256: staged.sha256, blobId: staged.blobId, uploadedBy: doc.uploadedBy,
    uploadedByStaff: doc.uploadedByStaff ? 1 : 0, createdAt: at, modifiedAt: at, deletedAt: null,
  })).execute();
  // A seed step added later can fill a folder that a running process already serves from its cache.
  await bumpListVersions(db, [doc.containerId]);
  return id;
}

/** Root, working folders and the contact's upload folder, as a firm sets up each client (named in its language). */
async function addFolders(ctx: SeedContext, clientId: string, folders: string[], uploadFolder: string, rootName = 'Documents') {
  const root = await insertContainer(ctx, { clientId, parentId: null, name: rootName, type: 'root', canCreate: 1, canDelete: 0 });
  const ids: Record<string, string> = { root };
  for (const name of folders) {
    ids[name] = await insertContainer(ctx, { clientId, parentId: root, name, type: 'folder', canCreate: 0, canDelete: 0 });
  }
  ids[uploadFolder] = await insertContainer(ctx, { clientId, parentId: root, name: uploadFolder, type: 'clientContactFolder', canCreate: 1, canDelete: 1 });
  return ids;
}

const userId = async (ctx: SeedContext, email: string) =>
  (await ctx.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst())?.id;

/** The clients a demo user may access, by name. */
const clientsOf = async (ctx: SeedContext, userId: string) => (await ctx.db.selectFrom('clients as c')
  .innerJoin('userClients as uc', 'uc.clientId', 'c.id').select('c.id').where('uc.userId', '=', userId).orderBy('c.name').execute())
  .map((c) => c.id);

/**
 * Folders and documents of the demo clients (core's demo step creates the users and clients). Until the documents
 * feature had its own step they were part of 'demo-core': a database that ran it has them already.
 */
export const documentsDemo: SeedStep = {
  name: 'common.documents/demo',
  supersedes: ['demo-core'],
  async run(ctx) {
    const [maria, carlos, joao, staff] = await Promise.all(
      [DEMO_USERS.maria, DEMO_USERS.carlos, DEMO_USERS.joao, DEMO_USERS.staff].map((email) => userId(ctx, email)));
    if (!maria || !carlos || !joao || !staff) return;

    // maria: three clients with folders; staff uploads carry no delete permission.
    for (const [i, clientId] of (await clientsOf(ctx, maria)).entries()) {
      const f = await addFolders(ctx, clientId, ['Tax Returns', 'Payroll', 'Bookkeeping'], 'Client Uploads');
      const year = ctx.now.getUTCFullYear() - 1;
      const docs: Array<[string, string, boolean]> = [
        ['Tax Returns', `${year} Form 1120 - signed.pdf`, true],
        ['Tax Returns', `${year} Engagement Letter.pdf`, true],
        ['Payroll', `Q4 ${year} Payroll Summary.pdf`, true],
        ['Bookkeeping', `December ${year} Bank Reconciliation.pdf`, true],
        ['Client Uploads', `Receipts ${year}.pdf`, false],
        ['Client Uploads', 'Vendor list.csv', false],
      ];
      for (const [j, [folder, name, byStaff]] of docs.entries()) {
        const csv = name.endsWith('.csv');
        await insertDocument(ctx, {
          clientId, containerId: f[folder]!, name, mimeType: csv ? 'text/csv' : 'application/pdf',
          bytes: csv ? Buffer.from('vendor,amount\nPaper Co,120.50\nFlour Mill,880.00\n') : demoPdf(name),
          uploadedBy: byStaff ? staff : maria, uploadedByStaff: byStaff, ageDays: 3 + i * 7 + j,
        });
      }
    }

    // carlos: forty clients, each with a tax folder and an upload folder.
    for (const clientId of await clientsOf(ctx, carlos)) await addFolders(ctx, clientId, ['Tax Returns'], 'Client Uploads');

    // joao: Brazilian companies.
    for (const clientId of await clientsOf(ctx, joao)) {
      const f = await addFolders(ctx, clientId, ['Fiscal', 'Departamento Pessoal', 'Contábil'], 'Envios do Cliente', 'Documentos');
      await insertDocument(ctx, { clientId, containerId: f['Fiscal']!, name: 'Guia DAS.pdf', mimeType: 'application/pdf', bytes: demoPdf('Guia DAS'), uploadedBy: null, uploadedByStaff: true, ageDays: 2 });
      await insertDocument(ctx, { clientId, containerId: f['Departamento Pessoal']!, name: 'Folha de Pagamento.pdf', mimeType: 'application/pdf', bytes: demoPdf('Folha de Pagamento'), uploadedBy: null, uploadedByStaff: true, ageDays: 5 });
    }
  },
};
