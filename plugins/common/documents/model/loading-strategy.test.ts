import { describe, expect, it } from 'vitest';
import { chooseLoadingStrategy, type LoadingInputs } from './loading-strategy';

const none: LoadingInputs = {
  allDocsOnly: false, containerTreeTraversal: false, documentsTreeTraversal: false, documentsParentId: false,
  disableLazyLoading: false, hideFlatToggle: false, flatRequested: false,
};

describe('chooseLoadingStrategy', () => {
  it('loads every container and the open folder lazily by default', () => {
    expect(chooseLoadingStrategy(none)).toEqual({
      containers: 'all', documents: 'byContainer', flat: false, startInContactFolder: false, flatToggleAvailable: true,
    });
  });

  it('AllDocsOnly wins over every switch: all documents, no tree, no toggle', () => {
    const s = chooseLoadingStrategy({ ...none, allDocsOnly: true, containerTreeTraversal: true, documentsTreeTraversal: true, flatRequested: false });
    expect(s).toMatchObject({ containers: 'none', documents: 'all', flat: true, flatToggleAvailable: false });
  });

  it('container tree traversal loads roots plus descendants', () => {
    expect(chooseLoadingStrategy({ ...none, containerTreeTraversal: true }).containers).toBe('rootsAndDescendants');
  });

  it('disabling lazy loading loads all documents at once, unless documents tree traversal asks for per-container', () => {
    expect(chooseLoadingStrategy({ ...none, disableLazyLoading: true }).documents).toBe('all');
    expect(chooseLoadingStrategy({ ...none, disableLazyLoading: true, documentsTreeTraversal: true }).documents).toBe('byContainer');
  });

  it('the flat toggle switches to all documents, but not when the toggle is hidden', () => {
    expect(chooseLoadingStrategy({ ...none, flatRequested: true })).toMatchObject({ flat: true, documents: 'all' });
    expect(chooseLoadingStrategy({ ...none, flatRequested: true, hideFlatToggle: true })).toMatchObject({
      flat: false, documents: 'byContainer', flatToggleAvailable: false,
    });
  });

  it('ClientCenterDocumentsParentID opens the contact folder first', () => {
    expect(chooseLoadingStrategy({ ...none, documentsParentId: true }).startInContactFolder).toBe(true);
  });
});
