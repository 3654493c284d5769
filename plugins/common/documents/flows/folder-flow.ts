import type { AlertService } from '@portico/plugin';
import type { Container } from '@portico/contract/documents';
import { fileNameProblem, type FileNameProblem } from '@portico/contract/file-names';
import type { DocumentsApi } from '../api/documents-api';
import { errorCodeOf } from '../api/api-error';
import { READ_ONLY_CODES } from './alert-texts';
import { canCreateFolderIn } from '../model/folder-tree';

export interface FolderDeps {
  api: DocumentsApi;
  alerts: AlertService;
  clientId: () => string | null;
  onCreated: (folder: Container) => Promise<void> | void;
  /** After a rename or delete: the tree reloads (and the parent opens after a delete). */
  onChanged: (opened: string | null) => Promise<void> | void;
}

/** Folder names follow the file-name rule (core/contract/file-names.ts), which the server applies too. */
export const folderNameProblem = (name: string): FileNameProblem | null => fileNameProblem(name.trim());

/** A plain folder that allows changes: roots and the contact folder stay. */
export const canChangeFolder = (folder: Container | null): folder is Container =>
  Boolean(folder && folder.type === 'folder' && folder.parent && folder.permissions.canDelete);

/** Creates a folder where the container allows it; the alerts of spec 000 §5 and §8 either way, naming where. */
export async function createFolder(deps: FolderDeps, parent: Container | null, rawName: string): Promise<Container | null> {
  const clientId = deps.clientId();
  const folderName = rawName.trim();
  if (!clientId || !folderName) return null;
  if (!parent || !canCreateFolderIn(parent)) {
    deps.alerts.raise('folderCreateNotPermitted');
    return null;
  }
  if (folderNameProblem(folderName)) {
    deps.alerts.raise('uploadFolderFailAlert', { values: { folderName, parentName: parent.name } });
    return null;
  }
  try {
    const folder = await deps.api.createFolder(clientId, { containerId: parent.id, name: folderName, type: 'folder' });
    deps.alerts.raise('uploadFolderSuccessAlert', { values: { folderName, parentName: parent.name } });
    await deps.onCreated(folder);
    return folder;
  } catch (error) {
    const code = await errorCodeOf(error);
    if (code === 'FOLDER_CREATE_FORBIDDEN') deps.alerts.raise('folderCreateNotPermitted');
    else if (READ_ONLY_CODES.has(code)) deps.alerts.add({ type: 'danger', msg: `common.documents:errors.${code}` });
    else deps.alerts.raise('uploadFolderFailAlert', { values: { folderName, parentName: parent.name } });
    return null;
  }
}

/** Renames a folder; answers the error code for the dialog to show (null when done). */
export async function renameFolder(deps: FolderDeps, folder: Container, rawName: string): Promise<string | null> {
  const clientId = deps.clientId();
  const name = rawName.trim();
  if (!clientId) return 'INTERNAL_ERROR';
  if (folderNameProblem(name)) return 'FOLDER_NAME_INVALID';
  try {
    await deps.api.renameFolder(clientId, folder.id, name);
  } catch (error) {
    return errorCodeOf(error);
  }
  deps.alerts.raise('folderRenameSuccess', { values: { oldName: folder.name, folderName: name } });
  await deps.onChanged(folder.id);
  return null;
}

/** Deletes a folder (its documents to the trash when it has any); answers the error code, null when done. */
export async function deleteFolder(deps: FolderDeps, folder: Container): Promise<string | null> {
  const clientId = deps.clientId();
  if (!clientId) return 'INTERNAL_ERROR';
  let trashed: string[];
  try {
    trashed = (await deps.api.deleteFolder(clientId, folder.id, folder.hasFiles)).trashed;
  } catch (error) {
    return errorCodeOf(error);
  }
  deps.alerts.raise('folderDeleteSuccess', { values: { folderName: folder.name, count: trashed.length } });
  await deps.onChanged(folder.parent?.id ?? null);
  return null;
}
