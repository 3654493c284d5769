/** @portico/toolkit/grid: the data grid, its column and row types, filters and export, without the toolkit's other parts. */
export { Grid, type GridHandle, type GridProps } from './Grid';
export { EmployeeTooltip } from './EmployeeTooltip';
export {
  GRID_ROW_HEIGHT,
  MAX_GROUPS,
  EXPORT_SUFFIX,
  FILTER_OPS,
  ROW_ACTION_TYPES,
  type GridColumn,
  type GridRow,
  type GridRowFlags,
  type CellFormat,
  type DataType,
  type TotalKind,
  type RowAction,
  type RowActionType,
  type SideAction,
  type EmployeeInfo,
  type ItemValidator,
  type SortSpec,
  type Filter,
  type FilterGroup,
  type FilterItem,
  type FilterOp,
} from './types';
export { compileFilter, compileSearch, filterIndices, type RowPredicate } from './filter';
export { canEditCell, showsSideAction } from './editing';
export { formatCellValue } from './format';
export { exportToXlsx, buildSheet, xlsxFileName, type XlsxWriter } from './export-xlsx';
