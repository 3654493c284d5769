import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { i18n } from 'i18next';
import type { ReactNode } from 'react';
import { createRef } from 'react';
import { I18nextProvider } from 'react-i18next';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestI18n } from '@portico/test/support/i18n';
import { VALIDATION_KEYS } from '../validators';
import { Grid, type GridHandle } from './Grid';
import type { GridColumn } from './types';

interface Entry {
  id: number;
  employee: string;
  hours: string;
  note: string;
  city: string;
  selected?: boolean;
  disabled?: boolean;
  inputWrite?: Record<string, boolean>;
}

let i18n: i18n;
beforeAll(async () => {
  i18n = await createTestI18n(['toolkit']);
});
const wrap = (ui: ReactNode) => render(<I18nextProvider i18n={i18n}>{ui}</I18nextProvider>);

const rows: Entry[] = [
  { id: 1, employee: 'Ana', hours: '08:00', note: '-', city: 'Recife' },
  { id: 2, employee: 'Bruno', hours: '07:30', note: 'late', city: 'Recife', inputWrite: { note: true } },
  { id: 3, employee: 'Carla', hours: '06:00', note: '', city: 'Natal', disabled: true },
];

const columns: GridColumn<Entry>[] = [
  { header: 'Employee', binding: 'employee' },
  { header: 'Hours', binding: 'hours', editable: true },
  { header: 'Note', binding: 'note', editable: 'mixed', sideAction: { icon: 'details', onClick: () => {} } },
  { header: 'City', binding: 'city' },
];

const headerCheckbox = () => screen.getByRole('checkbox', { name: 'Select all rows' }) as HTMLInputElement;
const rowCheckboxes = () => screen.getAllByRole('checkbox', { name: 'Select row' }) as HTMLInputElement[];
const grid = () => screen.getByRole('grid');

