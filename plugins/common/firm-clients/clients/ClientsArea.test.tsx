import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createTestKernel, fakeApi, renderPlugin, reply } from '@portico/plugin/testing';
import { whatTheContactSees } from '../access-catalog';
import { FIRM_CLIENTS_API as API, type ClientPage, type Contact, type NewContact } from '../contract';
import feature from '../feature';
import clients from './manifest';

const STAFF = ['Platform.DefaultStaff', 'Firm.Administration'];
const contact = (extra: Partial<Contact> = {}): Contact => ({
  id: 'u1', email: 'maria@acme.example', firstName: 'Maria', lastName: 'Lopez', language: 'en-us', status: 'active',
  lastSignInAt: '2026-11-30T10:00:00.000Z', grants: [], sees: whatTheContactSees([], []), ...extra,
});
const PAGE: ClientPage = { client: { id: 'c1', name: 'Acme Bakery LLC', nickname: null, taxId: '123456789' }, contacts: [contact()], switches: [], clientSwitches: [] };

async function render(handlers: Parameters<typeof fakeApi>[0], path = '/') {
  const api = fakeApi(handlers);
  const kernel = await createTestKernel({ plugins: [feature], api, grants: STAFF });
  renderPlugin(clients, { kernel, path });
  return api;
}

describe('the clients search (common.firm-clients/clients)', () => {
  it('searches the server as the staff member types and links each result to its page', async () => {
    const api = await render({
      [`GET ${API.clients}`]: (request) => {
        const found = request.query.get('q') === 'acme' ? [{ id: 'c1', name: 'Acme Bakery LLC', nickname: 'AB', taxId: null }] : [];
        return { items: found, totalItems: found.length, startIndex: 0, itemsPerPage: 25 };
      },
    });
    expect(await screen.findByText('No client matches.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Find a client'), 'acme');
    const link = await screen.findByRole('link', { name: 'Acme Bakery LLC' });
    expect(link).toHaveAttribute('href', '/c1');
    expect(screen.getByRole('status')).toHaveTextContent('1 client');
    expect(api.calls.at(-1)?.query.get('q')).toBe('acme');
  });

  it('says so when the search fails, with a retry', async () => {
    await render({ [`GET ${API.clients}`]: () => reply(500, { code: 'INTERNAL', message: 'down' }) });
    expect(await screen.findByRole('alert')).toHaveTextContent('The clients could not be loaded.');
  });
});

describe("a client's page", () => {
  it('keeps the typed invitation and says why when the address is in use, then adds the invited contact', async () => {
    let taken = true;
    const api = await render({
      [`GET ${API.client}`]: () => PAGE,
      [`POST ${API.contacts}`]: (request) => {
        if (taken) return reply(409, { code: 'EMAIL_IN_USE', message: 'in use' });
        const body = request.body as NewContact;
        return reply(201, contact({ id: 'u2', email: body.email, firstName: body.firstName, lastName: body.lastName, status: 'invited', lastSignInAt: null }));
      },
    }, '/c1');
    expect(await screen.findByRole('heading', { name: 'Acme Bakery LLC' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('E-mail'), 'nora@example.com');
    await userEvent.type(screen.getByLabelText('First name'), 'Nora');
    await userEvent.type(screen.getByLabelText('Last name'), 'Quill');
    await userEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('An account with this e-mail address exists already.')).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveValue('nora@example.com');
    taken = false;
    await userEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    const card = await screen.findByRole('article', { name: 'Nora Quill' });
    expect(within(card).getByText('Invited')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Resend invitation' })).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'POST').at(-1)?.body).toEqual({ email: 'nora@example.com', firstName: 'Nora', lastName: 'Quill', language: 'en-us' });
    // The invitee's language is offered in itself, whatever the staff member reads.
    const languages = within(screen.getByLabelText('Language')).getAllByRole('option').map((o) => o.textContent);
    expect(languages).toEqual(expect.arrayContaining(['English (United States)', 'Español (Argentina)', 'Português (Brasil)', 'Français (Canada)', 'Nederlands (Nederland)']));
  });

  it('deactivates a contact only after a confirmation', async () => {
    const api = await render({
      [`GET ${API.client}`]: () => PAGE,
      [`POST ${API.deactivation}`]: () => contact({ status: 'deactivated' }),
    }, '/c1');
    const card = await screen.findByRole('article', { name: 'Maria Lopez' });
    await userEvent.click(within(card).getByRole('button', { name: 'Deactivate' }));
    expect(within(card).getByText(/They are signed out at once/)).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'Cancel' }));
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);
    await userEvent.click(within(card).getByRole('button', { name: 'Deactivate' }));
    await userEvent.click(within(card).getByRole('button', { name: 'Deactivate' }));
    expect(await within(card).findByText('Deactivated')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Reactivate' })).toBeInTheDocument();
  });

  it('grants "documents only" and shows at once what the contact will see', async () => {
    const api = await render({
      [`GET ${API.client}`]: () => PAGE,
      [`PUT ${API.grant}`]: () => contact({ grants: ['ClientCenter.AllDocsOnly'], sees: whatTheContactSees(['ClientCenter.AllDocsOnly'], []) }),
    }, '/c1');
    const card = await screen.findByRole('article', { name: 'Maria Lopez' });
    const sees = within(card).getByRole('region', { name: 'What Maria Lopez will see' });
    expect(within(sees).getByText('Dashboard: shown')).toBeInTheDocument();
    // Only grants an enabled feature reads are offered: Box-E's is not, in this kernel.
    expect(within(card).queryByLabelText('Box-E: export')).not.toBeInTheDocument();
    await userEvent.click(within(card).getByLabelText('Documents only'));
    expect(await within(sees).findByText('Dashboard: hidden')).toBeInTheDocument();
    expect(within(card).getByLabelText('Documents only')).toBeChecked();
    expect(api.calls.find((c) => c.method === 'PUT')).toMatchObject({ path: '/api/common-firm-clients/v1/staff/clients/c1/contacts/u1/grants/ClientCenter.AllDocsOnly', body: { on: true } });
  });

  it("switches Box-E off for the client where a feature keeps that switch, and the stores leave what the contact sees", async () => {
    const boxe = (on: boolean): ClientPage => ({
      ...PAGE,
      clientSwitches: [{ name: 'BoxE.Order', scope: 'firm', on: true }, { name: 'BoxE.LastToggle', scope: 'client', on }],
      contacts: [contact({ sees: whatTheContactSees([], on ? ['BoxE.Order', 'BoxE.LastToggle'] : ['BoxE.Order']) })],
    });
    const api = await render({ [`GET ${API.client}`]: () => boxe(true), [`PUT ${API.clientSwitch}`]: () => boxe(false) }, '/c1');
    const card = await screen.findByRole('article', { name: 'Maria Lopez' });
    expect(within(card).getByText('Box-E stores: shown')).toBeInTheDocument();
    await userEvent.click(screen.getByLabelText('Box-E on for this client'));
    expect(await within(card).findByText('Box-E stores: hidden')).toBeInTheDocument();
    expect(screen.getByLabelText('Box-E on for this client')).not.toBeChecked();
    expect(api.calls.find((c) => c.method === 'PUT')).toMatchObject({ body: { on: false } });
  });
});
