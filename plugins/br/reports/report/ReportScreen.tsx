import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { useSnapshot } from 'valtio';
import { type HttpClient, TOKENS, useClientQuery, useKernel, useMediaQuery } from '@portico/plugin';
import { Grid, GRID_ROW_HEIGHT, type GridColumn, type GridHandle, type GridRow, type SortSpec, Toolbar, useGridToolbar } from '@portico/toolkit';
import { DateRangeFields } from './DateRangeFields';
import { downloadFile } from './download-file';
import { lastTwelveMonths, rangeProblem, safeFileName, type DateRange } from './date-range';
import './report.css';

export const REPORTS_NS = 'br.reports';

/** What a report's columns may use: the client shown and a download of one of its files. */
export interface ReportContext {
  clientId: string;
  download(path: string, fileName: string): void;
}

/** One report: its texts (`<key>.title`, `<key>.intro`), its columns and how it loads its rows for a period. */
export interface ReportDefinition<T extends GridRow> {
  key: string;
  columns(t: TFunction, context: ReportContext): GridColumn<T>[];
  /** The rows as the server computed them, with labels already translated (so grouping shows them). */
  load(http: HttpClient, clientId: string, range: DateRange, t: TFunction): Promise<T[]>;
  defaultSort?: SortSpec[];
}

/**
 * Up to FULL_HEIGHT_ROWS rows the grid is as tall as its rows and the page scrolls: the toolkit grid's inner
 * scroll region has no tab stop of its own (axe scrollable-region-focusable). Longer reports scroll inside a
 * fixed, virtualised body.
 */
const FULL_HEIGHT_ROWS = 300;
const gridHeight = (rows: number) => GRID_ROW_HEIGHT * Math.min(rows, FULL_HEIGHT_ROWS) + 2;

/**
 * A report of the active client over a period: the toolkit grid with totals, group panel (up to four groups),
 * column menu, search and the xlsx export, named with the report, the client and the period.
 */
export function ReportScreen<T extends GridRow>({ definition }: { definition: ReportDefinition<T> }) {
  const { t, i18n } = useTranslation(REPORTS_NS);
  const kernel = useKernel();
  const http = kernel.get(TOKENS.Http);
  const clients = kernel.get(TOKENS.Clients);
  const { activeClientId } = useSnapshot(clients.state);
  const [range, setRange] = useState<DateRange>(lastTwelveMonths);
  const [fileFailed, setFileFailed] = useState<'export' | 'download' | null>(null);
  const grid = useRef<GridHandle<T>>(null);
  const columns = useMemo(() => definition.columns(t, {
    clientId: activeClientId ?? '',
    download: (path, fileName) => {
      setFileFailed(null);
      downloadFile(http, path, fileName).catch(() => setFileFailed('download'));
    },
  }), [definition, t, activeClientId, http]);
  const controls = useGridToolbar(columns);
  const problem = rangeProblem(range);
  // Words beside the toolbar's icons where they fit; on a phone, icons named by them (and their tooltips).
  const narrow = useMediaQuery('(max-width: 700px)');

  // The rows carry translated labels: the language is part of the key.
  const rows = useClientQuery(['br.reports', definition.key, range, i18n.language], (clientId) => definition.load(http, clientId, range, t), {
    enabled: !problem,
  });

  const title = t(`${definition.key}.title`);
  const exportXlsx = async () => {
    setFileFailed(null);
    const client = clients.activeClient;
    const fileName = safeFileName(t('export.fileName', { report: title, client: client?.nickname || client?.name || '', from: range.from, to: range.to }));
    try {
      await grid.current?.exportXlsx(fileName);
    } catch {
      setFileFailed('export');
    }
  };

  const loaded = rows.status === 'loaded' ? rows.data : null;
  return (
    <section className="br-report" aria-labelledby={`${definition.key}-title`}>
      <h1 id={`${definition.key}-title`}>{title}</h1>
      <p className="br-report__intro">{t(`${definition.key}.intro`)}</p>
      {!activeClientId ? (
        <p className="empty-state">{t('noClient')}</p>
      ) : (
        <>
          <DateRangeFields range={range} onChange={setRange} namespace={REPORTS_NS} />
          {problem && <p role="alert" className="br-report__problem">{t(`range.${problem}`)}</p>}
          <Toolbar
            {...controls.toolbar}
            showLabels={!narrow}
            actions={[
              { type: 'refresh', onClick: rows.retry, disabled: !!problem },
              { type: 'export', onClick: () => void exportXlsx(), disabled: !loaded?.length, label: t('export.label') },
            ]}
          />
          {fileFailed && <p role="alert" className="br-report__problem">{t(`${fileFailed}Failed`)}</p>}
          {!problem && rows.status === 'loading' && <p role="status">{t('loading')}</p>}
          {!problem && rows.status === 'failed' && (
            <div role="alert" className="br-report__problem">
              <p>{t('failed')}</p>
              <button type="button" className="br-button" onClick={rows.retry}>{t('retry')}</button>
            </div>
          )}
          {!problem && loaded && loaded.length === 0 && <p className="empty-state">{t('empty')}</p>}
          {!problem && loaded && loaded.length > 0 && (
            <>
              <p className="br-report__count" aria-live="polite">{t('rowCount', { count: loaded.length })}</p>
              <Grid rows={loaded} columns={columns} ariaLabel={title} gridRef={grid} defaultSort={definition.defaultSort}
                height={gridHeight(loaded.length)} {...controls.grid} />
            </>
          )}
        </>
      )}
    </section>
  );
}
