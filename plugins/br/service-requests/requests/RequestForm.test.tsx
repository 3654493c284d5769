import { act, cleanup, screen, waitFor } from '@testing-library/react';
import generalRequests from '../actions/general-requests/manifest';
import feature from '../feature';
import { FORM_ROUTES } from './routes';
import { renderAction, requestOf, requestServer, typeInto } from './test-world';
import { AUTOSAVE_DELAY_MS } from './use-request-draft';

const REGISTRATION_GRANTS = ['ServiceRequest.Employee', 'ServiceRequest.Intern', 'ServiceRequest.Partner'];
const FORMS = feature.plugins.filter((p) => Object.values(FORM_ROUTES).includes((p as { route?: string }).route ?? ''));

describe('the request form frame', () => {
  it('creates the draft on the first change, then autosaves with "Saving..." and "Changes saved"', async () => {
    const server = requestServer(null, { delayMs: 300 });
    await renderAction(generalRequests, { api: server.api });
    await screen.findByRole('heading', { name: 'General request' }, { timeout: 10_000 });
    expect(screen.getByRole('status').textContent).toBe('');
    typeInto('Subject', 'Guia do FGTS');
    await waitFor(() => expect(screen.getByText('Saving...')).toBeTruthy(), { timeout: 3000 });
    await screen.findByText('Changes saved', undefined, { timeout: 3000 });
    expect(server.bodies).toEqual([{ method: 'POST', body: { type: 'Generic', payload: { subject: 'Guia do FGTS' } } }]);
    expect(screen.getByText('SR-2026-0007')).toBeTruthy();
    typeInto('Description', 'Como emitir a guia?');
    await waitFor(() => expect(server.bodies.at(-1)).toEqual({ method: 'PUT', body: { type: 'Generic', payload: { subject: 'Guia do FGTS', message: 'Como emitir a guia?' } } }), { timeout: 3000 });
  }, 20_000);

  it('creates no draft when a form is only opened and left, whichever of the ten forms it is', async () => {
    expect(FORMS).toHaveLength(10);
    for (const form of FORMS) {
      const server = requestServer();
      await renderAction(form, { api: server.api, grants: REGISTRATION_GRANTS });
      await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 });
      await act(() => new Promise((done) => setTimeout(done, AUTOSAVE_DELAY_MS + 300)));
      expect({ form: form.id, saved: server.bodies }).toEqual({ form: form.id, saved: [] });
      cleanup();
    }
  }, 60_000);

  it('takes focus to the first field in error when sending is refused', async () => {
    const server = requestServer();
    await renderAction(generalRequests, { api: server.api });
    await screen.findByRole('heading', { name: 'General request' }, { timeout: 10_000 });
    typeInto('Description', 'Como emitir a guia do FGTS?');
    const send = screen.getByRole('button', { name: 'Save and send to the firm' });
    send.focus();
    await act(async () => send.click());
    await screen.findByText('The request is incomplete or breaks a rule: see the fields marked.');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Subject')));
    expect(screen.getByLabelText('Subject').getAttribute('aria-invalid')).toBe('true');
  }, 20_000);

  it('shows a rule message per field once dirty, and keeps an incomplete request from being sent', async () => {
    const server = requestServer();
    await renderAction(generalRequests, { api: server.api });
    await screen.findByRole('heading', { name: 'General request' }, { timeout: 10_000 });
    typeInto('Description', 'Curta');
    expect(screen.getByText('Describe the request in at least 10 characters.')).toBeTruthy();
    expect(screen.queryByText('This field is required.')).toBeNull();
    typeInto('Description', 'Como emitir a guia do FGTS?');
    typeInto('Subject', 'FGTS');
    await act(async () => screen.getByRole('button', { name: 'Save and send to the firm' }).click());
    await screen.findByText('The request is incomplete or breaks a rule: see the fields marked.');
    // Category is still empty: submit touched every field, so its required message shows.
    expect(screen.getAllByText('This field is required.').length).toBe(1);
    expect(server.current()!.status).toBe('Draft');
  });

  it('shows the server\'s verdict under the field it names', async () => {
    const server = requestServer(null, { verdict: [{ field: 'subject', code: 'INVALID' }] });
    await renderAction(generalRequests, { api: server.api });
    await screen.findByRole('heading', { name: 'General request' }, { timeout: 10_000 });
    typeInto('Subject', 'FGTS');
    typeInto('Category', 'Payroll');
    typeInto('Description', 'Como emitir a guia do FGTS?');
    await act(async () => screen.getByRole('button', { name: 'Save and send to the firm' }).click());
    await screen.findByText('This value is not valid.');
    expect(screen.getByLabelText('Subject').getAttribute('aria-invalid')).toBe('true');
  });

  it('is read-only once the request is with the firm', async () => {
    const server = requestServer(requestOf('Generic', 'WaitingForAnswer', { subject: 'FGTS', category: 'Payroll', message: 'Como emitir a guia?' }));
    await renderAction(generalRequests, { api: server.api, query: '?id=r1' });
    await screen.findByText('This request is with the firm and can no longer be changed here.', undefined, { timeout: 10_000 });
    expect((screen.getByLabelText('Subject') as HTMLInputElement).value).toBe('FGTS');
    expect((screen.getByLabelText('Subject') as HTMLInputElement).closest('fieldset')!.disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Save and send to the firm' })).toBeNull();
    expect(screen.getByText('Waiting for the firm')).toBeTruthy();
  });
});
