/** Permissions and switches that decide how the documents area loads (spec 000 §4 "Documents", §6). */
export interface LoadingInputs {
  allDocsOnly: boolean;
  containerTreeTraversal: boolean;
  documentsTreeTraversal: boolean;
  documentsParentId: boolean;
  disableLazyLoading: boolean;
  hideFlatToggle: boolean;
  /** The user's choice of the flat list; ignored when the toggle is hidden. */
  flatRequested: boolean;
}

export interface LoadingStrategy {
  /** Where the folder tree comes from: one call for every container, roots then each root's descendants, or no tree. */
  containers: 'all' | 'rootsAndDescendants' | 'none';
  /** Documents of the open folder page by page, or every document of the client at once. */
  documents: 'byContainer' | 'all';
  /** Show every document in one list instead of the open folder's. */
  flat: boolean;
  /** Open the contact's own folder first (its parent id) rather than the root. */
  startInContactFolder: boolean;
  flatToggleAvailable: boolean;
}

/**
 * AllDocsOnly users see one flat list and no tree. Otherwise the tree comes from one call, or from
 * roots plus descendants under ClientCenter_ContainerTreeTraversal. Documents load per container
 * (lazily, paged) unless lazy loading is disabled; explicit documents tree traversal keeps them per container.
 */
export function chooseLoadingStrategy(input: LoadingInputs): LoadingStrategy {
  if (input.allDocsOnly) {
    return { containers: 'none', documents: 'all', flat: true, startInContactFolder: false, flatToggleAvailable: false };
  }
  const flatToggleAvailable = !input.hideFlatToggle;
  const flat = flatToggleAvailable && input.flatRequested;
  const eager = input.disableLazyLoading && !input.documentsTreeTraversal;
  return {
    containers: input.containerTreeTraversal ? 'rootsAndDescendants' : 'all',
    documents: flat || eager ? 'all' : 'byContainer',
    flat,
    startInContactFolder: input.documentsParentId,
    flatToggleAvailable,
  };
}
