import type { AppContext } from '@portico/plugin-server';
import { documentsDb } from './tables';

/** E-mails the firm's staff about client uploads: one message per call, listing every document. */
export async function notifyStaffOfUploads(ctx: AppContext, clientId: string, uploaderId: string, documentIds: string[]): Promise<boolean> {
  if (!documentIds.length) return false;
  const client = await ctx.db.selectFrom('clients').select(['name', 'firmId']).where('id', '=', clientId).executeTakeFirstOrThrow();
  const staff = await ctx.db.selectFrom('users').select('email').where('firmId', '=', client.firmId).where('isStaff', '=', 1).execute();
  if (!staff.length) return false;
  const uploader = await ctx.db.selectFrom('users').select(['firstName', 'lastName', 'email']).where('id', '=', uploaderId).executeTakeFirstOrThrow();
  const docs = await documentsDb(ctx.db).selectFrom('documents').select('name')
    .where('clientId', '=', clientId).where('id', 'in', documentIds).where('deletedAt', 'is', null).orderBy('name').execute();
  if (!docs.length) return false;
  await ctx.mailer.send({
    to: staff.map((s) => s.email),
    subject: `${client.name}: ${docs.length} new document${docs.length === 1 ? '' : 's'} uploaded`,
    text: `${uploader.firstName} ${uploader.lastName} <${uploader.email}> uploaded to ${client.name}:\n\n`
      + docs.map((d) => `- ${d.name}`).join('\n') + '\n',
  });
  return true;
}
