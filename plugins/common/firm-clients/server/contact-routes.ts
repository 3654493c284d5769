import { randomUUID } from 'node:crypto';
import { disableUser, serve, staffOf, unsetPasswordHash, type RouteModule, type SomeDb } from '@portico/plugin-server';
import { ENDPOINTS } from '../contract';
import { clientRows, errors } from './client-rows';
import { recordInvitation } from './invitation-mail';
import { firmClientsDb } from './tables';

/** What every client contact holds to use the portal as a client (as core's demo contacts do). */
const CLIENT_BASE_GRANTS = [['Applications', 'ClientCenterClientHub'], ['Platform', 'DefaultClient'], ['Platform', 'ccVnext']] as const;

/** The unique index on users.email refused a second account (two invitations at once). */
const isUniqueViolation = (error: unknown) => {
  const code = (error as { code?: unknown })?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
};
const emailInUse = () => errors.conflict('EMAIL_IN_USE', 'An account with this e-mail address exists already');

/**
 * Invitations, resends, deactivation and reactivation of a client's contacts. The guard has checked that the
 * client is of the staff member's firm; a contact must be linked to that client (404 otherwise). Each write is
 * audited by core's guard with the actor and the client.
 */
export const contactRoutes: RouteModule = (app, ctx) => {
  const db = firmClientsDb(ctx.db);
  const { contactOf } = clientRows(ctx);

  /** Runs `write` and the invitation e-mail it records in one transaction, then queues the e-mail. */
  async function withInvitation(staffUserId: string, clientId: string, userId: string, write: (trx: SomeDb) => Promise<void>) {
    const recorded = await db.transaction().execute(async (trx) => {
      await write(trx);
      const user = await firmClientsDb(trx).selectFrom('users').select(['id', 'email', 'firstName', 'language', 'passwordHash'])
        .where('id', '=', userId).executeTakeFirstOrThrow();
      return recordInvitation(ctx, trx, { staffUserId, clientId, user });
    });
    await ctx.mailer.enqueue(recorded);
  }

  serve(app, ENDPOINTS.postFirmClientContact, async (request, reply) => {
    const staff = staffOf(request);
    const { clientId } = request.params;
    const email = request.body.email.trim().toLowerCase();
    const taken = await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
    if (taken) throw emailInUse();
    const userId = randomUUID();
    const contactId = randomUUID();
    const firstName = request.body.firstName.trim();
    const lastName = request.body.lastName.trim();
    try {
      await withInvitation(staff.userId, clientId, userId, async (trx) => {
        const tx = firmClientsDb(trx);
        await tx.insertInto('contacts').values({
          id: contactId, firmId: staff.firmId, givenName: firstName, additionalName: '', familyName: lastName, email, secondaryEmail: null,
        }).execute();
        await tx.insertInto('users').values({
          id: userId, firmId: staff.firmId, email, passwordHash: unsetPasswordHash(), prefix: '', firstName, middleName: '', lastName,
          suffix: '', language: request.body.language, isStaff: 0, staffRole: null, mfaRequired: 0, contactId, createdAt: new Date().toISOString(),
        }).execute();
        await tx.insertInto('userClients').values({ userId, clientId }).execute();
        await tx.insertInto('userPermissions')
          .values(CLIENT_BASE_GRANTS.map(([feature, resource]) => ({ userId, feature, resource, grant: 'Granted' as const }))).execute();
      });
    } catch (error) {
      throw isUniqueViolation(error) ? emailInUse() : error;
    }
    return reply.code(201).send(await contactOf(ctx.db, clientId, userId));
  });

  serve(app, ENDPOINTS.postFirmClientInvitation, async (request) => {
    const { clientId, userId } = request.params;
    const contact = await contactOf(ctx.db, clientId, userId);
    if (contact.status === 'active') throw errors.conflict('CONTACT_ACTIVE', 'The contact can sign in already');
    if (contact.status === 'deactivated') throw errors.conflict('CONTACT_DEACTIVATED', 'Reactivate the contact first');
    // A new unusable hash spends every link sent before (their fingerprint no longer matches).
    await withInvitation(staffOf(request).userId, clientId, userId, async (trx) => {
      await firmClientsDb(trx).updateTable('users').set({ passwordHash: unsetPasswordHash() }).where('id', '=', userId).execute();
    });
    return contactOf(ctx.db, clientId, userId);
  });

  serve(app, ENDPOINTS.postFirmClientDeactivation, async (request) => {
    const { clientId, userId } = request.params;
    await contactOf(ctx.db, clientId, userId);
    await disableUser(ctx.db, ctx.sessions, userId);
    return contactOf(ctx.db, clientId, userId);
  });

  serve(app, ENDPOINTS.postFirmClientReactivation, async (request) => {
    const { clientId, userId } = request.params;
    await contactOf(ctx.db, clientId, userId);
    await db.updateTable('users').set({ disabledAt: null }).where('id', '=', userId).execute();
    return contactOf(ctx.db, clientId, userId);
  });
};
