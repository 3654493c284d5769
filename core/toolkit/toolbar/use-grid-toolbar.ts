import { useMemo, useState } from 'react';
import type { GridColumn, GridRow } from '../grid/types';
import type { ToolbarColumn } from './ColumnMenu';

/**
 * Shared state between a Toolbar and a Grid: column visibility (all visible at first),
 * the group panel (hidden at first) and the search text. Spread the two halves onto each component.
 */
export function useGridToolbar<T extends GridRow>(columns: readonly GridColumn<T>[]) {
  const [hidden, setHidden] = useState<ReadonlySet<string>>(() => new Set());
  const [groupPanelVisible, setGroupPanelVisible] = useState(false);
  const [search, setSearch] = useState('');

  const toolbarColumns = useMemo<ToolbarColumn[]>(
    () => columns.filter((c) => !c.actions).map((c) => ({ binding: c.binding, header: c.header, visible: !hidden.has(c.binding) })),
    [columns, hidden],
  );

  return {
    toolbar: {
      columns: toolbarColumns,
      onToggleColumn: (binding: string) =>
        setHidden((current) => {
          const next = new Set(current);
          if (!next.delete(binding)) next.add(binding);
          return next;
        }),
      groupPanelVisible,
      onToggleGroupPanel: () => setGroupPanelVisible((v) => !v),
      onSearch: setSearch,
    },
    grid: { hiddenColumns: hidden, showGroupPanel: groupPanelVisible, search },
  };
}
