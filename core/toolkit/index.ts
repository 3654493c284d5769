/** Portico toolkit: the building blocks action plugins use. See README.md. */
import './toolkit.css';

export * from './validators';

export { Grid, type GridHandle, type GridProps } from './grid/Grid';
export { EmployeeTooltip } from './grid/EmployeeTooltip';
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
} from './grid/types';
export { compileFilter, compileSearch, filterIndices, type RowPredicate } from './grid/filter';
export { canEditCell, showsSideAction } from './grid/editing';
export { formatCellValue } from './grid/format';
export { exportToXlsx, buildSheet, xlsxFileName, type XlsxWriter } from './grid/export-xlsx';

export { Toolbar, TOOLBAR_ACTION_TYPES, type ToolbarAction, type ToolbarActionType, type ToolbarProps } from './toolbar/Toolbar';
export { type ToolbarColumn } from './toolbar/ColumnMenu';
export { SearchBox, SEARCH_DEBOUNCE_MS } from './toolbar/SearchBox';
export { useGridToolbar } from './toolbar/use-grid-toolbar';

export { useForm, type Form, type FieldConfig, type FieldState } from './forms/use-form';
export { FormField, type FieldInputProps, type FormFieldProps } from './forms/FormField';
export { TextInput, MaskedInput, DateInput, type TextInputProps, type MaskedInputProps } from './forms/inputs';
export { CNPJ_MASK, CPF_MASK, CEP_MASK, CNPJ_ALPHANUMERIC_MASK, applyMask, formatDateDigits } from './forms/masks';
export { SavingIndicator } from './forms/SavingIndicator';

export { Icon, ActionIcon, type IconName, type IconProps, type ActionIconProps } from './icons/icons';
export { ACTION_ICON_TYPES, isActionIconType, type ActionIconType } from './icons/action-icons';
