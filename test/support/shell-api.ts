import { API } from '@portico/contract/api-paths';
import type { AccountsResponse, Profile } from '@portico/contract/profile';
import type { Theme } from '@portico/contract/theme';
import { answerClients, makeClients } from '@portico/core/shell/client-switcher/fake-client-api';
import { errorReply, fakeApi, type FakeHandler } from './fake-api';

export const TEST_PROFILE: Profile = {
  id: 'guid-test', email: 'test@portico.example', prefix: '', firstName: 'Maria', middleName: '', lastName: 'Silva', suffix: '',
  language: 'en-us', isStaff: false, staffRole: null, impersonatorContactId: null, account: { companyName: 'Acme', contactId: '1' },
};
export const TEST_THEME: Theme = {
  companyId: 1, companyName: 'Acme Accounting',
  colors: { headerFillColor: '#003565', headerTextColor: '#ffffff', buttonFillColor: '#003565', buttonTextColor: '#ffffff', translucentColor: '' },
  logoutUrl: '', loginBackground: 'clouds', loginPageText: '', headerImage: null, headerImageSize: null, headerLine1: 'Acme Accounting', bannerImage: null, timeZone: 'America/New_York',
};
const ACCOUNTS: AccountsResponse = { accounts: [{ companyId: 1, companyName: 'Acme Accounting', contactId: '1', product: 'ClientCenter', active: true }] };
const notFound = () => errorReply(404, 'NOT_FOUND');

/**
 * What the shell asks for once signed in (clients, profile, accounts, theme, help), answered as a firm's
 * portal would; a test replaces any answer by passing its own handler under the same contract path.
 */
export function shellApi(handlers: Record<string, FakeHandler> = {}) {
  return fakeApi({
    [API.clients]: (req) => answerClients(makeClients(2), `${req.path}?${req.query}`),
    [API.profileMe]: () => TEST_PROFILE,
    [API.accounts]: () => ACCOUNTS,
    [API.theme]: () => TEST_THEME,
    [API.helpArticles]: notFound,
    [API.flags]: () => ({ flags: [] }),
    ...handlers,
  });
}

export { notFound as notFoundReply };
