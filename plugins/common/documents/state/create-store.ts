import { type Kernel, TOKENS } from '@portico/plugin';
import { DocumentsApi } from '../api/documents-api';
import { chooseLoadingStrategy, type LoadingStrategy } from '../model/loading-strategy';
import { CONTROL_NAMES } from '../permissions';
import { DocumentsStore } from './documents-store';

// Apart from documents-services.ts (the flows): the entry's head start loads only this and the store.

/** How the documents load for this session's permissions and switches, flat list requested or not. */
export function documentsStrategyFor(kernel: Kernel): (flatRequested: boolean) => LoadingStrategy {
  const permissions = kernel.get(TOKENS.Permissions);
  return (flatRequested) => chooseLoadingStrategy({
    allDocsOnly: permissions.allDocsOnly,
    containerTreeTraversal: permissions.hasControl(CONTROL_NAMES.containerTreeTraversal),
    documentsTreeTraversal: permissions.hasControl(CONTROL_NAMES.documentsTreeTraversal),
    documentsParentId: permissions.hasControl(CONTROL_NAMES.documentsParentId),
    disableLazyLoading: permissions.hasControl(CONTROL_NAMES.disableLazyLoading),
    hideFlatToggle: permissions.hasControl(CONTROL_NAMES.hideFlatToggle),
    flatRequested,
  });
}

/** A documents store for this session: the area's own, or the one the entry starts ahead of it (head-start.ts). */
export function createDocumentsStore(kernel: Kernel): DocumentsStore {
  return new DocumentsStore(new DocumentsApi(kernel.get(TOKENS.Http), kernel.get(TOKENS.Tokens)), kernel.get(TOKENS.Logger), documentsStrategyFor(kernel)(false));
}
