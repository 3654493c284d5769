import { AllCommunityModule, createGrid, ModuleRegistry, type GridApi } from 'ag-grid-community';
import { afterPaint, BENCH_COLUMNS, generateRows, ROW_COUNT, type BenchApi, type BenchRow } from './data';

ModuleRegistry.registerModules([AllCommunityModule]);

function main() {
  const rows = generateRows(ROW_COUNT);
  const host = document.getElementById('grid')!;
  let api: GridApi<BenchRow> | null = null;
  const time = async (change: () => void) => {
    const start = performance.now();
    change();
    await afterPaint();
    return performance.now() - start;
  };
  const bench: BenchApi = {
    render: async () => {
      const start = performance.now();
      api = createGrid<BenchRow>(host, {
        rowData: rows,
        rowHeight: 50,
        columnDefs: BENCH_COLUMNS.map((c) => ({
          field: c.binding,
          headerName: c.header,
          width: 140,
          filter: c.type === 'number' ? 'agNumberColumnFilter' : c.type === 'date' ? 'agDateColumnFilter' : 'agTextColumnFilter',
        })),
      });
      // AG Grid may schedule row rendering; wait until rows exist, then for paint.
      const deadline = start + 60_000;
      while (!host.querySelector('.ag-row[row-index="0"]')) {
        if (performance.now() > deadline) throw new Error('AG Grid rendered no rows');
        await new Promise((r) => setTimeout(r, 0));
      }
      await afterPaint();
      return performance.now() - start;
    },
    sort: () => time(() => api!.applyColumnState({ state: [{ colId: 'name', sort: 'asc' }], defaultState: { sort: null } })),
    sortTwo: () =>
      time(() =>
        api!.applyColumnState({
          state: [
            { colId: 'state', sort: 'asc', sortIndex: 0 },
            { colId: 'department', sort: 'asc', sortIndex: 1 },
          ],
          defaultState: { sort: null },
        }),
      ),
    // Row grouping is an AG Grid Enterprise feature; Community cannot group.
    group: async () => null,
    filter: () => time(() => api!.setFilterModel({ city: { filterType: 'text', type: 'contains', filter: 'paulo' } })),
    firstName: () => host.querySelector('.ag-row[row-index="0"] [col-id="name"]')?.textContent ?? '',
  };
  (window as unknown as { bench: BenchApi }).bench = bench;
  document.title = 'ready';
}

main();
