/**
 * Portico toolkit: the building blocks action plugins use (see README.md), with the toolkit's stylesheet. A screen
 * that needs one part only and must stay light imports that part's door (files, forms, grid, icons, remote, validators): this index brings the stylesheet and every part into the importing chunk.
 */
import './toolkit.css';

export * from './validators';
export * from './grid';
export * from './forms';
export * from './icons';

export { Toolbar, TOOLBAR_ACTION_TYPES, type ToolbarAction, type ToolbarActionType, type ToolbarProps } from './toolbar/Toolbar';
export { type ToolbarColumn } from './toolbar/ColumnMenu';
export { SearchBox, SEARCH_DEBOUNCE_MS } from './toolbar/SearchBox';
export { useGridToolbar } from './toolbar/use-grid-toolbar';
