import type { ReactNode } from 'react';
import type { ValidationErrorKey } from '../validators';

/** Per-row flags the grid understands, carried on the row object itself. */
export interface GridRowFlags {
  selected?: boolean;
  /** Disabled rows cannot be toggled. */
  disabled?: boolean;
  /** Per-column write permission for `editable: 'mixed'` columns (true = writable in this row). */
  inputWrite?: Partial<Record<string, boolean>>;
}

export type GridRow = object & GridRowFlags;

export type DataType = 'string' | 'number' | 'date' | 'boolean';

/**
 * n0..n9 fixed decimals, c2 currency (BRL), p0..p2 percent, d short date, or a function of the cell's text (a
 * region's identifiers: a br feature passes the Brazilian kit's formatCnpj).
 */
export type CellFormat = `n${number}` | `c${number}` | `p${number}` | 'd' | ((text: string) => string);

export type TotalKind = 'sum' | 'count' | 'average' | 'min' | 'max';

export const ROW_ACTION_TYPES = ['add', 'refresh', 'export', 'remove', 'download', 'popover', 'details', 'confirm', 'refuse', 'warn'] as const;
export type RowActionType = (typeof ROW_ACTION_TYPES)[number];

export interface RowAction<T> {
  type: RowActionType;
  onClick?: (row: T) => void;
  /** Content of the popover for `type: 'popover'`. */
  popover?: (row: T) => ReactNode;
  hidden?: (row: T) => boolean;
  disabled?: (row: T) => boolean;
  /** Overrides the translated label (already translated text); a function names the row ("Download the XML of no. 12"). */
  label?: string | ((row: T) => string);
  /** A short text shown beside the icon ("XML"), for actions an icon alone does not tell apart; the label stays the name and tooltip. */
  text?: string;
}

export interface SideAction<T> {
  /** A row action's icon, or 'copy' (the value to the clipboard). */
  icon: RowActionType | 'copy';
  onClick: (row: T) => void;
  /** Translated name and tooltip; a function names the row ("Copy the access key of no. 12"). */
  label?: string | ((row: T) => string);
}

export interface EmployeeInfo {
  name: string;
  /** Shown as given: the feature formats it (the Brazilian kit's formatCpf). */
  cpf: string;
  /** ISO yyyy-MM-dd admission date. */
  hireDate: string;
  jobPosition: string;
}

export interface GridColumn<T extends GridRow> {
  /** Translated header text. */
  header: string;
  /** Property of the row shown in this column. */
  binding: keyof T & string;
  dataType?: DataType;
  format?: CellFormat;
  maxLength?: number;
  width?: number;
  minWidth?: number;
  align?: 'start' | 'center' | 'end';
  /** Row action buttons rendered in this column. */
  actions?: RowAction<T>[];
  total?: TotalKind;
  /** Text shown in empty cells and empty editors. */
  placeholder?: string;
  /** An icon button beside the value; hidden when the value is empty or '-'. */
  sideAction?: SideAction<T>;
  tooltip?: string | ((row: T) => string);
  /** Shows the employee tooltip (name, CPF, admission date, job position) for the row. */
  employee?: (row: T) => EmployeeInfo | null;
  /** true: editable in every row; 'mixed': editable only where row.inputWrite[binding] is true. */
  editable?: boolean | 'mixed';
  sortable?: boolean;
  /** Column-level read-only flag that wins over `editable`. */
  readOnly?: boolean;
}

/** Optional validator for edited values: returns a toolkit error key or null. */
export type ItemValidator<T> = (row: T, binding: keyof T & string, value: string) => ValidationErrorKey | null;

export interface SortSpec {
  binding: string;
  direction: 'asc' | 'desc';
}

export type FilterOp = 'BLANK' | '!BLANK' | 'LIKE' | 'LT' | 'LE' | 'GT' | 'GE' | 'EQ' | '!EQ' | 'BETWEEN' | '!BETWEEN' | 'IN' | '!IN';
export const FILTER_OPS: readonly FilterOp[] = ['BLANK', '!BLANK', 'LIKE', 'LT', 'LE', 'GT', 'GE', 'EQ', '!EQ', 'BETWEEN', '!BETWEEN', 'IN', '!IN'];

export interface FilterItem {
  by: string;
  op: FilterOp;
  /** BETWEEN takes [low, high]; IN takes an array; BLANK needs none. */
  value?: unknown;
}

export interface FilterGroup {
  /** Items are OR-ed when true, AND-ed otherwise. */
  useOr: boolean;
  items: FilterItem[];
}

/** All groups must match. */
export type Filter = FilterGroup[];

/** Spec 001 §9. */
export const GRID_ROW_HEIGHT = 50;
export const MAX_GROUPS = 4;
export const EXPORT_SUFFIX = '.xlsx';
