import { EXPORT_SUFFIX, type GridColumn, type GridRow } from './types';
import { cellValue, isBlank, numericValue } from './values';

type Cell = { value: string | number | Date; type?: StringConstructor | NumberConstructor | DateConstructor; format?: string; fontWeight?: 'bold' } | null;
export type SheetData = Cell[][];

/** The subset of write-excel-file's browser API the grid uses. */
export type XlsxWriter = (data: SheetData, options: { columns?: { width?: number }[] }) => { toFile: (fileName: string) => Promise<void> };

/** Loaded on demand so the writer is its own chunk, fetched only when someone exports. */
export const loadXlsxWriter = async (): Promise<XlsxWriter> => (await import('write-excel-file/browser')).default as unknown as XlsxWriter;

/** Appends .xlsx unless the name already ends with it. */
export function xlsxFileName(name: string): string {
  const trimmed = name.trim();
  return trimmed.toLowerCase().endsWith(EXPORT_SUFFIX) ? trimmed : `${trimmed}${EXPORT_SUFFIX}`;
}

function toCell<T extends GridRow>(row: T, column: GridColumn<T>): Cell {
  const value = cellValue(row, column.binding);
  if (isBlank(value)) return null;
  if (column.dataType === 'number' || typeof value === 'number') {
    const number = numericValue(value);
    if (!Number.isNaN(number)) return { value: number, type: Number, format: column.format?.match(/^[nc]2$/) ? '#,##0.00' : undefined };
  }
  if (column.dataType === 'date' || value instanceof Date) {
    const time = numericValue(value);
    if (!Number.isNaN(time)) return { value: new Date(time), type: Date, format: 'dd/mm/yyyy' };
  }
  return { value: String(value), type: String };
}

/** Header row plus one row per data row, for the given (visible, non-action) columns. */
export function buildSheet<T extends GridRow>(rows: readonly T[], columns: readonly GridColumn<T>[]): SheetData {
  const dataColumns = columns.filter((c) => !c.actions);
  const header: Cell[] = dataColumns.map((c) => ({ value: c.header, type: String, fontWeight: 'bold' }));
  return [header, ...rows.map((row) => dataColumns.map((column) => toCell(row, column)))];
}

export async function exportToXlsx<T extends GridRow>(
  rows: readonly T[],
  columns: readonly GridColumn<T>[],
  fileName: string,
  loadWriter: () => Promise<XlsxWriter> = loadXlsxWriter,
): Promise<void> {
  const writer = await loadWriter();
  const widths = columns.filter((c) => !c.actions).map((c) => ({ width: Math.max(10, Math.round((c.width ?? 150) / 7)) }));
  await writer(buildSheet(rows, columns), { columns: widths }).toFile(xlsxFileName(fileName));
}
