import { EXPORT_SUFFIX, type CellFormat, type GridColumn, type GridRow } from './types';
import { computeTotal } from './totals';
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

/** Excel's number format for a column shown with two decimals (n2, c2). */
const moneyFormat = (format: CellFormat | undefined) => (typeof format === 'string' && /^[nc]2$/.test(format) ? '#,##0.00' : undefined);

function toCell<T extends GridRow>(row: T, column: GridColumn<T>): Cell {
  const value = cellValue(row, column.binding);
  if (isBlank(value)) return null;
  if (column.dataType === 'number' || typeof value === 'number') {
    const number = numericValue(value);
    if (!Number.isNaN(number)) return { value: number, type: Number, format: moneyFormat(column.format) };
  }
  if (column.dataType === 'date' || value instanceof Date) {
    const time = numericValue(value);
    if (!Number.isNaN(time)) return { value: new Date(time), type: Date, format: 'dd/mm/yyyy' };
  }
  return { value: String(value), type: String };
}

/**
 * Header row plus one row per data row, for the given (visible, non-action) columns; when a column totals, a
 * last row with the same totals as the grid's footer (labelled in the first column without a total).
 */
export function buildSheet<T extends GridRow>(rows: readonly T[], columns: readonly GridColumn<T>[], totalLabel = 'Total'): SheetData {
  const dataColumns = columns.filter((c) => !c.actions);
  const header: Cell[] = dataColumns.map((c) => ({ value: c.header, type: String, fontWeight: 'bold' }));
  const body = rows.map((row) => dataColumns.map((column) => toCell(row, column)));
  if (!dataColumns.some((c) => c.total)) return [header, ...body];
  const all = rows.map((_, i) => i);
  const labelAt = dataColumns.findIndex((c) => !c.total);
  const totals: Cell[] = dataColumns.map((column, i) => {
    if (!column.total) return i === labelAt ? { value: totalLabel, type: String, fontWeight: 'bold' } : null;
    const total = computeTotal(rows, all, column.binding, column.total, column.format);
    if (total === null) return null;
    return { value: total, type: Number, fontWeight: 'bold', format: column.total !== 'count' ? moneyFormat(column.format) : undefined };
  });
  return [header, ...body, totals];
}

export async function exportToXlsx<T extends GridRow>(
  rows: readonly T[],
  columns: readonly GridColumn<T>[],
  fileName: string,
  loadWriter: () => Promise<XlsxWriter> = loadXlsxWriter,
  totalLabel?: string,
): Promise<void> {
  const writer = await loadWriter();
  const widths = columns.filter((c) => !c.actions).map((c) => ({ width: Math.max(10, Math.round((c.width ?? 150) / 7)) }));
  await writer(buildSheet(rows, columns, totalLabel), { columns: widths }).toFile(xlsxFileName(fileName));
}
