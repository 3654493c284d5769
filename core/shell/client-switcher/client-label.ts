import type { Client } from '@portico/contract/clients';

export const NICKNAME_CONTROL = 'ClientCenterShowClientNickname';
/** More clients than this open the 'Select a Client' modal instead of the dropdown (spec 000 §9). */
export const DROPDOWN_MAX_CLIENTS = 6;
/** Spec 000 §9: the modal search waits 200 ms after the last keystroke. */
export const CLIENT_SEARCH_DEBOUNCE_MS = 200;

/** The client's name, plus its nickname when the nickname switch is on. */
export function clientLabel(client: Pick<Client, 'name' | 'nickname'>, showNickname: boolean): string {
  return showNickname && client.nickname ? `${client.name} (${client.nickname})` : client.name;
}
