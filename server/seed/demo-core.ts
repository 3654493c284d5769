import { randomUUID } from 'node:crypto';
import { hashPassword } from '../auth/passwords';
import { withCnpjCheckDigits } from './cnpj';
import { DEMO_PASSWORD } from './demo-accounts';
import type { SeedContext, SeedStep } from './seed-context';
import type { StaffRole } from '@portico/contract/profile';

export const DEMO_FIRMS = { northwind: 1001, horizonte: 2001, locked: 3001 } as const;
/** The demo accounts (seed/demo-accounts.ts describes each); features' demo data looks them up by these. */
export const DEMO_USERS = {
  maria: 'maria@acme.example',
  carlos: 'carlos@multi.example',
  staff: 'staff@firm.example',
  equipe: 'equipe@contabil.example',
  mfa: 'mfa@acme.example',
  joao: 'joao@contabil.example',
  locked: 'locked@locked.example',
} as const;
export const PRODUCT = 'ClientCenter';

const initialsOf = (name: string) => name.split(/\s+/).filter((w) => /^[\p{L}\d]/u.test(w)).slice(0, 2)
  .map((w) => w[0]!.toUpperCase()).join('');

// The demo firms ask signers to open a document before they sign it (common.esign, "show preview before viewer").
const CLIENT_GRANTS = [['Applications', `${PRODUCT}ClientHub`], ['Platform', 'DefaultClient'], ['Platform', 'ccVnext'], ['ClientCenter', 'ShowPreviewB4CCViewer']] as const;
const STAFF_GRANTS = [['Applications', PRODUCT], ['Platform', 'DefaultStaff'], ['Internal', 'Internal'], ['Platform', 'Administration']] as const;

async function addUser(ctx: SeedContext, passwordHash: string, user: {
  firmId: number; email: string; firstName: string; lastName: string; language: string;
  isStaff?: boolean; staffRole?: StaffRole; mfaRequired?: boolean; grants: ReadonlyArray<readonly [string, string]>;
}): Promise<string> {
  const contactId = randomUUID();
  await ctx.db.insertInto('contacts').values({
    id: contactId, firmId: user.firmId, givenName: user.firstName, additionalName: '', familyName: user.lastName,
    email: user.email, secondaryEmail: null,
  }).execute();
  const id = randomUUID();
  await ctx.db.insertInto('users').values({
    id, firmId: user.firmId, email: user.email, passwordHash, prefix: '', firstName: user.firstName, middleName: '',
    lastName: user.lastName, suffix: '', language: user.language, isStaff: user.isStaff ? 1 : 0,
    staffRole: user.isStaff ? user.staffRole ?? 'administrator' : null,
    mfaRequired: user.mfaRequired ? 1 : 0, contactId, createdAt: ctx.now.toISOString(),
  }).execute();
  for (const [feature, resource] of user.grants) {
    await ctx.db.insertInto('userPermissions').values({ userId: id, feature, resource, grant: 'Granted' }).execute();
  }
  return id;
}

async function addClient(ctx: SeedContext, firmId: number, name: string, extra: { nickname?: string; cnpj?: string } = {}) {
  const id = randomUUID();
  await ctx.db.insertInto('clients').values({
    id, firmId, name, nickname: extra.nickname ?? null, initials: initialsOf(name), cnpj: extra.cnpj ?? null,
  }).execute();
  return id;
}

const grantClients = (ctx: SeedContext, userId: string, clientIds: string[]) =>
  ctx.db.insertInto('userClients').values(clientIds.map((clientId) => ({ userId, clientId }))).execute();

const THEME_NORTHWIND = {
  colors: { headerFillColor: '#0B3D2E', headerTextColor: '#FFFFFF', buttonFillColor: '#1F7A5C', buttonTextColor: '#FFFFFF' },
  headerLine1: 'Northwind Accounting', loginPageText: 'Welcome to the Northwind client portal.', loginBackground: 'clouds',
  logoutUrl: '', bannerImage: null, withLogo: true,
};
const THEME_HORIZONTE = {
  colors: { headerFillColor: '#003565', headerTextColor: '#FFFFFF', buttonFillColor: '#E36F1E', buttonTextColor: '#FFFFFF' },
  headerLine1: 'Horizonte Contabilidade', loginPageText: 'Bem-vindo ao portal do cliente.', loginBackground: 'clouds',
  logoutUrl: '', bannerImage: null, withLogo: false,
};

