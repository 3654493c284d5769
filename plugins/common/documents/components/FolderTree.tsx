import { useMemo, useRef, useState, type DragEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Container } from '@portico/contract/documents';
import { ancestorIds, buildFolderTree, folderName, visibleNodes, type FolderNode } from '../model/folder-tree';
import { FolderIcon } from './TypeIcon';

export interface FolderTreeProps {
  containers: readonly Container[];
  openId: string | null;
  onOpen: (id: string) => void;
  /** Files dropped onto a folder upload into it. */
  onDropFiles?: (files: File[], containerId: string) => void;
}

/** The folder tree of spec 000: an ARIA tree walked with the arrow keys, Home and End. */
export function FolderTree({ containers, openId, onOpen, onDropFiles }: FolderTreeProps) {
  const { t } = useTranslation('common.documents');
  const tree = useMemo(() => buildFolderTree(containers), [containers]);
  const [expanded, setExpanded] = useState<Set<string>>(() => new Set(tree.map((n) => n.container.id)));
  const [focusId, setFocusId] = useState<string | null>(null);
  const [dropTarget, setDropTarget] = useState<string | null>(null);
  const rootRef = useRef<HTMLUListElement>(null);

  // The open folder's path is always expanded so it can be seen.
  const path = useMemo(() => (openId ? ancestorIds(containers, openId) : []), [containers, openId]);
  const open = useMemo(() => new Set([...expanded, ...path]), [expanded, path]);
  const nodes = useMemo(() => visibleNodes(tree, open), [tree, open]);
  const current = focusId && nodes.some((n) => n.container.id === focusId) ? focusId : (openId ?? nodes[0]?.container.id ?? null);

  const focus = (id: string) => {
    setFocusId(id);
    rootRef.current?.querySelector<HTMLElement>(`[data-folder-id="${CSS.escape(id)}"]`)?.focus();
  };
  const toggle = (id: string, value: boolean) =>
    setExpanded((prev) => {
      const next = new Set(prev);
      if (value) next.add(id);
      else next.delete(id);
      return next;
    });

  const onKeyDown = (event: KeyboardEvent, node: FolderNode, index: number) => {
    const id = node.container.id;
    const handled = () => {
      event.preventDefault();
      event.stopPropagation();
    };
    switch (event.key) {
      case 'ArrowDown':
        handled();
        if (nodes[index + 1]) focus(nodes[index + 1]!.container.id);
        break;
      case 'ArrowUp':
        handled();
        if (nodes[index - 1]) focus(nodes[index - 1]!.container.id);
        break;
      case 'ArrowRight':
        handled();
        if (node.children.length && !open.has(id)) toggle(id, true);
        else if (node.children[0]) focus(node.children[0].container.id);
        break;
      case 'ArrowLeft': {
        handled();
        if (node.children.length && open.has(id) && !path.includes(id)) toggle(id, false);
        else if (node.container.parent) focus(node.container.parent.id);
        break;
      }
      case 'Home':
        handled();
        if (nodes[0]) focus(nodes[0].container.id);
        break;
      case 'End':
        handled();
        if (nodes.at(-1)) focus(nodes.at(-1)!.container.id);
        break;
      case 'Enter':
      case ' ':
        handled();
        onOpen(id);
        break;
    }
  };

  const dropProps = (id: string) => (onDropFiles ? {
    onDragOver: (e: DragEvent) => {
      if (!e.dataTransfer.types.includes('Files')) return;
      e.preventDefault();
      e.stopPropagation();
      setDropTarget(id);
    },
    onDragLeave: () => setDropTarget((v) => (v === id ? null : v)),
    onDrop: (e: DragEvent) => {
      e.preventDefault();
      e.stopPropagation();
      setDropTarget(null);
      onDropFiles([...e.dataTransfer.files], id);
    },
  } : {});

  // Flat rendering with aria-level/setsize/posinset (an APG tree form): each item's name is its own label only.
  const siblings = useMemo(() => {
    const out = new Map<string, { size: number; position: number }>();
    const walk = (list: readonly FolderNode[]) =>
      list.forEach((node, i) => {
        out.set(node.container.id, { size: list.length, position: i + 1 });
        walk(node.children);
      });
    walk(tree);
    return out;
  }, [tree]);

  const items = nodes.map((node, index) => {
    const id = node.container.id;
    const hasChildren = node.children.length > 0;
    const place = siblings.get(id)!;
    return (
      <li
        key={id}
        role="treeitem"
        aria-level={node.depth + 1}
        aria-setsize={place.size}
        aria-posinset={place.position}
        aria-selected={id === openId}
        aria-expanded={hasChildren ? open.has(id) : undefined}
        data-folder-id={id}
        data-depth={Math.min(node.depth, 8)}
        tabIndex={id === current ? 0 : -1}
        className={`documents-tree__item${id === openId ? ' is-open' : ''}${dropTarget === id ? ' is-drop-target' : ''}`}
        onKeyDown={(e) => onKeyDown(e, node, index)}
        onFocus={() => setFocusId(id)}
        onClick={() => onOpen(id)}
        {...dropProps(id)}
      >
        {hasChildren ? (
          <span
            className="documents-tree__twisty"
            aria-hidden="true"
            onClick={(e) => {
              e.stopPropagation();
              toggle(id, !open.has(id));
            }}
          >
            {open.has(id) ? '▾' : '▸'}
          </span>
        ) : (
          <span className="documents-tree__twisty" aria-hidden="true" />
        )}
        <FolderIcon />
        <span>{folderName(node.container, t)}</span>
      </li>
    );
  });

  return (
    <ul ref={rootRef} role="tree" aria-label={t('folders')} className="documents-tree">
      {items}
    </ul>
  );
}
