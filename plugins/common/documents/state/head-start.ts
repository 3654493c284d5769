import { type AreaStart, type Kernel, STORAGE_KEYS, TOKENS } from '@portico/plugin';
import { prepareListingFormats } from '../model/document-view';
import type { DocumentsStore } from './documents-store';
import { createDocumentsStore } from './create-store';

/** Keyed by the session: the area's slot hands it a plugin's view of the kernel, not the entry's kernel object. */
const started = new WeakMap<object, DocumentsStore>();

/**
 * The area's head start (AreaManifest.prepare): when a first load opens the documents, the entry calls this once
 * the session is known, and the folders and the likely folder's first page of the client chosen last time are
 * asked for beside the shell's data, instead of after the client list and the area's first render. A stored
 * client that is no longer listed is simply not the one the area loads: it then loads the active one.
 */
export default function startDocumentsAhead(kernel: Kernel, { language, search }: AreaStart): Promise<void> | undefined {
  // The list's date and size formats, built in tasks of their own while the data is on its way: the first render
  // shows the list, and building them inside it made its longest task (30 ms of a desktop CPU).
  const formats = prepareListingFormats(language);
  const clientId = localStorage.getItem(STORAGE_KEYS.activeClient);
  const session = kernel.get(TOKENS.Session);
  if (!clientId || started.has(session)) return formats;
  const store = createDocumentsStore(kernel);
  store.locale = language;
  started.set(session, store);
  // The folders and the folder's first page: the first render waits for them and shows the list at once.
  return Promise.all([store.loadAhead(clientId, new URLSearchParams(search).get('folder')), formats]).then(() => undefined);
}

/** The store started ahead, handed to the first area that mounts; later mounts start afresh. */
export function takeDocumentsAhead(kernel: Kernel): DocumentsStore | undefined {
  const session = kernel.get(TOKENS.Session);
  const store = started.get(session);
  started.delete(session);
  return store;
}