const CARLOS_CLIENTS = [
  'Alder Creek Farms', 'Bayside Marine Supply', 'Birchwood Dental', 'Blue Heron Cafe', 'Bright Path Tutoring',
  'Cedar Ridge Builders', 'Clearwater Plumbing', 'Coastal Print Works', 'Copper Kettle Brewing', 'Crescent Moon Yoga',
  'Desert Bloom Landscaping', 'Eastgate Pharmacy', 'Evergreen Veterinary', 'Fairview Auto Body', 'Falcon Freight',
  'Foxglove Florist', 'Golden Gate Bakery', 'Granite Peak Outfitters', 'Harborview Realty', 'Highland Hardware',
  'Ironwood Fitness', 'Juniper Interiors', 'Keystone Electric', 'Lakeside Pediatrics', 'Lighthouse Books',
  'Maple Street Deli', 'Meadowlark Music', 'Northstar Logistics', 'Oak Hollow Winery', 'Pinecrest Roofing',
  'Quarry Stone Supply', 'Redwood Legal Services', 'Riverbend Optometry', 'Sagebrush Ranch', 'Silver Lining Cleaners',
  'Summit Solar', 'Thistle & Thyme Kitchen', 'Union Square Tailors', 'Willow Creek Daycare', 'Zephyr Cycles',
];

/**
 * The demo installation of issue 3: firms, the six accounts, clients, theme, flags, switches, terms. It was
 * 'demo-core' when it also held the folders and documents, now common.documents' step.
 */