describe('Grid', () => {
  it('renders ARIA grid roles and virtualised rows', () => {
    wrap(<Grid rows={rows} columns={columns} ariaLabel="Entries" />);
    expect(grid().getAttribute('aria-rowcount')).toBe('4');
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Employee', 'Hours', 'Note', 'City']);
    expect(screen.getAllByRole('row')).toHaveLength(4);
    expect(screen.getByText('Bruno').closest('[role="gridcell"]')).not.toBeNull();
  });

  it('cycles the header checkbox none → all → none, and indeterminate → all, never touching disabled rows', () => {
    const onSelectionChange = vi.fn();
    wrap(<Grid rows={rows} columns={columns} ariaLabel="Entries" selectable onSelectionChange={onSelectionChange} />);
    expect(headerCheckbox().checked).toBe(false);

    fireEvent.click(headerCheckbox());
    expect(onSelectionChange).toHaveBeenLastCalledWith([rows[0], rows[1]]);
    expect(headerCheckbox().checked).toBe(true);
    expect(rowCheckboxes().map((c) => c.checked)).toEqual([true, true, false]);
    expect(screen.getAllByRole('row')[1]!.getAttribute('aria-selected')).toBe('true');
    expect(screen.getAllByRole('row')[1]!.className).toContain('is-selected');

    fireEvent.click(headerCheckbox());
    expect(rowCheckboxes().map((c) => c.checked)).toEqual([false, false, false]);

    fireEvent.click(rowCheckboxes()[0]!);
    expect(headerCheckbox().indeterminate).toBe(true);
    expect(headerCheckbox().getAttribute('aria-checked')).toBe('mixed');
    fireEvent.click(headerCheckbox());
    expect(rowCheckboxes().map((c) => c.checked)).toEqual([true, true, false]);
    expect(headerCheckbox().indeterminate).toBe(false);
  });

  it('does not toggle disabled rows, by click or by Space', () => {
    wrap(<Grid rows={rows} columns={columns} ariaLabel="Entries" selectable />);
    const disabled = rowCheckboxes()[2]!;
    expect(disabled.disabled).toBe(true);
    fireEvent.click(disabled);
    expect(disabled.checked).toBe(false);
    fireEvent.focus(grid());
    fireEvent.keyDown(grid(), { key: 'ArrowDown' });
    fireEvent.keyDown(grid(), { key: 'ArrowDown' });
    fireEvent.keyDown(grid(), { key: ' ' });
    expect(rowCheckboxes()[2]!.checked).toBe(false);
    fireEvent.keyDown(grid(), { key: 'ArrowUp' });
    fireEvent.keyDown(grid(), { key: ' ' });
    expect(rowCheckboxes()[1]!.checked).toBe(true);
  });

  it('keeps rows pre-selected by their flag', () => {
    wrap(<Grid rows={[{ ...rows[0]!, selected: true }, rows[1]!]} columns={columns} ariaLabel="Entries" selectable />);
    expect(headerCheckbox().indeterminate).toBe(true);
  });

  it('cancels editing for mixed read-only cells that are not writable, and edits writable ones', () => {
    const onCellEdit = vi.fn();
    wrap(<Grid rows={rows} columns={columns} ariaLabel="Entries" onCellEdit={onCellEdit} />);
    const anaNote = screen.getAllByRole('gridcell').find((c) => c.id.endsWith('-r0-c2'))!;
    fireEvent.doubleClick(anaNote);
    expect(screen.queryByRole('textbox')).toBeNull();

    const brunoNote = screen.getAllByRole('gridcell').find((c) => c.id.endsWith('-r1-c2'))!;
    fireEvent.doubleClick(brunoNote);
    const editor = screen.getByRole('textbox', { name: 'Edit Note' }) as HTMLInputElement;
    fireEvent.change(editor, { target: { value: 'sick leave' } });
    fireEvent.keyDown(editor, { key: 'Enter' });
    expect(onCellEdit).toHaveBeenCalledWith(rows[1], 'note', 'sick leave');
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('opens the editor with Enter, keeps it open on a validation error and cancels with Escape', () => {
    const onCellEdit = vi.fn();
    const itemValidator = vi.fn((_row: Entry, _binding: string, value: string) => (value.includes(':') ? null : VALIDATION_KEYS.invalidSeparator));
    wrap(<Grid rows={rows} columns={columns} ariaLabel="Entries" onCellEdit={onCellEdit} itemValidator={itemValidator} />);
    fireEvent.focus(grid());
    fireEvent.keyDown(grid(), { key: 'ArrowRight' });
    fireEvent.keyDown(grid(), { key: 'Enter' });
    const editor = screen.getByRole('textbox', { name: 'Edit Hours' });
    fireEvent.change(editor, { target: { value: '0800' } });
    fireEvent.keyDown(editor, { key: 'Enter' });
    expect(screen.getByRole('alert').textContent).toBe('Invalid separator.');
    expect(editor.getAttribute('aria-invalid')).toBe('true');
    fireEvent.keyDown(editor, { key: 'Escape' });
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(onCellEdit).not.toHaveBeenCalled();
  });

  it('hides the side-action icon when the value is empty or "-"', () => {
    wrap(<Grid rows={rows} columns={columns} ariaLabel="Entries" />);
    expect(screen.getAllByRole('button', { name: 'Details' })).toHaveLength(1);
  });

  it('limits grouping to 4 columns in the group panel', () => {
    const wide: GridColumn<Entry>[] = [...columns, { header: 'Id', binding: 'id', dataType: 'number' }];
    wrap(<Grid rows={rows} columns={wide} ariaLabel="Entries" showGroupPanel />);
    const picker = () => screen.getByRole('combobox', { name: 'Add a column to group by' }) as HTMLSelectElement;
    for (const binding of ['city', 'employee', 'hours', 'note']) fireEvent.change(picker(), { target: { value: binding } });
    const panel = screen.getByRole('group', { name: 'Group by' });
    expect(within(panel).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['City', 'Employee', 'Hours', 'Note']);
    expect(picker().disabled).toBe(true);
    expect(screen.getByRole('status').textContent).toBe('You can group by at most 4 columns.');
    fireEvent.change(picker(), { target: { value: 'id' } });
    expect(within(panel).getAllByRole('listitem')).toHaveLength(4);
    fireEvent.click(screen.getByRole('button', { name: 'Stop grouping by Note' }));
    expect(picker().disabled).toBe(false);
  });

  it('renders group header rows that collapse', () => {
    wrap(<Grid rows={rows} columns={columns} ariaLabel="Entries" defaultGroupBy={['city']} />);
    const groupRows = () => screen.getAllByRole('row').filter((r) => r.getAttribute('aria-level'));
    expect(groupRows().map((r) => r.textContent)).toEqual(['City: Natal (1)', 'City: Recife (2)']);
    fireEvent.click(within(groupRows()[1]!).getByRole('button', { name: 'Collapse group' }));
    expect(screen.queryByText('Ana')).toBeNull();
    expect(groupRows()[1]!.getAttribute('aria-expanded')).toBe('false');
  });

  it('hides columns and sorts by header click', () => {
    wrap(<Grid rows={rows} columns={columns} ariaLabel="Entries" hiddenColumns={new Set(['note', 'city'])} />);
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Employee', 'Hours']);
    fireEvent.click(screen.getByRole('button', { name: 'Hours' }));
    fireEvent.click(screen.getByRole('button', { name: 'Hours' }));
    expect(screen.getAllByRole('columnheader')[1]!.getAttribute('aria-sort')).toBe('descending');
    const names = screen.getAllByRole('row').slice(1).map((r) => r.firstElementChild!.textContent);
    expect(names).toEqual(['Ana', 'Bruno', 'Carla']);
  });

  it('exports the filtered, sorted rows of the visible columns to .xlsx', async () => {
    const toFile = vi.fn(async () => {});
    const writer = vi.fn(() => ({ toFile }));
    const ref = createRef<GridHandle<Entry>>();
    wrap(
      <Grid
        rows={rows}
        columns={columns}
        ariaLabel="Entries"
        search="recife"
        hiddenColumns={new Set(['note'])}
        defaultSort={[{ binding: 'employee', direction: 'desc' }]}
        loadWriter={async () => writer}
        gridRef={ref}
      />,
    );
    await act(() => ref.current!.exportXlsx());
    const [sheet] = writer.mock.calls[0] as unknown as [{ value: unknown }[][]];
    expect(sheet.map((r) => r.map((c) => c?.value))).toEqual([
      ['Employee', 'Hours', 'City'],
      ['Bruno', '07:30', 'Recife'],
      ['Ana', '08:00', 'Recife'],
    ]);
    expect(toFile).toHaveBeenCalledWith('export.xlsx');
  });
});
