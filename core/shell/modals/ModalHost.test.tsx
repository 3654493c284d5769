import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createTestKernel, renderWithKernel } from '@portico/test/support/test-kernel';
import { defineFeature } from '@portico/kernel/feature';
import { definePlugin, type DialogProps } from '@portico/kernel/plugin';
import { TOKENS } from '@portico/kernel/tokens';
import { ReportIssueButton } from '../ReportIssueButton';
import { ModalHost } from './ModalHost';
import { REPORT_ISSUE_MODAL } from '../../modals/modal-service';

function ReportIssue({ close, pluginId, note }: DialogProps & { note?: string }) {
  return (
    <div role="dialog" aria-label={pluginId}>
      <p>{note}</p>
      <button type="button" onClick={close}>
        {pluginId}
      </button>
    </div>
  );
}
const reportIssue = definePlugin({
  id: 'test.support/report-issue', kind: 'dialog', dialog: REPORT_ISSUE_MODAL, titleKey: 'title', load: async () => ({ default: ReportIssue }),
});
const support = defineFeature({ id: 'test.support', plugins: [reportIssue] });

describe('dialogs by name', () => {
  it("a feature's dialog plugin opens by its name in the modal host, in its own slot, and closes itself", async () => {
    const kernel = await createTestKernel({ plugins: [support], emulatee: 'guid-client' });
    renderWithKernel(<><ReportIssueButton /><ModalHost /></>, { kernel });
    await userEvent.click(await screen.findByRole('button', { name: 'Report an issue' }));
    expect(await screen.findByRole('dialog', { name: 'test.support/report-issue' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'test.support/report-issue' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    kernel.get(TOKENS.Modals).openNamed(reportIssue.id, { note: 'opened by plugin id, with props' });
    expect(await screen.findByText('opened by plugin id, with props')).toBeInTheDocument();
  });

  it('hides the button when nothing answers to its dialog name', async () => {
    const kernel = await createTestKernel({ emulatee: 'guid-client' });
    renderWithKernel(<><ReportIssueButton /><ModalHost /></>, { kernel });
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.queryByRole('button', { name: 'Report an issue' })).toBeNull();
    expect(kernel.get(TOKENS.Modals).openNamed(REPORT_ISSUE_MODAL)).toBeNull();
  });
});
