import { describe, expect, it } from 'vitest';
import { canEditCell, showsSideAction } from './editing';
import { buildSheet, xlsxFileName } from './export-xlsx';
import { compileFilter, compileSearch, filterIndices } from './filter';
import { addGroup, buildGroups, flattenGroups } from './group';
import { headerCheckState, selectableIndices, toggleAllSelection, toggleRowSelection } from './selection';
import { buildSortKeys, nextSort, sortIndices } from './sort';
import { computeTotal } from './totals';
import type { Filter, GridColumn } from './types';

interface Person {
  name: string;
  city: string;
  salary: number | null;
  hired: string;
  disabled?: boolean;
  inputWrite?: Record<string, boolean>;
}

const people: Person[] = [
  { name: 'Érica', city: 'Recife', salary: 3000.1, hired: '2020-05-01' },
  { name: 'bruno', city: 'São Paulo', salary: 1500.2, hired: '2019-01-15' },
  { name: 'Ana', city: 'Recife', salary: null, hired: '2021-11-30' },
  { name: 'Carlos', city: 'Curitiba', salary: 1500.2, hired: '2018-07-07', disabled: true },
  { name: 'Zé', city: '', salary: 9000, hired: '2022-02-02' },
];

const collator = new Intl.Collator('pt-BR', { sensitivity: 'base', numeric: true });
const keysFor = (binding: string) =>
  buildSortKeys(people, binding, binding === 'salary' ? 'number' : binding === 'hired' ? 'date' : 'string', collator);
const names = (indices: readonly number[]) => indices.map((i) => people[i]!.name);
const all = people.map((_, i) => i);
const run = (filter: Filter) => names(filterIndices(people, [compileFilter(filter)]));

describe('filter model', () => {
  it.each<[Filter, string[]]>([
    [[{ useOr: false, items: [{ by: 'city', op: 'BLANK' }] }], ['Zé']],
    [[{ useOr: false, items: [{ by: 'salary', op: '!BLANK' }] }], ['Érica', 'bruno', 'Carlos', 'Zé']],
    [[{ useOr: false, items: [{ by: 'city', op: 'LIKE', value: 'sao' }] }], ['bruno']],
    [[{ useOr: false, items: [{ by: 'name', op: 'LIKE', value: '%a' }] }], ['Érica', 'Ana']],
    [[{ useOr: false, items: [{ by: 'salary', op: 'LT', value: 3000.1 }] }], ['bruno', 'Carlos']],
    [[{ useOr: false, items: [{ by: 'salary', op: 'LE', value: 3000.1 }] }], ['Érica', 'bruno', 'Carlos']],
    [[{ useOr: false, items: [{ by: 'salary', op: 'GT', value: 3000.1 }] }], ['Zé']],
    [[{ useOr: false, items: [{ by: 'salary', op: 'GE', value: 3000.1 }] }], ['Érica', 'Zé']],
    [[{ useOr: false, items: [{ by: 'city', op: 'EQ', value: 'Recife' }] }], ['Érica', 'Ana']],
    [[{ useOr: false, items: [{ by: 'city', op: '!EQ', value: 'Recife' }] }], ['bruno', 'Carlos', 'Zé']],
    [[{ useOr: false, items: [{ by: 'hired', op: 'BETWEEN', value: ['2019-01-01', '2020-12-31'] }] }], ['Érica', 'bruno']],
    [[{ useOr: false, items: [{ by: 'hired', op: '!BETWEEN', value: ['2019-01-01', '2020-12-31'] }] }], ['Ana', 'Carlos', 'Zé']],
    [[{ useOr: false, items: [{ by: 'city', op: 'IN', value: ['Curitiba', 'São Paulo'] }] }], ['bruno', 'Carlos']],
    [[{ useOr: false, items: [{ by: 'city', op: '!IN', value: ['Curitiba', 'São Paulo'] }] }], ['Érica', 'Ana', 'Zé']],
  ])('%j', (filter, expected) => expect(run(filter)).toEqual(expected));

  it('ORs items inside a group and ANDs the groups', () => {
    const filter: Filter = [
      { useOr: true, items: [{ by: 'city', op: 'EQ', value: 'Recife' }, { by: 'city', op: 'EQ', value: 'Curitiba' }] },
      { useOr: false, items: [{ by: 'salary', op: '!BLANK' }] },
    ];
    expect(run(filter)).toEqual(['Érica', 'Carlos']);
  });

  it('quick search matches every word accent-insensitively across the given columns', () => {
    expect(names(filterIndices(people, [compileSearch('RECIFE ana', ['name', 'city'])]))).toEqual(['Ana']);
    expect(compileSearch('   ', ['name'])).toBeNull();
  });

  it('rejects malformed BETWEEN and IN values', () => {
    expect(() => compileFilter([{ useOr: false, items: [{ by: 'salary', op: 'BETWEEN', value: 3 }] }])).toThrow(TypeError);
    expect(() => compileFilter([{ useOr: false, items: [{ by: 'salary', op: 'IN', value: 3 }] }])).toThrow(TypeError);
  });
});

