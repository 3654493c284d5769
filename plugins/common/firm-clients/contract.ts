/**
 * The firm's clients and their contacts, for the firm's staff: paths and schemas shared by the routes and the
 * screens. Every path is under /staff (access 'staff'); one naming :clientId is checked against the staff member's
 * firm by the guard (404 for another firm's client).
 */
import { Type, type Static } from '@sinclair/typebox';
import { ClientParams, Email, Id, Input, IsoDateTime, NonBlankText, PagedList, PageQueryProps } from '@portico/contract/common';
import { defineEndpoints } from '@portico/contract/endpoint';
import { Language } from '@portico/contract/profile';
import { CLIENT_SWITCHES, CONTACT_GRANTS, FIRM_SWITCHES, SIGHT_NAMES } from './access-catalog';

const BASE = '/api/common-firm-clients/v1/staff/clients';
export const FIRM_CLIENTS_API = {
  clients: BASE,
  client: `${BASE}/:clientId`,
  contacts: `${BASE}/:clientId/contacts`,
  invitation: `${BASE}/:clientId/contacts/:userId/invitation`,
  deactivation: `${BASE}/:clientId/contacts/:userId/deactivation`,
  reactivation: `${BASE}/:clientId/contacts/:userId/reactivation`,
  grant: `${BASE}/:clientId/contacts/:userId/grants/:name`,
  firmSwitch: `${BASE}/:clientId/switches/:name`,
  clientSwitch: `${BASE}/:clientId/client-switches/:name`,
} as const;

/** The codes these routes answer besides the platform's; the screens translate each (errors.<code>). */
export const FIRM_CLIENTS_ERROR_CODES = ['EMAIL_IN_USE', 'CONTACT_NOT_FOUND', 'CONTACT_ACTIVE', 'CONTACT_DEACTIVATED'] as const;

/** One of the names, typed as their union (TypeBox would widen a mapped list of literals to string). */
const literals = <T extends readonly string[]>(names: T) => Type.Unsafe<T[number]>(Type.Union(names.map((name) => Type.Literal(name))));

export const ClientSummary = Type.Object({
  id: Type.String(),
  name: Type.String(),
  nickname: Type.Union([Type.String(), Type.Null()]),
  /** The CNPJ or EIN as stored, digits only; null when the firm recorded none. */
  taxId: Type.Union([Type.String(), Type.Null()]),
});
export type ClientSummary = Static<typeof ClientSummary>;

export const ClientSearchQuery = Input({
  q: Type.Optional(Type.String({ maxLength: 100, description: 'Words of the name or nickname, or the tax id, formatted or not' })),
  ...PageQueryProps,
});
export type ClientSearchQuery = Static<typeof ClientSearchQuery>;
export const ClientSearchPage = PagedList(ClientSummary);
export type ClientSearchPage = Static<typeof ClientSearchPage>;

export const ContactStatus = literals(['invited', 'active', 'deactivated'] as const);
export type ContactStatus = Static<typeof ContactStatus>;

export const Sights = Type.Array(literals(SIGHT_NAMES), { description: 'The parts of the portal the contact will see' });

export const Contact = Type.Object({
  id: Type.String(),
  email: Type.String(),
  firstName: Type.String(),
  lastName: Type.String(),
  language: Type.String(),
  status: ContactStatus,
  lastSignInAt: Type.Union([IsoDateTime, Type.Null()]),
  /** The catalog's contact grants this contact holds. */
  grants: Type.Array(literals(CONTACT_GRANTS)),
  sees: Sights,
});
export type Contact = Static<typeof Contact>;

export const ClientPage = Type.Object({
  client: ClientSummary,
  contacts: Type.Array(Contact),
  /** The catalog's firm switches that are on for the client's firm. */
  switches: Type.Array(literals(FIRM_SWITCHES)),
  /** The switches the enabled features keep for this client or its firm (Box-E's), on or off. */
  clientSwitches: Type.Array(Type.Object({ name: literals(CLIENT_SWITCHES), scope: literals(['firm', 'client'] as const), on: Type.Boolean() })),
});
export type ClientPage = Static<typeof ClientPage>;

export const ContactParams = Input({ clientId: Id, userId: Id });
export const GrantParams = Input({ clientId: Id, userId: Id, name: literals(CONTACT_GRANTS) });
export const SwitchParams = Input({ clientId: Id, name: literals(FIRM_SWITCHES) });
export const ClientSwitchParams = Input({ clientId: Id, name: literals(CLIENT_SWITCHES) });
export const Setting = Input({ on: Type.Boolean() });
export type Setting = Static<typeof Setting>;

export const NewContact = Input({
  email: Email,
  firstName: NonBlankText(100),
  lastName: NonBlankText(100),
  language: Language,
});
export type NewContact = Static<typeof NewContact>;

const tags = ['common-firm-clients'];
export const ENDPOINTS = defineEndpoints({
  getFirmClients: {
    method: 'GET', path: FIRM_CLIENTS_API.clients, access: 'staff', apiKeyScope: 'contacts', tags,
    summary: "The firm's clients matching words of their name or nickname, or their tax id, by name",
    query: ClientSearchQuery, responses: { 200: ClientSearchPage },
  },
  getFirmClient: {
    method: 'GET', path: FIRM_CLIENTS_API.client, access: 'staff', apiKeyScope: 'contacts', tags,
    summary: 'A client of the firm: its contacts, their grants and what they see, and the firm switches in force',
    params: ClientParams, responses: { 200: ClientPage },
  },
  postFirmClientContact: {
    method: 'POST', path: FIRM_CLIENTS_API.contacts, access: 'staff', apiKeyScope: 'contacts', tags,
    summary: 'Invite a contact by e-mail: a new account linked to the client, mailed a single-use link to set a password',
    params: ClientParams, body: NewContact, responses: { 201: Contact },
  },
  postFirmClientInvitation: {
    method: 'POST', path: FIRM_CLIENTS_API.invitation, access: 'staff', tags,
    summary: 'Send an invited contact a new link (the one sent before stops working)',
    params: ContactParams, responses: { 200: Contact },
  },
  postFirmClientDeactivation: {
    method: 'POST', path: FIRM_CLIENTS_API.deactivation, access: 'staff', tags,
    summary: 'Deactivate a contact: no more sign-ins, and their sessions end at once',
    params: ContactParams, responses: { 200: Contact },
  },
  postFirmClientReactivation: {
    method: 'POST', path: FIRM_CLIENTS_API.reactivation, access: 'staff', tags,
    summary: 'Reactivate a deactivated contact',
    params: ContactParams, responses: { 200: Contact },
  },
  putFirmClientGrant: {
    method: 'PUT', path: FIRM_CLIENTS_API.grant, access: 'staff', tags,
    summary: "Grant or revoke one of the spec's grants for a contact; answers the contact and what they now see",
    params: GrantParams, body: Setting, responses: { 200: Contact },
  },
  putFirmClientSwitch: {
    method: 'PUT', path: FIRM_CLIENTS_API.firmSwitch, access: 'firm-admin', tags,
    summary: "Turn one of the firm's hide switches on or off (every contact of the firm); answers the client page",
    params: SwitchParams, body: Setting, responses: { 200: ClientPage },
  },
  putFirmClientClientSwitch: {
    method: 'PUT', path: FIRM_CLIENTS_API.clientSwitch, access: 'staff', tags,
    summary: "Turn a switch another feature keeps on or off: Box-E's lastToggle for the client, or its order (administrators: the whole firm)",
    params: ClientSwitchParams, body: Setting, responses: { 200: ClientPage },
  },
});
