import i18next from 'i18next';
import { useState } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { Grid } from '@portico/toolkit/grid/Grid';
import type { Filter, GridColumn, SortSpec } from '@portico/toolkit/grid/types';
import { afterPaint, BENCH_COLUMNS, generateRows, ROW_COUNT, type BenchApi, type BenchRow } from './data';

type Setters = { sort(s: SortSpec[]): void; group(g: string[]): void; filter(f: Filter): void };

const columns: GridColumn<BenchRow>[] = BENCH_COLUMNS.map((c) => ({ header: c.header, binding: c.binding, dataType: c.type, width: 140 }));

function Bench({ rows, expose }: { rows: BenchRow[]; expose: (s: Setters) => void }) {
  const [sort, setSort] = useState<SortSpec[]>([]);
  const [groupBy, setGroupBy] = useState<string[]>([]);
  const [filter, setFilter] = useState<Filter>([]);
  expose({ sort: setSort, group: setGroupBy, filter: setFilter });
  return <Grid rows={rows} columns={columns} ariaLabel="Bench" height={600} sort={sort} onSortChange={setSort} groupBy={groupBy} onGroupByChange={setGroupBy} filter={filter} />;
}

async function main() {
  const resources = await (await fetch('/assets/toolkit/i18n/en-us.json')).json();
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({ lng: 'en-us', lowerCaseLng: true, resources: { 'en-us': { toolkit: resources } }, interpolation: { escapeValue: false } });
  const rows = generateRows(ROW_COUNT);
  let setters: Setters | null = null;
  const host = document.getElementById('grid')!;
  const root = createRoot(host);
  const time = async (change: () => void) => {
    const start = performance.now();
    flushSync(change);
    await afterPaint();
    return performance.now() - start;
  };
  const api: BenchApi = {
    render: () =>
      time(() =>
        root.render(
          <I18nextProvider i18n={i18n}>
            <Bench rows={rows} expose={(s) => (setters = s)} />
          </I18nextProvider>,
        ),
      ),
    sort: () => time(() => setters!.sort([{ binding: 'name', direction: 'asc' }])),
    sortTwo: () => time(() => setters!.sort([{ binding: 'state', direction: 'asc' }, { binding: 'department', direction: 'asc' }])),
    group: () => time(() => setters!.group(['state', 'department'])),
    filter: () => time(() => setters!.filter([{ useOr: false, items: [{ by: 'city', op: 'LIKE', value: 'paulo' }] }])),
    firstName: () => {
      const firstRow = host.querySelector('.portico-grid__body [role="row"][aria-rowindex="2"]');
      return firstRow?.querySelectorAll('[role="gridcell"]')[1]?.textContent ?? firstRow?.textContent ?? '';
    },
  };
  (window as unknown as { bench: BenchApi }).bench = api;
  document.title = 'ready';
}

void main();
