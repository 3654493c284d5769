import type { AlertService } from '@portico/core/alerts/alert-service';
import type { Container } from '@portico/contract/documents';
import type { DocumentsApi } from '../api/documents-api';
import { errorCodeOf } from '../api/api-error';
import { canCreateFolderIn } from '../model/folder-tree';

export interface FolderDeps {
  api: DocumentsApi;
  alerts: AlertService;
  clientId: () => string | null;
  onCreated: (folder: Container) => Promise<void> | void;
}

/** Creates a folder where the container allows it; the alerts of spec 000 §5 and §8 either way. */
export async function createFolder(deps: FolderDeps, parent: Container | null, rawName: string): Promise<Container | null> {
  const clientId = deps.clientId();
  const folderName = rawName.trim();
  if (!clientId || !folderName) return null;
  if (!parent || !canCreateFolderIn(parent)) {
    deps.alerts.raise('folderCreateNotPermitted');
    return null;
  }
  try {
    const folder = await deps.api.createFolder(clientId, { containerId: parent.id, name: folderName, type: 'folder' });
    deps.alerts.raise('uploadFolderSuccessAlert', { values: { folderName } });
    await deps.onCreated(folder);
    return folder;
  } catch (error) {
    const code = await errorCodeOf(error);
    if (code === 'FOLDER_CREATE_FORBIDDEN') deps.alerts.raise('folderCreateNotPermitted');
    else if (code === 'PREVIEW_READ_ONLY') deps.alerts.add({ type: 'danger', msg: 'core.documents:errors.PREVIEW_READ_ONLY' });
    else deps.alerts.raise('uploadFolderFailAlert', { values: { folderName } });
    return null;
  }
}
