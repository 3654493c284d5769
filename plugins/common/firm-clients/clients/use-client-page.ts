import { call, TOKENS, useRemoteQuery, useService } from '@portico/plugin';
import { ENDPOINTS, type ClientPage, type Contact } from '../contract';

/** A client's page data, and writes that put the server's answer into it (no second read). */
export function useClientPage(clientId: string) {
  const http = useService(TOKENS.Http);
  const page = useRemoteQuery(['common.firm-clients', 'client', clientId], (signal) =>
    call(http, ENDPOINTS.getFirmClient, { params: { clientId } }, { signal }));
  const putContact = (contact: Contact) => page.update((data: ClientPage) => ({
    ...data, contacts: data.contacts.some((c) => c.id === contact.id)
      ? data.contacts.map((c) => (c.id === contact.id ? contact : c)) : [...data.contacts, contact],
  }));
  return { page, http, putContact, putPage: (data: ClientPage) => page.update(() => data) };
}
