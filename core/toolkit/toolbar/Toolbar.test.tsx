import { act, fireEvent, render, screen } from '@testing-library/react';
import type { i18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestI18n } from '@portico/test/support/i18n';
import { Grid } from '../grid/Grid';
import type { GridColumn } from '../grid/types';
import { Toolbar } from './Toolbar';
import { useGridToolbar } from './use-grid-toolbar';

let i18n: i18n;
beforeAll(async () => {
  i18n = await createTestI18n(['toolkit']);
});
afterEach(() => vi.useRealTimers());
const wrap = (ui: ReactNode) => render(<I18nextProvider i18n={i18n}>{ui}</I18nextProvider>);

interface Doc {
  name: string;
  kind: string;
}
const rows: Doc[] = [
  { name: 'Payroll March', kind: 'pdf' },
  { name: 'Invoice 12', kind: 'xml' },
];
const columns: GridColumn<Doc>[] = [
  { header: 'Name', binding: 'name' },
  { header: 'Kind', binding: 'kind' },
];

function Screen() {
  const controls = useGridToolbar(columns);
  return (
    <>
      <Toolbar title="Documents" actions={[{ type: 'refresh', onClick: () => {} }]} {...controls.toolbar} />
      <Grid rows={rows} columns={columns} ariaLabel="Documents" {...controls.grid} />
    </>
  );
}

describe('Toolbar', () => {
  it('shows the title and action buttons with tooltips', () => {
    const onAdd = vi.fn();
    wrap(<Toolbar title="Requests" actions={[{ type: 'add', onClick: onAdd }, { type: 'export', onClick: () => {}, disabled: true }]} />);
    expect(screen.getByRole('heading', { name: 'Requests' })).toBeTruthy();
    const add = screen.getByRole('button', { name: 'Add' });
    expect(add.getAttribute('title')).toBe('Add');
    fireEvent.click(add);
    expect(onAdd).toHaveBeenCalledOnce();
    expect((screen.getByRole('button', { name: 'Export to Excel' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('with showLabels shows each label beside its icon (the column menu and group panel too), the long description as tooltip', () => {
    wrap(<Toolbar showLabels actions={[{ type: 'refresh', onClick: () => {} }, { type: 'export', onClick: () => {}, showLabel: false }]}
      columns={[{ binding: 'name', header: 'Name', visible: true }]} onToggleColumn={() => {}} onToggleGroupPanel={() => {}} />);
    expect(screen.getAllByRole('button').map((b) => [b.textContent, b.getAttribute('aria-label'), b.title])).toEqual([
      ['Refresh', null, 'Refresh'], ['', 'Export to Excel', 'Export to Excel'], ['Columns', null, 'Show or hide columns'], ['Group by', null, 'Show or hide the group panel'],
    ]);
  });

  it('fires the search only after a 500 ms pause, and the clear button fires at once', () => {
    vi.useFakeTimers();
    const onSearch = vi.fn();
    wrap(<Toolbar onSearch={onSearch} />);
    const box = screen.getByRole('searchbox', { name: 'Search' });
    fireEvent.change(box, { target: { value: 'pay' } });
    act(() => vi.advanceTimersByTime(300));
    fireEvent.change(box, { target: { value: 'payroll' } });
    act(() => vi.advanceTimersByTime(499));
    expect(onSearch).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(onSearch).toHaveBeenCalledWith('payroll');

    fireEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(onSearch).toHaveBeenLastCalledWith('');
    expect((box as HTMLInputElement).value).toBe('');
    act(() => vi.advanceTimersByTime(1000));
    expect(onSearch).toHaveBeenCalledTimes(2);
  });

  it('toggles column visibility (all visible at first) and the group panel (hidden at first) on the grid', () => {
    wrap(<Screen />);
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Name', 'Kind']);
    expect(screen.queryByRole('group', { name: 'Group by' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Show or hide columns' }));
    const kind = screen.getByRole('checkbox', { name: 'Kind' }) as HTMLInputElement;
    expect(kind.checked).toBe(true);
    fireEvent.click(kind);
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Name']);
    expect((screen.getByRole('checkbox', { name: 'Kind' }) as HTMLInputElement).checked).toBe(false);

    const toggle = screen.getByRole('button', { name: 'Show or hide the group panel' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(toggle);
    expect(screen.getByRole('group', { name: 'Group by' })).toBeTruthy();
  });

  it('filters the grid through the search box', () => {
    vi.useFakeTimers();
    wrap(<Screen />);
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'invoice' } });
    expect(screen.getByText('Payroll March')).toBeTruthy();
    act(() => vi.advanceTimersByTime(500));
    expect(screen.queryByText('Payroll March')).toBeNull();
    expect(screen.getByText('Invoice 12')).toBeTruthy();
  });
});
