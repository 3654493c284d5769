import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { TrashedDocument } from '@portico/contract/documents';
import { TOKENS } from '@portico/plugin';
import { createTestKernel, renderWithKernel } from '@portico/plugin/testing';
import { DocumentsApi } from '../api/documents-api';
import documents from '../feature';
import { TrashFlow } from '../flows/trash-flow';
import { fakeDocumentsServer } from '../testing/fake-api';
import { doc } from '../testing/fixtures';
import { TrashDialog } from './TrashDialog';

const trashed = (id: string, name: string): TrashedDocument => ({
  document: doc(id, { name }), deletedAt: '2025-03-01T10:00:00.000Z', purgeAt: '2099-01-01T00:00:00.000Z', folder: { id: 'uploads', name: 'Client Uploads' },
});

async function setup(entries: TrashedDocument[]) {
  const server = fakeDocumentsServer({ trashed: entries });
  const kernel = await createTestKernel({ plugins: [documents], api: server.api });
  await kernel.get(TOKENS.I18n).loadNamespace('common.documents');
  await kernel.get(TOKENS.I18n).loadNamespace('shell');
  const api = new DocumentsApi(kernel.get(TOKENS.Http), kernel.get(TOKENS.Tokens));
  const flow = new TrashFlow({ api, alerts: kernel.get(TOKENS.Alerts), clientId: () => 'c1', onRestored: () => undefined });
  renderWithKernel(<TrashDialog flow={flow} readOnly={false} />, { kernel });
  await flow.open();
  const dialog = await screen.findByRole('dialog', { name: 'Trash' });
  return { flow, dialog, user: userEvent.setup() };
}

describe('the Trash after a restore', () => {
  it("keeps focus in the dialog, on the next document's Restore, so Esc still closes it", async () => {
    const { flow, dialog, user } = await setup([trashed('t1', 'Invoice.pdf'), trashed('t2', 'Receipt.pdf')]);
    await user.click(within(dialog).getByRole('button', { name: 'Restore Invoice.pdf' }));
    await waitFor(() => expect(within(dialog).queryByText('Invoice.pdf')).not.toBeInTheDocument());
    expect(within(dialog).getByRole('button', { name: 'Restore Receipt.pdf' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(flow.state.status).toBe('closed');
  });

  it('gives focus to its text once the last document is restored', async () => {
    const { dialog, user } = await setup([trashed('t1', 'Invoice.pdf')]);
    await user.click(within(dialog).getByRole('button', { name: 'Restore Invoice.pdf' }));
    await within(dialog).findByText('The trash is empty.');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });
});
