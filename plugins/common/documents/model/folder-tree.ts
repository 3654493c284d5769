import type { TFunction } from 'i18next';
import type { Container } from '@portico/contract/documents';

/**
 * A folder's name as the reader sees it. The client's root is the same place for every client, whatever the firm
 * named it when it set the client up ("Documents" in a US seed): it reads as the area does, in the reader's
 * language. Every other folder keeps the name people gave it, as stored.
 */
export const folderName = (folder: Pick<Container, 'name' | 'type'>, t: TFunction): string =>
  (folder.type === 'root' ? t('rootFolder') : folder.name);

export interface FolderNode {
  container: Container;
  children: FolderNode[];
  depth: number;
}

/**
 * Nests containers by parent id; containers whose parent is unknown become roots. Siblings keep the order they
 * came in: the server's name order for the portal's language (ContainerListQuery), as documents do.
 */
export function buildFolderTree(containers: readonly Container[]): FolderNode[] {
  const byParent = new Map<string | null, Container[]>();
  const ids = new Set(containers.map((c) => c.id));
  for (const c of containers) {
    const parent = c.parent && ids.has(c.parent.id) ? c.parent.id : null;
    byParent.set(parent, [...(byParent.get(parent) ?? []), c]);
  }
  const build = (parent: string | null, depth: number): FolderNode[] =>
    (byParent.get(parent) ?? []).map((container) => ({ container, depth, children: build(container.id, depth + 1) }));
  return build(null, 0);
}

/** The nodes a keyboard user walks through: every node whose ancestors are all expanded. */
export function visibleNodes(tree: readonly FolderNode[], expanded: ReadonlySet<string>): FolderNode[] {
  const out: FolderNode[] = [];
  const walk = (nodes: readonly FolderNode[]) => {
    for (const node of nodes) {
      out.push(node);
      if (expanded.has(node.container.id)) walk(node.children);
    }
  };
  walk(tree);
  return out;
}

/** Ids of a container's ancestors, nearest first, so opening a deep folder can expand its path. */
export function ancestorIds(containers: readonly Container[], id: string): string[] {
  const byId = new Map(containers.map((c) => [c.id, c]));
  const out: string[] = [];
  let current = byId.get(id)?.parent?.id;
  while (current && byId.has(current) && !out.includes(current)) {
    out.push(current);
    current = byId.get(current)!.parent?.id;
  }
  return out;
}

/** Folder creation is refused unless the container allows it (spec 000 §5). */
export const canCreateFolderIn = (container: Pick<Container, 'permissions'> | null | undefined): boolean =>
  Boolean(container?.permissions.canCreate);
