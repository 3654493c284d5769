import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DocumentVersion } from '@portico/contract/documents';
import { TOKENS } from '@portico/plugin';
import { createTestKernel, errorReply, renderWithKernel } from '@portico/plugin/testing';
import { DocumentsApi } from '../api/documents-api';
import documents from '../feature';
import { fakeDocumentsServer, type FakeDocumentsServer } from '../testing/fake-api';
import { doc } from '../testing/fixtures';
import { DetailsPanel } from './DetailsPanel';

const STATEMENT = doc('d1', { name: 'P&L Statement 2025.pdf' });
const version = (id: string, replacedDate: string, overrides: Partial<DocumentVersion> = {}): DocumentVersion => ({
  id, size: 1_536_000, mimeType: 'application/pdf', createdDate: '2025-01-10T12:00:00.000Z', replacedDate, uploadedByStaff: false, ...overrides,
});
const VERSIONS = [
  version('v2', '2025-03-04T12:00:00.000Z', { size: 2048 }),
  version('v1', '2025-02-01T12:00:00.000Z', { uploadedByStaff: true }),
];

afterEach(() => {
  vi.restoreAllMocks();
});

async function setup(options: { versions?: DocumentVersion[]; language?: string; configure?: (server: FakeDocumentsServer) => void } = {}) {
  const server = fakeDocumentsServer({ documents: [STATEMENT], versions: new Map([['d1', options.versions ?? VERSIONS]]) });
  options.configure?.(server);
  const kernel = await createTestKernel({ plugins: [documents], api: server.api, language: options.language });
  await kernel.get(TOKENS.I18n).loadNamespace('common.documents');
  kernel.get(TOKENS.Tokens).longToken = 'test-token';
  const api = new DocumentsApi(kernel.get(TOKENS.Http), kernel.get(TOKENS.Tokens));
  renderWithKernel(
    <DetailsPanel api={api} alerts={kernel.get(TOKENS.Alerts)} clientId="c1" doc={STATEMENT} readOnly={false} editMetadata={false} onClose={() => {}} onFilter={() => {}} />,
    { kernel },
  );
  const user = userEvent.setup();
  const section = () => screen.getByRole('region', { name: /Earlier versions|Versões anteriores/ });
  return { kernel, server, user, section };
}

describe('the versions section of the details panel', () => {
  it('lists the earlier files newest first: replaced date, size, uploader and a download button naming both', async () => {
    const { section } = await setup();
    const items = await within(section()).findAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      'Replaced Mar 4, 2025, 12:00 PM2 kB · uploaded by you or your teamDownload',
      'Replaced Feb 1, 2025, 12:00 PM1.5 MB · uploaded by your firmDownload',
    ]);
    expect(within(items[0]!).getByRole('button', { name: 'Download the version of P&L Statement 2025.pdf replaced Mar 4, 2025, 12:00 PM' })).toBeEnabled();
    expect(within(items[0]!).getByText(/^Replaced/)).toHaveAttribute('datetime', '2025-03-04T12:00:00.000Z');
  });

  it("speaks the user's language, dates included", async () => {
    const { section } = await setup({ language: 'pt-br' });
    const [first] = await within(section()).findAllByRole('listitem');
    expect(first).toHaveTextContent('Substituída em 4 de mar. de 2025, 12:00');
    expect(within(first!).getByRole('button', { name: 'Baixar a versão de P&L Statement 2025.pdf substituída em 4 de mar. de 2025, 12:00' })).toBeInTheDocument();
  });

  it('says when there are no earlier versions', async () => {
    const { section, server } = await setup({ versions: [] });
    expect(await within(section()).findByText('No earlier versions.')).toBeInTheDocument();
    expect(server.calls.filter((c) => c.path === '/api/documents/v1/clients/c1/documents/d1/versions')).toHaveLength(1);
  });

  it('says when the list failed and loads it again on Try again', async () => {
    let failing = true;
    const { section, user } = await setup({
      configure: (server) => {
        server.override = (call) => (failing && call.path.endsWith('/d1/versions') ? errorReply(503, 'SERVICE_UNAVAILABLE') : undefined);
      },
    });
    expect(await within(section()).findByText('The earlier versions could not be loaded.')).toBeInTheDocument();
    failing = false;
    await user.click(within(section()).getByRole('button', { name: 'Try again' }));
    expect(await within(section()).findAllByRole('listitem')).toHaveLength(2);
  });

  it("downloads a version from its own storage URL under the document's name", async () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { section, server, user } = await setup();
    await user.click(await within(section()).findByRole('button', { name: /replaced Feb 1, 2025/ }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect(server.calls.some((c) => c.path === '/api/documents/v1/clients/c1/documents/d1/versions/v1/download-url')).toBe(true);
    const anchor = click.mock.contexts[0] as HTMLAnchorElement;
    expect(anchor.getAttribute('href')).toMatch(/^\/api\/storage\/v1\/documents\/d1\/versions\/v1\?token=/);
    expect(anchor.getAttribute('download')).toBe('P&L Statement 2025.pdf');
  });

  it('tells the user when a version is gone and shows the list as it now is', async () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { kernel, section, server, user } = await setup();
    await within(section()).findAllByRole('listitem');
    server.versions.set('d1', [VERSIONS[0]!]);
    await user.click(within(section()).getByRole('button', { name: /replaced Feb 1, 2025/ }));
    await waitFor(() => expect(within(section()).getAllByRole('listitem')).toHaveLength(1));
    expect(click).not.toHaveBeenCalled();
    const [alert] = kernel.get(TOKENS.Alerts).state.alerts;
    expect(kernel.get(TOKENS.I18n).instance.t(alert!.msg, alert!.values))
      .toBe('The version of P&L Statement 2025.pdf replaced Feb 1, 2025, 12:00 PM could not be downloaded. Please try again.');
  });
});
