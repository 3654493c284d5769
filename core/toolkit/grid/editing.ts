import type { GridColumn, GridRow } from './types';

/**
 * Whether a cell may enter edit mode. Editing is refused for read-only columns, for disabled rows,
 * where the row's inputWrite map says false, and for 'mixed' columns unless the row marks the cell writable.
 */
export function canEditCell<T extends GridRow>(row: T, column: GridColumn<T>): boolean {
  if (!column.editable || column.readOnly || column.actions || row.disabled) return false;
  const writable = row.inputWrite?.[column.binding];
  return column.editable === 'mixed' ? writable === true : writable !== false;
}

/** The side-action icon is shown only beside a real value. */
export function showsSideAction(value: unknown): boolean {
  if (value === null || value === undefined) return false;
  const text = String(value).trim();
  return text !== '' && text !== '-';
}
