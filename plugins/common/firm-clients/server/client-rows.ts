import { featureErrors, passwordIsSet, type AppContext, type SomeDb } from '@portico/plugin-server';
import { sql } from 'kysely';
import { CONTACT_GRANTS, FIRM_SWITCHES, whatTheContactSees, type ContactGrant, type FirmSwitch } from '../access-catalog';
import { FIRM_CLIENTS_ERROR_CODES, type ClientPage, type ClientSummary, type Contact } from '../contract';
import { CLIENT_SWITCHES, type ClientSwitchProvider } from './client-switches';
import { firmClientsDb } from './tables';

export const errors = featureErrors(FIRM_CLIENTS_ERROR_CODES);

export const toSummary = (row: { id: string; name: string; nickname: string | null; cnpj: string | null }): ClientSummary => ({
  id: row.id, name: row.name, nickname: row.nickname, taxId: row.cnpj,
});

const isGrant = (name: string): name is ContactGrant => (CONTACT_GRANTS as readonly string[]).includes(name);
const isSwitch = (name: string): name is FirmSwitch => (FIRM_SWITCHES as readonly string[]).includes(name);

/** The catalog's switches on for the firm. */
export async function firmSwitchesOf(trx: SomeDb, firmId: number): Promise<FirmSwitch[]> {
  const rows = await firmClientsDb(trx).selectFrom('infrastructureControls').select('name').where('firmId', '=', firmId).execute();
  return rows.map((r) => r.name).filter(isSwitch);
}

/** The state of the switches other features keep (client-switches.ts) for one client. */
async function clientSwitchesOf(trx: SomeDb, providers: readonly ClientSwitchProvider[], at: { firmId: number; clientId: string }) {
  return Promise.all(providers.map(async (p) => ({ name: p.name, scope: p.scope, on: await p.read(trx, at) })));
}

/**
 * The client page's reads, with the switches the enabled features contribute. The guard has checked that the
 * client is of the caller's firm.
 */
export function clientRows(ctx: AppContext) {
  const providers = ctx.contributions(CLIENT_SWITCHES).map((c) => c.value);

  /** The client's contacts (client users linked to it), or one of them; by name. */
  async function contactRows(trx: SomeDb, clientId: string, userId?: string): Promise<Contact[]> {
    const db = firmClientsDb(trx);
    let query = db.selectFrom('users as u').innerJoin('userClients as uc', 'uc.userId', 'u.id')
      .select(['u.id', 'u.email', 'u.firstName', 'u.lastName', 'u.language', 'u.passwordHash', 'u.disabledAt'])
      .select((eb) => eb.selectFrom('sessions as s').select(sql<string | null>`max(s.created_at)`.as('at')).whereRef('s.userId', '=', 'u.id').as('lastSignInAt'))
      .where('uc.clientId', '=', clientId).where('u.isStaff', '=', 0);
    if (userId) query = query.where('u.id', '=', userId);
    const users = await query.orderBy('u.lastName').orderBy('u.firstName').orderBy('u.id').execute();
    if (!users.length) return [];
    const { firmId } = await db.selectFrom('clients').select('firmId').where('id', '=', clientId).executeTakeFirstOrThrow();
    const grants = await db.selectFrom('userPermissions').select(['userId', 'feature', 'resource'])
      .where('userId', 'in', users.map((u) => u.id)).where('grant', '=', 'Granted').execute();
    const switches = [
      ...await firmSwitchesOf(trx, firmId),
      ...(await clientSwitchesOf(trx, providers, { firmId, clientId })).filter((s) => s.on).map((s) => s.name),
    ];
    return users.map((u) => {
      const held = grants.filter((g) => g.userId === u.id).map((g) => `${g.feature}.${g.resource}`).filter(isGrant);
      return {
        id: u.id, email: u.email, firstName: u.firstName, lastName: u.lastName, language: u.language,
        // Active once the contact can sign in: a password set here, or a sign-in through the firm's own provider
        // (where no password is ever set in the portal).
        status: u.disabledAt !== null ? 'deactivated' : passwordIsSet(u.passwordHash) || u.lastSignInAt ? 'active' : 'invited',
        lastSignInAt: u.lastSignInAt ? new Date(u.lastSignInAt).toISOString() : null,
        grants: held, sees: whatTheContactSees(held, switches),
      };
    });
  }

  return {
    providers,
    /** One contact of the client; 404 CONTACT_NOT_FOUND for anyone else (another client's, staff, a stranger). */
    async contactOf(trx: SomeDb, clientId: string, userId: string): Promise<Contact> {
      const [contact] = await contactRows(trx, clientId, userId);
      if (!contact) throw errors.notFound('CONTACT_NOT_FOUND', 'No such contact of this client');
      return contact;
    },
    async clientPageOf(trx: SomeDb, clientId: string): Promise<ClientPage> {
      const client = await firmClientsDb(trx).selectFrom('clients').select(['id', 'firmId', 'name', 'nickname', 'cnpj'])
        .where('id', '=', clientId).executeTakeFirstOrThrow();
      return {
        client: toSummary(client), contacts: await contactRows(trx, clientId), switches: await firmSwitchesOf(trx, client.firmId),
        clientSwitches: await clientSwitchesOf(trx, providers, { firmId: client.firmId, clientId }),
      };
    },
  };
}