describe('sorting', () => {
  it('sorts text by locale (accents and case folded), blanks last', () => {
    expect(names(sortIndices(all, [{ binding: 'name', direction: 'asc' }], keysFor))).toEqual(['Ana', 'bruno', 'Carlos', 'Érica', 'Zé']);
    expect(names(sortIndices(all, [{ binding: 'city', direction: 'desc' }], keysFor))).toEqual(['bruno', 'Érica', 'Ana', 'Carlos', 'Zé']);
  });
  it('sorts numbers numerically and stably, and dates chronologically', () => {
    expect(names(sortIndices(all, [{ binding: 'salary', direction: 'asc' }], keysFor))).toEqual(['bruno', 'Carlos', 'Érica', 'Zé', 'Ana']);
    expect(names(sortIndices(all, [{ binding: 'hired', direction: 'asc' }], keysFor))).toEqual(['Carlos', 'bruno', 'Érica', 'Ana', 'Zé']);
  });
  it('breaks ties with the next sort column', () => {
    const order = sortIndices(all, [{ binding: 'salary', direction: 'asc' }, { binding: 'name', direction: 'desc' }], keysFor);
    expect(names(order).slice(0, 2)).toEqual(['Carlos', 'bruno']);
  });
  it('cycles asc → desc → none and adds columns with Shift', () => {
    expect(nextSort([], 'a', false)).toEqual([{ binding: 'a', direction: 'asc' }]);
    expect(nextSort([{ binding: 'a', direction: 'asc' }], 'a', false)).toEqual([{ binding: 'a', direction: 'desc' }]);
    expect(nextSort([{ binding: 'a', direction: 'desc' }], 'a', false)).toEqual([]);
    expect(nextSort([{ binding: 'a', direction: 'asc' }], 'b', true)).toHaveLength(2);
  });
});

describe('grouping', () => {
  it('refuses a fifth group and duplicates', () => {
    let groupBy: string[] = [];
    for (const b of ['a', 'b', 'c', 'd']) groupBy = addGroup(groupBy, b).groupBy;
    expect(groupBy).toEqual(['a', 'b', 'c', 'd']);
    expect(addGroup(groupBy, 'e')).toEqual({ groupBy, refused: true });
    expect(addGroup(['a'], 'a').refused).toBe(true);
  });
  it('nests groups in key order and hides collapsed contents', () => {
    const groups = buildGroups(people, all, ['city', 'salary'], [], keysFor);
    expect(groups.map((g) => g.value)).toEqual(['Curitiba', 'Recife', 'São Paulo', '']);
    const recife = groups[1]!;
    expect(recife.rows).toEqual([0, 2]);
    expect(recife.children!.map((g) => g.value)).toEqual([3000.1, null]);
    const flat = flattenGroups(groups, new Set([recife.path]));
    expect(flat.filter((item) => typeof item === 'number')).toEqual([3, 1, 4]);
  });
});

