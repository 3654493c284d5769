import { SUPPORTED_LANGUAGES } from '@portico/plugin-server';
import { type DemoTestServer, JOAO, MARIA, previewHeaders, STAFF, startDemoTestServer } from '@portico/plugin-server/testing';
import { SUPPORT_API } from '../../contract';

let t: DemoTestServer;
beforeAll(async () => { t = await startDemoTestServer('us', { features: ['common.support'] }); });
afterAll(async () => { await t.server.stop(); });

const url = SUPPORT_API.issueConfirmation;
const variables = { REFERENCE_CODE: 'AB12C-9XY7Z', ISSUE_DESCRIPTION: 'O upload não funciona', DATE: '2025-05-15' };

const userOf = (email: string) => t.server.ctx.db.selectFrom('users').select(['contactId', 'language']).where('email', '=', email).executeTakeFirstOrThrow();
const setLanguage = (email: string, language: string) => t.server.ctx.db.updateTable('users').set({ language }).where('email', '=', email).execute();
const outboxMail = (id: string) => t.server.ctx.db.selectFrom('outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

/** Posts the confirmation as `email` to their own contact and answers the e-mail the outbox holds. */
async function confirm(email: string, extra: Record<string, string> = {}) {
  const res = await t.call(email, { method: 'POST', url, payload: { recipient: (await userOf(email)).contactId!, variables: { ...variables, ...extra } } });
  expect(res.statusCode).toBe(202);
  return outboxMail(res.json().notificationId);
}

describe('POST issue confirmation notification', () => {
  it("writes to a pt-BR user in Portuguese: subject and body with the code, a pt-BR date and the name in Portuguese", async () => {
    expect((await userOf(JOAO)).language).toBe('pt-br');
    // The portal sends the spec's English default when the session names nobody.
    const mail = await confirm(JOAO, { FIRST_NAME: 'Valued Customer' });
    expect(JSON.parse(mail.recipients)).toEqual([JOAO]);
    expect(mail.subject).toBe('Recebemos o seu relato de problema AB12C-9XY7Z');
    expect(mail.body).toBe('Olá, prezado cliente,\n\nObrigado por relatar um problema em 15/05/2025. O seu código de referência é AB12C-9XY7Z.\n\n'
      + 'O que você nos contou:\nO upload não funciona\n\nInforme o código de referência quando entrar em contato conosco sobre este assunto.\n');
    expect((await confirm(JOAO, { FIRST_NAME: ' João ' })).body).toMatch(/^Olá, João,\n/);
  });

  it('falls back to US English for a language the portal does not know, and keeps a date the sender wrote out', async () => {
    await setLanguage(MARIA, 'xx-zz');
    try {
      const mail = await confirm(MARIA, { DATE: 'May 15, 2025' });
      expect(mail.subject).toBe('We received your issue report AB12C-9XY7Z');
      expect(mail.body).toMatch(/^Hello Valued Customer,\n\nThank you for reporting an issue on May 15, 2025\. Your reference code is AB12C-9XY7Z\./);
    } finally {
      await setLanguage(MARIA, 'en-us');
    }
  });

  it.each(SUPPORTED_LANGUAGES)('has the whole e-mail in %s, the date as the portal writes it there', async (language) => {
    await setLanguage(MARIA, language);
    try {
      const mail = await confirm(MARIA);
      const date = language === 'en-us' ? '05/15/2025' : '15/05/2025';
      expect([mail.subject.includes('AB12C-9XY7Z'), mail.body.includes(date), mail.body.includes('AB12C-9XY7Z')]).toEqual([true, true, true]);
      expect(mail.body).toContain('O upload não funciona');
      expect(`${mail.subject}${mail.body}`).not.toMatch(/\{\{|\}\}/);
      // No name: the default in the reader's language.
      expect(mail.body.includes('Valued Customer')).toBe(language.startsWith('en'));
    } finally {
      await setLanguage(MARIA, 'en-us');
    }
  });

  it("in a preview goes to the impersonating staff member, in the staff member's language, and never to a stranger", async () => {
    const staffContact = (await userOf(STAFF)).contactId!;
    const headers = await previewHeaders(t.server, STAFF, JOAO);
    const res = await t.server.app.inject({ method: 'POST', url, headers, payload: { recipient: staffContact, variables: { ...variables, FIRST_NAME: 'Sam' } } });
    expect(res.statusCode).toBe(202);
    const mail = await outboxMail(res.json().notificationId);
    expect([JSON.parse(mail.recipients), mail.subject]).toEqual([[STAFF], 'We received your issue report AB12C-9XY7Z']);
    expect(mail.body).toMatch(/^Hello Sam,\n\nThank you for reporting an issue on 05\/15\/2025\./);
    const stranger = await t.call(JOAO, { method: 'POST', url, payload: { recipient: (await userOf(MARIA)).contactId!, variables } });
    expect([stranger.statusCode, stranger.json().code]).toEqual([404, 'CONTACT_NOT_FOUND']);
  });
});
