import { describe, expect, it } from 'vitest';
import { API, apiPath } from '@portico/contract/api-paths';
import { TOKENS } from '@portico/kernel/tokens';
import { ContractViolationError, errorReply, fakeApi, reply } from '../support/fake-api';
import { createTestKernel } from '../support/test-kernel';

const client = { id: 'c1', name: 'Acme Holdings', displayAs: 'Acme Holdings', nickname: null, initials: 'AH' };
const clients = { clients: [client], total: 1, currentItemCount: 1, totalPages: 1 };

describe('the test kernel\'s fake API', () => {
  it('answers the app\'s calls by contract path, with the template\'s parameters, and records them', async () => {
    const api = fakeApi({
      [API.clients]: () => clients,
      [`PUT ${API.userLanguage}`]: ({ params, body }) => ({ language: `${params.prismGuid}:${(body as { language: string }).language}` }),
    });
    const kernel = await createTestKernel({ api });
    const http = kernel.get(TOKENS.Http);
    expect(await http.get(`${API.clients}?pageSize=1000`)).toEqual(clients);
    expect(await http.put(apiPath('userLanguage', { prismGuid: 'g1' }), { language: 'pt-br' })).toEqual({ language: 'g1:pt-br' });
    expect(api.calls.map((c) => `${c.method} ${c.path} ${c.query}`)).toEqual(['GET /api/clients/v1/clients pageSize=1000', 'PUT /api/profile/v1/users/g1/language ']);
  });

  it('rejects an answer that violates the contract, naming the call and the field', async () => {
    const api = fakeApi({ [API.clients]: () => ({ ...clients, clients: [{ ...client, initials: 7 }] }) });
    const kernel = await createTestKernel({ api });
    await expect(kernel.get(TOKENS.Http).get(API.clients)).rejects.toThrow();
    const [problem, ...more] = api.takeProblems();
    expect(more).toEqual([]);
    expect(problem).toBeInstanceOf(ContractViolationError);
    expect(problem!.message).toContain('The fake answer to GET /api/clients/v1/clients (200) breaks the contract');
    expect(problem!.message).toContain('/clients/0/initials: Expected string');
  });

  it('checks failures against ErrorBody (or the status the endpoint declares) and refuses a status the contract lacks', async () => {
    const api = fakeApi({
      [API.clients]: () => errorReply(503, 'SERVICE_UNAVAILABLE'),
      [API.flags]: () => reply(500, { oops: true }),
      [API.profileMe]: () => reply(202, {}),
    });
    await createTestKernel({ api });
    expect((await api.fetch(`http://portal.test${API.clients}`)).status).toBe(503);
    expect((await api.fetch(`http://portal.test${API.flags}`)).status).toBe(599);
    expect((await api.fetch(`http://portal.test${API.profileMe}`)).status).toBe(599);
    expect(api.takeProblems().map((p) => p.message.split('\n')[0])).toEqual([
      'The fake answer to GET /api/flags/v1/flags (500) breaks the contract:',
      'The fake answer to GET /api/profile/v1/users/me (202) breaks the contract:',
    ]);
  });

  it('names the method and path of a call no handler answers, and of one the contract does not have', async () => {
    const api = fakeApi({ [`GET ${API.profileMe}`]: () => ({}) });
    await createTestKernel({ api });
    await api.fetch(`http://portal.test${API.profileMe}`, { method: 'PUT', body: '{}' });
    await api.fetch('http://portal.test/api/nothing/here');
    expect(api.takeProblems().map((p) => [p.name, p.message])).toEqual([
      ['UnexpectedCallError', 'Unexpected API call PUT /api/profile/v1/users/me: no handler of the test answers it'],
      ['UnexpectedCallError', 'Unexpected API call GET /api/nothing/here: the contract has no such endpoint'],
    ]);
  });

  it.fails('fails the test that made an unexpected call, even when the app swallowed the error', async () => {
    const kernel = await createTestKernel({ api: fakeApi() });
    await kernel.get(TOKENS.Http).get(API.flags).catch(() => undefined);
  });
});