describe('totals, selection, editing, export', () => {
  it('sums money without floating-point drift', () => {
    const rows = [{ v: 0.1 }, { v: 0.2 }, { v: null }];
    expect(computeTotal(rows, [0, 1, 2], 'v', 'sum', 'c2')).toBe(0.3);
    expect(computeTotal(rows, [0, 1, 2], 'v', 'count')).toBe(2);
    expect(computeTotal(people, all, 'salary', 'max')).toBe(9000);
    expect(computeTotal(people, [2], 'salary', 'sum')).toBeNull();
  });

  it('header checkbox: none → all selectable, all → none, some → all; disabled rows untouched', () => {
    const selectable = selectableIndices(people, all);
    expect(selectable).toEqual([0, 1, 2, 4]);
    const allSelected = toggleAllSelection(new Set(), selectable);
    expect([...allSelected].sort()).toEqual([0, 1, 2, 4]);
    expect(headerCheckState(allSelected, selectable)).toBe('all');
    expect(toggleAllSelection(allSelected, selectable).size).toBe(0);
    const some = new Set([1]);
    expect(headerCheckState(some, selectable)).toBe('some');
    expect(toggleAllSelection(some, selectable).size).toBe(4);
    expect(toggleRowSelection(people, new Set(), 3).has(3)).toBe(false);
  });

  it('edits only writable cells; mixed columns need inputWrite', () => {
    const editable: GridColumn<Person> = { header: 'Name', binding: 'name', editable: true };
    const mixed: GridColumn<Person> = { header: 'City', binding: 'city', editable: 'mixed' };
    const row: Person = { name: 'x', city: 'y', salary: 1, hired: '' };
    expect(canEditCell(row, editable)).toBe(true);
    expect(canEditCell({ ...row, inputWrite: { name: false } }, editable)).toBe(false);
    expect(canEditCell({ ...row, disabled: true }, editable)).toBe(false);
    expect(canEditCell(row, mixed)).toBe(false);
    expect(canEditCell({ ...row, inputWrite: { city: true } }, mixed)).toBe(true);
    expect(canEditCell(row, { header: 'S', binding: 'salary' })).toBe(false);
    expect(showsSideAction('-')).toBe(false);
    expect(showsSideAction(' ')).toBe(false);
    expect(showsSideAction('12')).toBe(true);
  });

  it('builds the sheet and names the file', () => {
    const columns: GridColumn<Person>[] = [
      { header: 'Name', binding: 'name' },
      { header: 'Salary', binding: 'salary', dataType: 'number', format: 'c2' },
      { header: '', binding: 'city', actions: [{ type: 'remove' }] },
    ];
    const sheet = buildSheet(people.slice(0, 3), columns);
    expect(sheet[0]!.map((c) => c?.value)).toEqual(['Name', 'Salary']);
    expect(sheet[1]).toEqual([{ value: 'Érica', type: String }, { value: 3000.1, type: Number, format: '#,##0.00' }]);
    expect(sheet[3]![1]).toBeNull();
    // A column that totals adds the footer's row: the same sum, labelled in the first column without a total.
    const withTotals = buildSheet(people.slice(0, 3), [columns[0]!, { ...columns[1]!, total: 'sum' }], 'Soma');
    expect(withTotals).toHaveLength(5);
    expect(withTotals[4]).toEqual([
      { value: 'Soma', type: String, fontWeight: 'bold' },
      { value: computeTotal(people.slice(0, 3), [0, 1, 2], 'salary', 'sum', 'c2'), type: Number, fontWeight: 'bold', format: '#,##0.00' },
    ]);
    expect(xlsxFileName('report')).toBe('report.xlsx');
    expect(xlsxFileName('report.XLSX')).toBe('report.XLSX');
  });
});
