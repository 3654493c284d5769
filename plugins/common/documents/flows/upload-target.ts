import type { Container } from '@portico/contract/documents';
import type { ClientsStore } from '@portico/plugin';
import type { DocumentsStore } from '../state/documents-store';
import type { UploadTarget } from '../model/upload-machine';

/**
 * The client and folder an upload is bound to, with the names the upload panel shows (`nameOf`: the folder's as the
 * reader sees it); null when the folder is unknown.
 */
export function uploadTargetOf(store: DocumentsStore, clients: ClientsStore, containerId: string, nameOf: (folder: Container) => string): UploadTarget | null {
  const clientId = store.state.clientId;
  const folder = store.container(containerId);
  if (!clientId || !folder) return null;
  const client = clients.state.clients.find((c) => c.id === clientId);
  return { clientId, clientName: client?.displayAs || client?.name || '', containerId, folderName: nameOf(folder) };
}
