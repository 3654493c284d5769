import type { TFunction } from 'i18next';
import type { DisplayItem } from './group';
import type { GridColumn, GridRow, ItemValidator } from './types';

export interface ActiveCell {
  /** Display line. */
  row: number;
  /** Index among the visible data columns. */
  col: number;
}

export interface EditState {
  source: number;
  binding: string;
  value: string;
  error: string | null;
}

/** Everything a virtualised row needs; rebuilt (and rows re-rendered) only when one of these changes. */
export interface RowContext<T extends GridRow> {
  gridId: string;
  rows: readonly T[];
  items: readonly DisplayItem[];
  columns: readonly GridColumn<T>[];
  template: string;
  selectable: boolean;
  selected: ReadonlySet<number>;
  collapsed: ReadonlySet<string>;
  active: ActiveCell | null;
  editing: EditState | null;
  locale: string;
  t: TFunction<'toolkit'>;
  itemValidator?: ItemValidator<T>;
  toggleRow(source: number): void;
  toggleGroup(path: string): void;
  activate(cell: ActiveCell): void;
  beginEdit(cell: ActiveCell): void;
  changeEdit(value: string): void;
  commitEdit(): void;
  cancelEdit(): void;
  totalsFor(rows: readonly number[]): Map<string, string>;
}

export const cellId = (gridId: string, row: number, col: number) => `${gridId}-r${row}-c${col}`;
