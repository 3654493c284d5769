import type { CSSProperties, ReactElement } from 'react';
import type { RowComponentProps } from 'react-window';
import { Icon } from '../icons/icons';
import { canEditCell, showsSideAction } from './editing';
import { EmployeeTooltip } from './EmployeeTooltip';
import { formatCellValue } from './format';
import type { GroupNode } from './group';
import { RowActions } from './RowActions';
import { cellId, type RowContext } from './row-context';
import type { GridColumn, GridRow, SideAction } from './types';
import { cellValue } from './values';

type Props<T extends GridRow> = RowComponentProps<{ ctx: RowContext<T> }>;

/** react-window row component: a group header line or a data row. */
export function GridRowView<T extends GridRow>({ index, style, ctx }: Props<T>): ReactElement {
  const item = ctx.items[index]!;
  const rowStyle: CSSProperties = { ...style, gridTemplateColumns: ctx.template };
  return typeof item === 'number' ? (
    <DataRow ctx={ctx} line={index} source={item} style={rowStyle} />
  ) : (
    <GroupRow ctx={ctx} line={index} group={item} style={rowStyle} />
  );
}

function GroupRow<T extends GridRow>({ ctx, line, group, style }: { ctx: RowContext<T>; line: number; group: GroupNode; style: CSSProperties }) {
  const expanded = !ctx.collapsed.has(group.path);
  const column = ctx.columns.find((c) => c.binding === group.binding);
  const value = formatCellValue(group.value, column?.format, ctx.locale, column?.dataType === 'date') || ctx.t('grid.blankValue');
  const totals = ctx.totalsFor(group.rows);
  const active = ctx.active?.row === line;
  return (
    <div
      role="row"
      aria-rowindex={line + 2}
      aria-level={group.level + 1}
      aria-expanded={expanded}
      className={`portico-grid__row portico-grid__row--group${active ? ' is-active' : ''}`}
      style={style}
    >
      <div role="gridcell" id={cellId(ctx.gridId, line, 0)} className="portico-grid__group-cell" style={{ paddingInlineStart: `${group.level * 20 + 8}px` }}>
        <button
          type="button"
          tabIndex={-1}
          className="portico-icon-button"
          aria-label={ctx.t(expanded ? 'grid.collapseGroup' : 'grid.expandGroup')}
          onClick={() => {
            ctx.activate({ row: line, col: 0 });
            ctx.toggleGroup(group.path);
          }}
        >
          <Icon name={expanded ? 'chevronDown' : 'chevronRight'} />
        </button>
        <span className="portico-grid__group-label">
          {ctx.t('grid.groupRow', { column: column?.header ?? group.binding, value, count: group.rows.length })}
        </span>
        {[...totals].map(([binding, text]) => (
          <span key={binding} className="portico-grid__group-total">
            {ctx.columns.find((c) => c.binding === binding)?.header}: {text}
          </span>
        ))}
      </div>
    </div>
  );
}

function DataRow<T extends GridRow>({ ctx, line, source, style }: { ctx: RowContext<T>; line: number; source: number; style: CSSProperties }) {
  const row = ctx.rows[source]!;
  const selected = ctx.selected.has(source);
  const classes = ['portico-grid__row', selected && 'is-selected', row.disabled && 'is-disabled', line % 2 === 1 && 'is-odd'];
  return (
    <div
      role="row"
      aria-rowindex={line + 2}
      aria-selected={ctx.selectable ? selected : undefined}
      aria-disabled={row.disabled || undefined}
      className={classes.filter(Boolean).join(' ')}
      style={style}
    >
      {ctx.selectable && (
        <div role="gridcell" className="portico-grid__select">
          <input
            type="checkbox"
            tabIndex={-1}
            checked={selected}
            disabled={row.disabled}
            aria-label={ctx.t('grid.selectRow')}
            onChange={() => ctx.toggleRow(source)}
          />
        </div>
      )}
      {ctx.columns.map((column, col) => (
        <DataCell key={column.binding + col} ctx={ctx} row={row} source={source} column={column} line={line} col={col} />
      ))}
    </div>
  );
}

interface CellProps<T extends GridRow> {
  ctx: RowContext<T>;
  row: T;
  source: number;
  column: GridColumn<T>;
  line: number;
  col: number;
}

const sideActionLabel = <T extends GridRow>(action: SideAction<T>, row: T, t: RowContext<T>['t']) =>
  (typeof action.label === 'function' ? action.label(row) : action.label) ?? t(`actions.${action.icon}`);

function DataCell<T extends GridRow>({ ctx, row, source, column, line, col }: CellProps<T>) {
  const id = cellId(ctx.gridId, line, col);
  const active = ctx.active?.row === line && ctx.active.col === col;
  const editing = ctx.editing?.source === source && ctx.editing.binding === column.binding ? ctx.editing : null;
  const value = cellValue(row, column.binding);
  const editable = canEditCell(row, column);
  const className = `portico-grid__cell portico-grid__cell--${column.align ?? (column.dataType === 'number' ? 'end' : 'start')}${active ? ' is-active' : ''}`;
  const activate = () => ctx.activate({ row: line, col });

  if (editing) {
    const errorId = `${id}-error`;
    return (
      <div role="gridcell" id={id} className={`${className} is-editing`}>
        <input
          className="portico-grid__editor"
          autoFocus
          value={editing.value}
          maxLength={column.maxLength}
          placeholder={column.placeholder}
          aria-label={ctx.t('grid.editCell', { column: column.header })}
          aria-invalid={editing.error ? true : undefined}
          aria-describedby={editing.error ? errorId : undefined}
          onChange={(event) => ctx.changeEdit(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') ctx.commitEdit();
            else if (event.key === 'Escape') ctx.cancelEdit();
            else return;
            event.preventDefault();
            event.stopPropagation();
          }}
          onBlur={() => ctx.commitEdit()}
        />
        {editing.error && (
          <span id={errorId} role="alert" className="portico-grid__cell-error">
            {ctx.t(editing.error)}
          </span>
        )}
      </div>
    );
  }

  const text = formatCellValue(value, column.format, ctx.locale, column.dataType === 'date');
  const employee = column.employee?.(row) ?? null;
  const tooltip = typeof column.tooltip === 'function' ? column.tooltip(row) : column.tooltip;
  const tooltipId = `${id}-tip`;
  return (
    <div
      role="gridcell"
      id={id}
      className={className}
      aria-readonly={column.editable ? !editable : undefined}
      aria-describedby={employee ? tooltipId : undefined}
      title={tooltip || undefined}
      onClick={activate}
      onDoubleClick={() => ctx.beginEdit({ row: line, col })}
    >
      {column.actions ? (
        <RowActions row={row} actions={column.actions} />
      ) : (
        <>
          <span className={text ? 'portico-grid__text' : 'portico-grid__text portico-grid__placeholder'}>{text || column.placeholder}</span>
          {column.sideAction && showsSideAction(value) && (
            <button
              type="button"
              tabIndex={-1}
              className="portico-icon-button portico-grid__side-action"
              aria-label={sideActionLabel(column.sideAction, row, ctx.t)}
              title={sideActionLabel(column.sideAction, row, ctx.t)}
              onClick={(event) => {
                event.stopPropagation();
                column.sideAction!.onClick(row);
              }}
            >
              <Icon name={column.sideAction.icon} />
            </button>
          )}
          {employee && <EmployeeTooltip id={tooltipId} employee={employee} />}
        </>
      )}
    </div>
  );
}
