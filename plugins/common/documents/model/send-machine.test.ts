import { describe, expect, it } from 'vitest';
import type { SendResult } from '@portico/contract/documents';
import { addDays, initialSendState, linkErrors, parseRecipients, recipientsError, sendReducer, type SendEvent } from './send-machine';

const docs = [{ id: '1', name: 'Receipts.pdf' }];
const result: SendResult = { shareId: 's1', expiresAt: '2025-03-11T00:00:00.000Z', recipients: ['a@b.example'] };
const run = (events: SendEvent[]) => events.reduce(sendReducer, initialSendState);
const TODAY = '2025-03-04';
const SEND: SendEvent = { type: 'send', today: TODAY };

describe('recipients', () => {
  it('splits on commas, semicolons and spaces', () => {
    expect(parseRecipients(' a@b.example, c@d.example;e@f.example  g@h.example ')).toHaveLength(4);
  });
  it('requires at least one valid address and at most 20', () => {
    expect(recipientsError('')!.error).toBe('sendRecipientsRequired');
    expect(recipientsError('a@b.example, nope')).toEqual({ error: 'sendRecipientsInvalid', invalid: ['nope'] });
    expect(recipientsError(Array.from({ length: 21 }, (_, i) => `u${i}@x.example`).join(','))!.error).toBe('sendRecipientsTooMany');
    expect(recipientsError('a@b.example')).toBeNull();
  });
});

describe('sendReducer', () => {
  it('trigger → composing → sending → sent', () => {
    const s = run([{ type: 'trigger', docs }, { type: 'edit', recipients: 'a@b.example', message: ' Here you go ' }, SEND]);
    expect(s).toEqual({ status: 'sending', docs, recipients: ['a@b.example'], message: 'Here you go' });
    expect(sendReducer(s, { type: 'sent', result })).toEqual({ status: 'sent', docs, result });
  });

  it('invalid recipients keep the form open with the error, which clears once fixed', () => {
    const s = run([{ type: 'trigger', docs }, { type: 'edit', recipients: 'bad' }, SEND]);
    expect(s).toMatchObject({ status: 'composing', error: { error: 'sendRecipientsInvalid' } });
    expect(sendReducer(s, { type: 'edit', recipients: 'a@b.example' })).toMatchObject({ status: 'composing', error: null });
  });

  it('sending → failed keeps the code', () => {
    const s = run([{ type: 'trigger', docs }, { type: 'edit', recipients: 'a@b.example' }, SEND, { type: 'errored', code: 'INTERNAL_ERROR' }]);
    expect(s).toEqual({ status: 'failed', docs, code: 'INTERNAL_ERROR' });
  });

  it('cancel from composing; not while sending', () => {
    expect(run([{ type: 'trigger', docs }, { type: 'cancel' }]).status).toBe('canceled');
    const sending = run([{ type: 'trigger', docs }, { type: 'edit', recipients: 'a@b.example' }, SEND]);
    expect(sendReducer(sending, { type: 'cancel' })).toBe(sending);
  });

  it('a trigger without documents does nothing', () => {
    expect(run([{ type: 'trigger', docs: [] }]).status).toBe('idle');
  });
});

describe("the link's last day and password", () => {
  it('takes a day from tomorrow to 30 days ahead, and a password of at least 8 characters', () => {
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
    expect(linkErrors({ expiresOn: '', password: '' }, TODAY)).toEqual([]);
    expect(linkErrors({ expiresOn: '2025-03-05', password: '12345678' }, TODAY)).toEqual([]);
    expect(linkErrors({ expiresOn: '2025-04-03', password: '' }, TODAY)).toEqual([]);
    expect(linkErrors({ expiresOn: TODAY, password: '' }, TODAY)).toEqual(['expiresOn']);
    expect(linkErrors({ expiresOn: '2025-04-04', password: '1234567' }, TODAY)).toEqual(['expiresOn', 'password']);
  });

  it('sends them when given, and keeps the form open on a wrong one until that field changes', () => {
    const sent = run([{ type: 'trigger', docs }, { type: 'edit', recipients: 'a@b.example', expiresOn: '2025-03-20', password: 'correct horse' }, SEND]);
    expect(sent).toEqual({ status: 'sending', docs, recipients: ['a@b.example'], message: '', expiresOn: '2025-03-20', password: 'correct horse' });
    const refused = run([{ type: 'trigger', docs }, { type: 'edit', recipients: 'a@b.example', password: 'short' }, SEND]);
    expect(refused).toMatchObject({ status: 'composing', error: null, linkErrors: ['password'] });
    expect(sendReducer(refused, { type: 'edit', message: 'hi' })).toMatchObject({ linkErrors: ['password'] });
    expect(sendReducer(refused, { type: 'edit', password: 'longer one' })).toMatchObject({ linkErrors: [] });
  });
});
