import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createTestKernel, fakeApi, renderPlugin } from '@portico/plugin/testing';
import { MANIFEST_API, type ManifestDeadlines, type ManifestOptions } from '../contract';
import feature from '../feature';
import deadlineSettings from './manifest';

async function setup() {
  const api = fakeApi({
    [`GET ${MANIFEST_API.deadlines}`]: () => ({ cienciaDays: 10, conclusiveDays: 180 }),
    [`PUT ${MANIFEST_API.deadlines}`]: (request) => request.body as ManifestDeadlines,
    [`GET ${MANIFEST_API.options}`]: () => ({ autoCiencia: false, clientCertificateUpload: false }),
    [`PUT ${MANIFEST_API.options}`]: (request) => request.body as ManifestOptions,
  });
  const kernel = await createTestKernel({ plugins: [feature], api, grants: ['Firm.Administration'] });
  renderPlugin(deadlineSettings, { kernel });
  return api;
}

describe('manifest deadlines (br.manifest/deadline-settings)', () => {
  it("shows the firm's deadlines and saves new ones", async () => {
    const api = await setup();
    const conclusive = await screen.findByLabelText('Conclusive events up to (days)');
    expect(conclusive).toHaveValue(180);
    await userEvent.clear(conclusive);
    await userEvent.type(conclusive, '90');
    await userEvent.click(within(screen.getByRole('form', { name: 'NF-e manifest deadlines' })).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText("Saved. Your clients' lists use these deadlines now.")).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'PUT').map((c) => c.body)).toEqual([{ cienciaDays: 10, conclusiveDays: 90 }]);
  });

  it('refuses a Ciência due after the conclusive deadline without sending it', async () => {
    const api = await setup();
    const ciencia = await screen.findByLabelText('Ciência due after (days)');
    await userEvent.clear(ciencia);
    await userEvent.type(ciencia, '200');
    await userEvent.click(within(screen.getByRole('form', { name: 'NF-e manifest deadlines' })).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter whole numbers of days from 1 to 180.')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'PUT')).toEqual([]);
  });

  it('saves the automatic Ciência and the clients\' own certificate upload, each off until switched on', async () => {
    const api = await setup();
    const form = await screen.findByRole('form', { name: 'Firm options' });
    const auto = within(form).getByLabelText('Give Ciência da Operação automatically when a summary arrives');
    const upload = within(form).getByLabelText('Let clients upload their own company\'s certificate (A1)');
    expect([(auto as HTMLInputElement).checked, (upload as HTMLInputElement).checked]).toEqual([false, false]);
    await userEvent.click(auto);
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Options saved.')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'PUT').map((c) => [c.path, c.body])).toEqual([
      [MANIFEST_API.options, { autoCiencia: true, clientCertificateUpload: false }],
    ]);
  });
});
