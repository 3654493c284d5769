import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { API } from '@portico/contract/api-paths';
import type { Profile } from '@portico/contract/profile';
import { REPORT_ISSUE_MODAL, TOKENS } from '@portico/plugin';
import { createTestKernel, errorReply, fakeApi, type FakeHandler, ModalHost, renderWithKernel } from '@portico/plugin/testing';
import feature from '../feature';
import { SUPPORT_API, type IssueConfirmationRequest, type LogBatch, type SupportChannels } from '../contract';
import { CHAT_OPEN_DELAY_MS } from './issue-report';
import { ISSUE_REPORT_TYPE, MAX_LOG_ENTRY_BYTES } from '../contract';

const CHAT = 'https://chat.support.test/start';
const CHANNELS: SupportChannels = {
  chatUrl: CHAT,
  chatHours: null,
  emails: {
    us: 'us@support.test', gb: 'gb@support.test', ca: 'ca@support.test', nl: 'nl@support.test',
    ar: 'ar@support.test', br: 'br@support.test', in: 'in@support.test', au: 'au@support.test',
  },
};
const CODE = /^[A-Z0-9]{5}-[A-Z0-9]{5}$/;

const ok = { accepted: 1 };
const queued = { notificationId: 'n1' };

async function open(options: { handlers?: Record<string, FakeHandler>; emulatee?: string; language?: string } = {}) {
  const api = fakeApi({
    [`GET ${SUPPORT_API.channels}`]: () => CHANNELS,
    [`POST ${SUPPORT_API.log}`]: () => ok,
    [`POST ${SUPPORT_API.issueConfirmation}`]: () => queued,
    ...options.handlers,
  });
  const kernel = await createTestKernel({ plugins: [feature], api, emulatee: options.emulatee, language: options.language });
  renderWithKernel(<ModalHost />, { kernel });
  act(() => { kernel.get(TOKENS.Modals).openNamed(REPORT_ISSUE_MODAL); });
  const dialog = await screen.findByRole('dialog', { name: /report an issue|signaler|relatar/i });
  return { api, kernel, dialog };
}

const bodyOf = <T,>(api: ReturnType<typeof fakeApi>, method: string, path: string) =>
  api.calls.find((c) => c.method === method && c.path === path)?.body as T | undefined;

