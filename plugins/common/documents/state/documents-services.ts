import type { TFunction } from 'i18next';
import { type Kernel, TOKENS } from '@portico/plugin';
import type { DocumentsApi } from '../api/documents-api';
import { DeleteFlow } from '../flows/delete-flow';
import type { FolderDeps } from '../flows/folder-flow';
import { SendFlow } from '../flows/send-flow';
import { TrashFlow } from '../flows/trash-flow';
import { UploadFlow } from '../flows/upload-flow';
import type { LoadingStrategy } from '../model/loading-strategy';
import { CONTROL_NAMES, GRANT_NAMES } from '../permissions';
import type { DocumentsStore } from './documents-store';
import { createDocumentsStore, documentsStrategyFor } from './create-store';

/** Everything the documents area works with, built once per mounted area. */
export interface DocumentsServices {
  api: DocumentsApi;
  store: DocumentsStore;
  upload: UploadFlow;
  remove: DeleteFlow;
  send: SendFlow;
  trash: TrashFlow;
  folders: FolderDeps;
  /** Preview (emulated) sessions may look but not write. */
  readOnly: boolean;
  /** A client user in a data room (ClientCenterDrive.ForceDataRoom) views and downloads; no change is offered. */
  dataRoom: boolean;
  canAddFolder: boolean;
  deepLinks: boolean;
  /** The phone's "Scan from device" upload entry, unless ClientCenterHideScanFromDevice hides it. */
  scanFromDevice: boolean;
  strategyFor(flatRequested: boolean): LoadingStrategy;
}

export interface DocumentsConfig {
  /** When false (default) the firm gets one combined e-mail per upload batch. */
  notifyOnEachUpload?: boolean;
}

export function createDocumentsServices(kernel: Kernel, t: TFunction, config: DocumentsConfig = {}, store = createDocumentsStore(kernel)): DocumentsServices {
  const permissions = kernel.get(TOKENS.Permissions);
  const alerts = kernel.get(TOKENS.Alerts);
  const logger = kernel.get(TOKENS.Logger);
  const api = store.api;
  const strategyFor = documentsStrategyFor(kernel);
  const clientId = () => store.state.clientId;
  const reload = () => store.reload().catch(() => {
    alerts.raise('documentsRetrieveErrorAlertMsg');
  });
  return {
    api,
    store,
    upload: new UploadFlow({
      api, alerts, logger, t, constraints: (client) => store.uploadConstraints(client), locale: () => kernel.get(TOKENS.I18n).instance.language,
      notifyOnEachUpload: config.notifyOnEachUpload === true,
      // Stored for a client no longer shown: its list reloads when it is opened again.
      onStored: (target) => (target.clientId === clientId() ? reload() : undefined),
    }),
    remove: new DeleteFlow({
      api, alerts, clientId,
      onTrashed: (ids) => {
        store.removeDocuments(ids);
        return reload();
      },
    }),
    send: new SendFlow({ api, alerts, clientId }),
    trash: new TrashFlow({ api, alerts, clientId, onRestored: reload }),
    folders: {
      api, alerts, clientId,
      // The new folder opens, so its place in the tree shows.
      onCreated: async (folder) => {
        await reload();
        await store.openContainer(folder.id).catch(() => undefined);
      },
      onChanged: async (opened) => {
        await reload();
        if (opened) await store.openContainer(opened).catch(() => undefined);
      },
    },
    readOnly: permissions.isEmulated,
    dataRoom: !permissions.isStaff && permissions.isGranted(GRANT_NAMES.dataRoom),
    canAddFolder: permissions.hasControl(CONTROL_NAMES.addFolder),
    deepLinks: permissions.hasControl(CONTROL_NAMES.deepLink),
    scanFromDevice: !permissions.hasControl(CONTROL_NAMES.hideScanFromDevice),
    strategyFor,
  };
}