export const demoCore: SeedStep = {
  name: 'core/demo',
  supersedes: ['demo-core'],
  async run(ctx) {
    const { db } = ctx;
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    await db.insertInto('firms').values([
      { id: DEMO_FIRMS.northwind, name: 'Northwind Accounting', locked: 0, termsRequired: 1, theme: JSON.stringify(THEME_NORTHWIND), mailFrom: 'Northwind Accounting <portal@northwind.example>' },
      { id: DEMO_FIRMS.horizonte, name: 'Horizonte Contabilidade', locked: 0, termsRequired: 0, theme: JSON.stringify(THEME_HORIZONTE), mailFrom: 'Horizonte Contabilidade <portal@horizonte.example>' },
      { id: DEMO_FIRMS.locked, name: 'Lapsed Ledger LLP', locked: 1, termsRequired: 0, theme: '{}' },
    ]).execute();

    const nw = DEMO_FIRMS.northwind;
    const maria = await addUser(ctx, passwordHash, { firmId: nw, email: DEMO_USERS.maria, firstName: 'Maria', lastName: 'Lopez', language: 'en-us', grants: CLIENT_GRANTS });
    const carlos = await addUser(ctx, passwordHash, { firmId: nw, email: DEMO_USERS.carlos, firstName: 'Carlos', lastName: 'Mendes', language: 'en-us', grants: CLIENT_GRANTS });
    await addUser(ctx, passwordHash, { firmId: nw, email: DEMO_USERS.staff, firstName: 'Sam', lastName: 'Porter', language: 'en-us', isStaff: true, grants: STAFF_GRANTS });
    const mfa = await addUser(ctx, passwordHash, { firmId: nw, email: DEMO_USERS.mfa, firstName: 'Morgan', lastName: 'Fischer', language: 'en-us', mfaRequired: true, grants: CLIENT_GRANTS });
    const joao = await addUser(ctx, passwordHash, { firmId: DEMO_FIRMS.horizonte, email: DEMO_USERS.joao, firstName: 'João', lastName: 'Silva', language: 'pt-br', grants: CLIENT_GRANTS });
    const locked = await addUser(ctx, passwordHash, { firmId: DEMO_FIRMS.locked, email: DEMO_USERS.locked, firstName: 'Lee', lastName: 'Locke', language: 'en-us', grants: CLIENT_GRANTS });

    // maria: three clients; carlos: forty, one with a nickname; joao: Brazilian companies with valid CNPJs.
    // Their folders and documents are the documents feature's demo data (common.documents/demo).
    const acmeClients = [
      await addClient(ctx, nw, 'Acme Bakery LLC'),
      await addClient(ctx, nw, 'Acme Logistics Inc'),
      await addClient(ctx, nw, 'Harbor Dental Group'),
    ];
    await grantClients(ctx, maria, acmeClients);
    await grantClients(ctx, mfa, [acmeClients[0]!]);

    const carlosClients: string[] = [];
    for (const name of CARLOS_CLIENTS) {
      carlosClients.push(await addClient(ctx, nw, name, name === 'Northstar Logistics' ? { nickname: 'NSL' } : {}));
    }
    await grantClients(ctx, carlos, carlosClients);

    const brClients = [
      await addClient(ctx, DEMO_FIRMS.horizonte, 'Padaria Pão Dourado Ltda', { cnpj: withCnpjCheckDigits('112223330001') }),
      await addClient(ctx, DEMO_FIRMS.horizonte, 'Transportes Rio Claro S.A.', { cnpj: withCnpjCheckDigits('452871650001'), nickname: 'Rio Claro' }),
      await addClient(ctx, DEMO_FIRMS.horizonte, 'Clínica Sorriso Feliz Ltda', { cnpj: withCnpjCheckDigits('073916480001') }),
    ];
    await grantClients(ctx, joao, brClients);

    const lockedClient = await addClient(ctx, DEMO_FIRMS.locked, 'Dormant Holdings LLC');
    await grantClients(ctx, locked, [lockedClient]);

    await db.insertInto('featureFlags').values([
      { id: 'taskTools', name: 'Task tools', description: 'Task tools in the documents area', value: 0, lockedBy: '["internalTools"]' },
      { id: 'internalTools', name: 'Internal tools', description: 'Tools for firm developers', value: 0, lockedBy: '[]' },
      { id: 'invoiceTask', name: 'Invoice task', description: 'Invoice tasks on the dashboard', value: 1, lockedBy: '[]' },
      { id: 'feedbackRequest', name: 'Feedback request', description: 'Ask users for feedback', value: 0, lockedBy: '[]' },
    ]).execute();

    await db.insertInto('infrastructureControls').values([
      ...['ClientCenterVnext', 'ClientCenterAddFolder', 'ClientCenterShowClientNickname', 'ClientCenterDocumentsParentID',
        'ClientCenter_ContainerTreeTraversal', 'ClientCenterDocumentDeepLink', 'ClientCenterHideDiagnosticTool']
        .map((name) => ({ firmId: nw, name })),
      ...['ClientCenterVnext', 'BR_ConfigureAccountInformation', 'ClientCenterAddFolder', 'ClientCenterShowClientNickname',
        'ClientCenterHideEsignTask', 'ClientCenterHideInvoiceTask']
        .map((name) => ({ firmId: DEMO_FIRMS.horizonte, name })),
    ]).execute();

    // Northwind requires its terms: maria has signed, carlos meets the terms screen.
    await db.insertInto('termsVersions').values([
      { id: randomUUID(), firmId: nw, version: '2025-01', language: 'en-us', title: 'Client portal terms of use',
        body: 'By using this portal you agree to keep your credentials private and to upload only documents you are entitled to share with Northwind Accounting.',
        publishedAt: '2025-01-01T00:00:00.000Z' },
    ]).execute();
    await db.insertInto('termsAcceptances').values({ userId: maria, firmId: nw, version: '2025-01', acceptedAt: ctx.now.toISOString() }).execute();
  },
};

/**
 * The Brazilian firm's staff (issue 34): an administrator of Horizonte's workspace, in Portuguese. A step of its
 * own, so a database seeded before it gets the account too.
 */
export const demoFirmStaff: SeedStep = {
  name: 'core/demo-firm-staff',
  async run(ctx) {
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    await addUser(ctx, passwordHash, {
      firmId: DEMO_FIRMS.horizonte, email: DEMO_USERS.equipe, firstName: 'Equipe', lastName: 'Horizonte', language: 'pt-br',
      isStaff: true, staffRole: 'administrator', grants: STAFF_GRANTS,
    });
  },
};