async function describeAndSubmit(text = 'The upload button does nothing') {
  await userEvent.type(screen.getByRole('textbox', { name: 'What went wrong?' }), text);
  await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('report an issue: description', () => {
  it('opens empty with the description focused, and submit stays disabled until there is text', async () => {
    await open();
    const text = screen.getByRole('textbox', { name: 'What went wrong?' });
    await waitFor(() => expect(text).toHaveFocus());
    expect(text).toHaveValue('');
    const submit = screen.getByRole('button', { name: 'Submit' });
    expect(submit).toBeDisabled();
    await userEvent.type(text, '   ');
    expect(submit).toBeDisabled();
    await userEvent.type(text, 'Broken');
    expect(submit).toBeEnabled();
  });

  it('sends the log batch (description and recent errors) and the confirmation, then shows the confirmation screen', async () => {
    const { api, kernel } = await open();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    kernel.get(TOKENS.Logger).error('documents', 'Upload folder failed to load', new Error('503'));
    await describeAndSubmit();
    expect(await screen.findByRole('heading', { name: 'Thank you, we received your report' })).toBeInTheDocument();

    const batch = bodyOf<LogBatch>(api, 'POST', SUPPORT_API.log)!;
    expect(batch.version).toBe('0.1');
    expect(batch.items).toHaveLength(1);
    const [entry] = batch.items;
    expect(entry).toMatchObject({ specversion: '0.2', type: ISSUE_REPORT_TYPE, contenttype: 'application/json', data: { description: 'The upload button does nothing' } });
    expect(entry!.id).toMatch(CODE);
    expect(entry!.data.logs).toEqual(expect.arrayContaining([
      expect.objectContaining({ type: 'frontEndException', description: 'Upload folder failed to load' }),
    ]));

    const notification = bodyOf<IssueConfirmationRequest>(api, 'POST', SUPPORT_API.issueConfirmation)!;
    expect(notification.recipient).toBe('1');
    expect(notification.variables).toMatchObject({ FIRST_NAME: 'Test', REFERENCE_CODE: entry!.id, ISSUE_DESCRIPTION: 'The upload button does nothing' });
    expect(notification.variables.DATE).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('attaches the newest errors that fit in one stored entry, so a long error history never gets the report refused', async () => {
    const { api, kernel } = await open();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const logger = kernel.get(TOKENS.Logger);
    for (let i = 0; i < 30; i++) logger.error('documents', `Failure ${i} ${'x'.repeat(3900)}`, new Error(`stack ${i} ${'y'.repeat(3900)}`));
    await describeAndSubmit('é'.repeat(100));
    expect(await screen.findByRole('heading', { name: 'Thank you, we received your report' })).toBeInTheDocument();

    const [entry] = bodyOf<LogBatch>(api, 'POST', SUPPORT_API.log)!.items;
    const stored = entry!.type + entry!.source + entry!.data.description + JSON.stringify(entry!.data.logs);
    expect(new TextEncoder().encode(stored).length).toBeLessThanOrEqual(MAX_LOG_ENTRY_BYTES);
    const attached = (entry!.data.logs as Array<{ description?: string }>).slice(1).map((e) => e.description?.split(' ')[1]);
    expect(attached.length).toBeGreaterThan(1);
    expect(attached.length).toBeLessThan(30);
    expect(attached.at(-1)).toBe('29');
    expect(attached).toEqual(attached.map((_, i) => String(30 - attached.length + i)));
  });

  it("in a preview sends the confirmation to the impersonating staff member's contact", async () => {
    const profile: Profile = {
      id: 'guid-client', email: 'client@test', prefix: '', firstName: 'Cli', middleName: '', lastName: 'Ent', suffix: '',
      language: 'en-us', isStaff: false, staffRole: null, impersonatorContactId: 'staff-contact', account: { companyName: 'Firm', contactId: 'client-contact' },
    };
    const { api } = await open({ emulatee: 'guid-client', handlers: { [`GET ${API.profileMe}`]: () => profile } });
    await describeAndSubmit();
    await screen.findByRole('heading', { name: 'Thank you, we received your report' });
    expect(bodyOf<IssueConfirmationRequest>(api, 'POST', SUPPORT_API.issueConfirmation)!.recipient).toBe('staff-contact');
  });

  it.each([
    ['the log batch', `POST ${SUPPORT_API.log}`],
    ['the confirmation e-mail', `POST ${SUPPORT_API.issueConfirmation}`],
  ])('stays on the description with a closeable "servererror" alert when %s fails, and the busy state ends', async (_, key) => {
    await open({ handlers: { [key]: () => errorReply(500, 'INTERNAL') } });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await describeAndSubmit('Nothing loads');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong on our side. Please try again later.');
    expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
    expect(screen.getByRole('textbox', { name: 'What went wrong?' })).toHaveValue('Nothing loads');
    expect(screen.queryByRole('heading', { name: 'Thank you, we received your report' })).toBeNull();
    await userEvent.click(within(alert).getByRole('button', { name: 'Close alert' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says why when the log refuses the report (its rate limit), keeping the text', async () => {
    await open({ handlers: { [`POST ${SUPPORT_API.log}`]: () => errorReply(429, 'LOG_RATE_LIMITED') } });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await describeAndSubmit('Nothing loads');
    expect(await screen.findByRole('alert')).toHaveTextContent('so this report was not stored. Please try again in a few minutes.');
    expect(screen.getByRole('textbox', { name: 'What went wrong?' })).toHaveValue('Nothing loads');
  });

  it('moves on when the mail limit held the confirmation back, saying no e-mail was sent (the report went)', async () => {
    const { api } = await open({ handlers: { [`POST ${SUPPORT_API.issueConfirmation}`]: () => errorReply(429, 'MAIL_RATE_LIMITED') } });
    await describeAndSubmit();
    expect(await screen.findByRole('heading', { name: 'Thank you, we received your report' })).toBeInTheDocument();
    expect(screen.getByText(/we did not e-mail you a confirmation this time/)).toBeInTheDocument();
    expect(screen.queryByText(/We sent you a confirmation by e-mail/)).toBeNull();
    expect(bodyOf<LogBatch>(api, 'POST', SUPPORT_API.log)!.items).toHaveLength(1);
  });

  it('closes from its X and from Cancel without sending anything', async () => {
    const { api } = await open();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls.filter((c) => c.method === 'POST')).toEqual([]);
  });
});

describe('report an issue: confirmation', () => {
  it("offers an e-mail to the locale's country address whose subject and body carry the code and the description", async () => {
    const { api } = await open({ language: 'en-gb' });
    await describeAndSubmit('Totals are wrong');
    const code = bodyOf<LogBatch>(api, 'POST', SUPPORT_API.log)!.items[0]!.id;
    const email = await screen.findByRole('link', { name: /Send us an e-mail/ });
    expect(email).toHaveTextContent('Write to gb@support.test');
    const href = new URL(email.getAttribute('href')!);
    expect(href.protocol).toBe('mailto:');
    expect(href.pathname).toBe('gb@support.test');
    expect(href.searchParams.get('subject')).toBe(`Issue report ${code}`);
    expect(href.searchParams.get('body')).toContain(code);
    expect(href.searchParams.get('body')).toContain('Totals are wrong');
  });

  it("a locale whose country has no address writes to the US one; with neither, there is no e-mail option but the chat, in the firm's hours", async () => {
    const emails = { ...CHANNELS.emails, gb: null, us: null };
    await open({ language: 'en-gb', handlers: { [`GET ${SUPPORT_API.channels}`]: () => ({ ...CHANNELS, chatHours: 'Mon–Fri 8–6 GMT', emails }) } });
    await describeAndSubmit();
    const chat = await screen.findByRole('button', { name: /Start a live chat/ });
    await waitFor(() => expect(chat).toBeEnabled());
    expect(chat).toHaveTextContent('Talk to our support team, Mon–Fri 8–6 GMT');
    expect(screen.queryByRole('link', { name: /Send us an e-mail/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Send us an e-mail/ })).toBeNull();
  });

  it('offers no live chat where neither the firm nor the server names a chat service, only the e-mail', async () => {
    await open({ handlers: { [`GET ${SUPPORT_API.channels}`]: () => ({ ...CHANNELS, chatUrl: null }) } });
    await describeAndSubmit();
    expect(await screen.findByRole('link', { name: /Send us an e-mail/ })).toHaveAttribute('href', expect.stringMatching(/^mailto:us@support\.test/));
    expect(screen.queryByRole('button', { name: /Start a live chat/ })).toBeNull();
  });

  it('can be closed', async () => {
    await open();
    await describeAndSubmit();
    await screen.findByRole('heading', { name: 'Thank you, we received your report' });
    await userEvent.click(screen.getAllByRole('button', { name: 'Close' }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

describe('report an issue: start chat', () => {
  it('shows the reference code with a copy button and opens the chat window 3000 ms later', async () => {
    const { api } = await open();
    await describeAndSubmit();
    const code = bodyOf<LogBatch>(api, 'POST', SUPPORT_API.log)!.items[0]!.id;
    const chatButton = await screen.findByRole('button', { name: /Start a live chat/ });
    await waitFor(() => expect(chatButton).toBeEnabled());
    const windowOpen = vi.spyOn(window, 'open').mockReturnValue(null);

    vi.useFakeTimers();
    fireEvent.click(chatButton);
    expect(screen.getByRole('heading', { name: 'Live chat' })).toBeInTheDocument();
    expect(screen.getByTestId('reference-code')).toHaveTextContent(code);
    expect(code).toMatch(CODE);
    expect(screen.getByText('Live chat is open from 9AM to 5PM EST.')).toBeInTheDocument();
    act(() => { vi.advanceTimersByTime(CHAT_OPEN_DELAY_MS - 1); });
    expect(windowOpen).not.toHaveBeenCalled();
    act(() => { vi.advanceTimersByTime(1); });
    expect(windowOpen).toHaveBeenCalledTimes(1);
    const chatUrl = new URL(String(windowOpen.mock.calls[0]![0]));
    expect([`${chatUrl.origin}${chatUrl.pathname}`, chatUrl.searchParams.get('ref'), chatUrl.searchParams.get('lang')]).toEqual([CHAT, code, 'en-us']);
    vi.useRealTimers();

    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await userEvent.click(screen.getByRole('button', { name: 'Copy code' }));
    expect(writeText).toHaveBeenCalledWith(code);
    expect(screen.getByRole('status')).toHaveTextContent('Reference code copied.');

    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says so when the code cannot be copied, and a closed screen opens no chat', async () => {
    await open();
    await describeAndSubmit();
    const chatButton = await screen.findByRole('button', { name: /Start a live chat/ });
    await waitFor(() => expect(chatButton).toBeEnabled());
    const windowOpen = vi.spyOn(window, 'open').mockReturnValue(null);
    await userEvent.click(chatButton);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText: async () => { throw new Error('denied'); } }, configurable: true });
    await userEvent.click(screen.getByRole('button', { name: 'Copy code' }));
    expect(screen.getByRole('status')).toHaveTextContent('The code could not be copied.');
    vi.useFakeTimers();
    fireEvent.click(screen.getAllByRole('button', { name: 'Close' })[0]!);
    // The modal host re-renders on valtio's next microtask.
    await act(async () => { await Promise.resolve(); });
    act(() => { vi.advanceTimersByTime(CHAT_OPEN_DELAY_MS * 2); });
    expect(windowOpen).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
