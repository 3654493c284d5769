import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PluginSlot } from '@portico/plugin';
import { createTestKernel, fakeApi, renderWithKernel, reply } from '@portico/plugin/testing';
import { ESIGN_API, type Signature } from '../contract';
import feature from '../feature';
import sign, { OPEN_BEFORE_SIGNING_GRANT } from './manifest';

const SIGNATURE: Signature = {
  task: {
    id: 't1', clientId: 'c1', kind: 'e-signature', title: 'Sign the engagement letter', dueDate: '2099-01-10', state: 'open', sentBackReason: null,
    progress: { done: 0, total: 1 }, createdAt: '2026-11-30T10:00:00.000Z', updatedAt: '2026-11-30T10:00:00.000Z',
  },
  documentName: 'Engagement letter.pdf', sha256: 'ab'.repeat(32), inOrder: false, canSign: true, signed: null,
  signers: [{ userId: 'u1', name: 'Maria Souza', email: 'maria@acme.example', state: 'pending', signedAt: null, declinedReason: null }],
};
const SIGNED: Signature = {
  ...SIGNATURE, canSign: false, task: { ...SIGNATURE.task, state: 'done', progress: { done: 1, total: 1 } },
  signers: [{ ...SIGNATURE.signers[0]!, state: 'signed', signedAt: '2026-12-02T06:00:00.000Z' }],
  signed: { documentId: 'd9', name: 'Engagement letter (signed).pdf', sha256: 'cd'.repeat(32) },
};

async function render(handlers: Parameters<typeof fakeApi>[0], grants: string[] = [OPEN_BEFORE_SIGNING_GRANT]) {
  const api = fakeApi({
    [`GET ${ESIGN_API.document}`]: () => new Blob(['%PDF-1.4'], { type: 'application/pdf' }),
    ...handlers,
  });
  const kernel = await createTestKernel({ plugins: [feature], api, grants });
  // As the tasks area opens a task of this kind: its screen in a slot, with the task and its client company.
  renderWithKernel(<PluginSlot manifest={sign} props={{ taskId: 't1', clientId: 'c1' }} />, { kernel });
  return api;
}

describe('the e-signature (common.esign/sign)', () => {
  it('asks the signer to open the document first, then signs with the consent, the typed name and the password; says where the signed copy is', async () => {
    const api = await render({
      [`GET ${ESIGN_API.signature}`]: () => SIGNATURE,
      [`POST ${ESIGN_API.sign}`]: () => SIGNED,
    });
    expect(await screen.findByRole('heading', { name: 'Sign the engagement letter', level: 1 }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByText('Open and read the document before you sign it.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Open the document' }));
    expect(await screen.findByTitle('Document to sign: Engagement letter.pdf')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Sign' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Tick the statement to agree to sign electronically.');
    await userEvent.click(screen.getByLabelText(/I have read “Engagement letter.pdf” and agree to sign it electronically/));
    await userEvent.type(screen.getByLabelText('Your full name, as your signature'), 'Maria Souza');
    await userEvent.type(screen.getByLabelText('Your password, to confirm it is you'), 'Portico!demo1');
    await userEvent.click(screen.getByRole('button', { name: 'Sign' }));
    expect(await screen.findByText('Everyone has signed. The signed copy, Engagement letter (signed).pdf, is in your documents.')).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({ consent: true, typedName: 'Maria Souza', password: 'Portico!demo1' });
    expect(screen.queryByRole('button', { name: 'Sign' })).not.toBeInTheDocument();
  });

  it("lets the signer sign without opening the document where the firm does not grant 'show preview before viewer'", async () => {
    await render({ [`GET ${ESIGN_API.signature}`]: () => SIGNATURE }, []);
    expect(await screen.findByRole('heading', { name: 'Sign the engagement letter', level: 1 }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByText('Open and read the document before you sign it.')).toBeNull();
    expect(screen.getByRole('button', { name: 'Sign' })).toBeEnabled();
    expect(screen.getByLabelText('Your full name, as your signature')).toBeEnabled();
  });

  it('says a wrong password signed nothing and clears it; declines with a reason', async () => {
    const api = await render({
      [`GET ${ESIGN_API.signature}`]: () => SIGNATURE,
      [`POST ${ESIGN_API.sign}`]: () => reply(403, { code: 'PASSWORD_INCORRECT', message: 'no' }),
      [`POST ${ESIGN_API.decline}`]: () => ({ ...SIGNATURE, canSign: false, task: { ...SIGNATURE.task, state: 'submitted' },
        signers: [{ ...SIGNATURE.signers[0]!, state: 'declined', declinedReason: 'The fee is wrong' }] }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Open the document' }, { timeout: 10_000 }));
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.type(screen.getByLabelText('Your full name, as your signature'), 'Maria');
    await userEvent.type(screen.getByLabelText('Your password, to confirm it is you'), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Sign' }));
    expect(await screen.findByText('That password is not right. Nothing was signed.')).toBeInTheDocument();
    expect(screen.getByLabelText('Your password, to confirm it is you')).toHaveValue('');

    await userEvent.click(screen.getByRole('button', { name: 'Decline to sign' }));
    await userEvent.type(screen.getByLabelText('Why you decline (the firm reads this)'), 'The fee is wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Decline' }));
    expect(await screen.findByText('Declined: The fee is wrong')).toBeInTheDocument();
    expect(screen.getByText('This is with the firm now: they will answer your refusal.')).toBeInTheDocument();
    await waitFor(() => expect(api.calls.some((c) => c.method === 'POST' && c.path.endsWith('/decline'))).toBe(true));
  });
});
