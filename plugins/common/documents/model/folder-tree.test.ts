import { describe, expect, it } from 'vitest';
import { CONTAINERS, container } from '../testing/fixtures';
import { ancestorIds, buildFolderTree, canCreateFolderIn, visibleNodes } from './folder-tree';

describe('folder tree', () => {
  it("nests by parent, keeps siblings in the order given (the server's name order), and lists visible nodes by expansion", () => {
    const all = [...CONTAINERS, container('sub', 'Sub', { parent: { id: 'tax' } })];
    const tree = buildFolderTree(all);
    expect(tree.map((n) => n.container.id)).toEqual(['root']);
    expect(tree[0]!.children.map((n) => n.container.name)).toEqual(['Tax Returns', 'Client Uploads']);
    expect(visibleNodes(tree, new Set(['root'])).map((n) => n.container.id)).toEqual(['root', 'tax', 'uploads']);
    expect(visibleNodes(tree, new Set(['root', 'tax'])).map((n) => n.container.id)).toEqual(['root', 'tax', 'sub', 'uploads']);
    expect(ancestorIds(all, 'sub')).toEqual(['tax', 'root']);
  });
  it('allows a folder only where the container has canCreate', () => {
    expect(canCreateFolderIn(CONTAINERS[0])).toBe(true);
    expect(canCreateFolderIn(CONTAINERS[1])).toBe(false);
    expect(canCreateFolderIn(null)).toBe(false);
  });
});
