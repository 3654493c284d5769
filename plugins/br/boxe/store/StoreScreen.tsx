import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { fillPath } from '@portico/contract/api-paths';
import { apiErrorCode, call, type PluginProps, TOKENS, useClientQuery, useKernel, useMediaQuery } from '@portico/plugin';
import { triggerDownload } from '@portico/toolkit/files';
import { Grid, type GridColumn, type SortSpec, Toolbar, type ToolbarAction, useGridToolbar } from '@portico/toolkit';
import { formatCnpj } from '@portico/br-kit';
import {
  BOXE_API, BOXE_EXPORT_GRANT, BOXE_PRINTABLE, ENDPOINTS, type BoxeDocument, type BoxeFilters, type BoxeKind, type BoxeSort,
} from '../contract';
import { clientHasBoxe } from './boxe-access';
import { DocumentCards, type FileLabels } from './DocumentCards';
import { downloadFile } from './downloads';
import { StoreFilters } from './StoreFilters';
import { kindOfPlugin } from './store-ids';
import { useStorePages, type StoreQuery } from './use-store-pages';
import './store.css';

/** Grouping works on rows in the browser, so the whole filtered set must be loaded first; beyond this it is refused. */
export const GROUP_LIMIT = 5_000;

/** A grid line: the document's columns as shown (status translated, value in reais), or an empty line still loading. */
interface StoreRow {
  id: string;
  accessKey: string;
  model: string;
  series: string;
  number: string;
  emitterName: string;
  emitterCnpj: string;
  recipientName: string;
  issuedAt: string;
  amount: number | null;
  statusLabel: string;
  doc?: BoxeDocument;
}

/**
 * The key column's width for keys of `digits`: every digit at the grid's 12 px monospace (0.6 em a digit), the
 * cell's padding (2 × 8 px), its gap (4 px), the 28 px copy button and a few pixels for fonts a little wider.
 */
const keyColumnWidth = (digits: number) => Math.ceil(digits * 12 * 0.6) + 16 + 4 + 28 + 8;

/** Grid bindings and the server's sort names. */
const SORT_OF: Record<string, BoxeSort> = {
  accessKey: 'accessKey', model: 'model', series: 'series', number: 'number', emitterName: 'emitterName', emitterCnpj: 'emitterCnpj',
  recipientName: 'recipientName', issuedAt: 'issuedAt', amount: 'amountCents', statusLabel: 'status',
};

type Access = 'checking' | 'on' | 'off' | 'failed';
/** The export is the browser's own download (its downloads show the progress); the screen only asks for its link. */
type Exporting = { status: 'idle' } | { status: 'asking' } | { status: 'started'; count: number } | { status: 'failed'; denied: boolean };

/**
 * One Box-E store (NF-e, NFC-e, CT-e, CF-e SAT or generic XML) of the active client: the server pages, filters
 * and sorts; the grid (or, on a phone, the card list) shows what came and asks for the pages scrolled into view.
 * CF-e SAT is a read-only archive, and no store offers writing (documents arrive by the firm's intake).
 */
export default function StoreScreen({ pluginId }: PluginProps) {
  const kind: BoxeKind = kindOfPlugin(pluginId);
  const kernel = useKernel();
  // The feature's texts and those its manifest names (the grid's toolkit texts), as they were loaded with the code.
  const { t, i18n } = useTranslation(kernel.plugins.namespacesOf(kernel.plugins.get(pluginId)!));
  const http = kernel.get(TOKENS.Http);
  const mayExport = kernel.get(TOKENS.Permissions).isGranted(BOXE_EXPORT_GRANT);
  const { activeClientId } = useSnapshot(kernel.get(TOKENS.Clients).state);
  const { epoch } = useSnapshot(kernel.get(TOKENS.Session).state);
  const narrow = useMediaQuery('(max-width: 700px)');
  const titleId = `boxe-${kind}-title`;

  const accessCheck = useClientQuery(['br.boxe', 'access', epoch], (clientId) => clientHasBoxe(http, epoch, clientId));
  const access: Access = accessCheck.status === 'loaded' ? (accessCheck.data ? 'on' : 'off') : accessCheck.status === 'failed' ? 'failed' : 'checking';

  const [filters, setFilters] = useState<BoxeFilters>({});
  const [sort, setSort] = useState<SortSpec[]>([{ binding: 'issuedAt', direction: 'desc' }]);
  const [groupBy, setGroupBy] = useState<string[]>([]);
  const [groupRefused, setGroupRefused] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [exporting, setExporting] = useState<Exporting>({ status: 'idle' });
  const [copied, setCopied] = useState<'copied' | 'failed' | null>(null);
  // The key whole, for the firm's tax software or a SEFAZ lookup; the clipboard may be refused (no permission, no HTTPS).
  const copyKey = async (key: string) => {
    setCopied(await navigator.clipboard.writeText(key).then(() => 'copied' as const, () => 'failed' as const));
  };

  const money = useMemo(() => new Intl.NumberFormat(i18n.language, { style: 'currency', currency: 'BRL' }), [i18n.language]);
  const dayFormat = useMemo(() => new Intl.DateTimeFormat(i18n.language, { timeZone: 'UTC', dateStyle: 'short' }), [i18n.language]);
  const printable = BOXE_PRINTABLE[kind];
  const printableLabel = printable ? t(`actions.printable.${printable}`) : '';
  // Each file button shows what it downloads ("XML", "DANFE") and is named with its document.
  const labels = useMemo<FileLabels>(() => ({
    xml: t('actions.xmlShort'),
    printable: printable ? t(`actions.printableShort.${printable}`) : '',
    of: (action, doc) => t('actions.forDocument', { action, number: doc.number, issuer: doc.emitterName }),
    xmlLabel: t('actions.downloadXml'),
    printableLabel,
  }), [t, printable, printableLabel]);

  // The files first and the key whole: at 1280 px a line shows what a user looks for and its downloads; the
  // issuer's CNPJ, the recipient and the model (one per store) follow when scrolled.
  const columns = useMemo<GridColumn<StoreRow>[]>(() => [
    {
      header: t('columns.actions'), binding: 'id', width: printable ? 184 : 92,
      actions: [
        {
          type: 'download', text: labels.xml, label: (row: StoreRow) => (row.doc ? labels.of(labels.xmlLabel, row.doc) : labels.xmlLabel),
          onClick: (row: StoreRow) => row.doc && void downloadXml(row.doc), hidden: (row: StoreRow) => !row.doc,
        },
        ...(printable ? [{
          type: 'download' as const, text: labels.printable, label: (row: StoreRow) => (row.doc ? labels.of(labels.printableLabel, row.doc) : labels.printableLabel),
          onClick: (row: StoreRow) => row.doc && void downloadPrintable(row.doc), hidden: (row: StoreRow) => !row.doc,
        }] : []),
      ],
    },
    {
      // The generic XML store's keys are the 50-digit NFS-e nacional ones; the others' are 44 digits.
      header: t('columns.accessKey'), binding: 'accessKey', width: keyColumnWidth(kind === 'xml' ? 50 : 44),
      sideAction: { icon: 'copy', label: (row: StoreRow) => t('store.copyKey', { number: row.number }), onClick: (row: StoreRow) => void copyKey(row.accessKey) },
    },
    { header: t('columns.number'), binding: 'number', width: 84, align: 'end' },
    { header: t('columns.series'), binding: 'series', width: 64, align: 'end' },
    { header: t('columns.issuer'), binding: 'emitterName', minWidth: 170 },
    { header: t('columns.issuedAt'), binding: 'issuedAt', dataType: 'date', format: 'd', width: 112 },
    { header: t('columns.value'), binding: 'amount', dataType: 'number', format: 'c2', width: 124, total: groupBy.length ? 'sum' : undefined },
    { header: t('columns.status'), binding: 'statusLabel', width: 110 },
    { header: t('columns.issuerCnpj'), binding: 'emitterCnpj', format: formatCnpj, width: 160 },
    { header: t('columns.recipient'), binding: 'recipientName', minWidth: 170 },
    { header: t('columns.model'), binding: 'model', width: 80 },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the download callbacks read the client at call time
  ], [t, kind, printable, labels, groupBy.length]);
  const controls = useGridToolbar(columns);

  const rangeInvalid = !!(filters.from && filters.to && filters.from > filters.to);
  const query = useMemo<StoreQuery>(() => ({
    filters: { ...filters, ...(rangeInvalid ? { to: undefined } : {}), search: controls.grid.search.trim() || undefined },
    sort: SORT_OF[sort[0]?.binding ?? 'issuedAt'] ?? 'issuedAt',
    direction: sort[0]?.direction ?? 'desc',
  }), [filters, rangeInvalid, controls.grid.search, sort]);
  const pages = useStorePages(http, access === 'on' ? activeClientId : null, kind, query);
  const ready = pages.state.status === 'ready' ? pages.state : null;

  // A new query keeps grouping only if the new set is small enough to load whole.
  useEffect(() => {
    if (!ready || groupBy.length === 0) return;
    if (ready.total > GROUP_LIMIT) {
      setGroupBy([]);
      setGroupRefused(true);
    } else if (ready.rows.some((r) => !r)) void pages.loadAll();
  }, [ready, groupBy.length, pages]);

  // One line object per document, made once (100,000 lines are remapped on every page that arrives), and one
  // shared line for all documents still loading.
  const lineCache = useMemo(() => new WeakMap<BoxeDocument, StoreRow>(), [t]);
  const pendingLine = useMemo<StoreRow>(() => ({
    id: 'pending', accessKey: '', model: '', series: '', number: '', emitterName: t('store.loadingRow'), emitterCnpj: '', recipientName: '', issuedAt: '', amount: null, statusLabel: '',
  }), [t]);
  const rows = useMemo<StoreRow[]>(() => (ready?.rows ?? []).map((doc) => {
    if (!doc) return pendingLine;
    let line = lineCache.get(doc);
    if (!line) {
      line = {
        id: doc.id, accessKey: doc.accessKey ?? doc.fileName.replace(/\.xml$/, ''), model: doc.model, series: doc.series, number: doc.number,
        emitterName: doc.emitterName, emitterCnpj: doc.emitterCnpj, recipientName: doc.recipientName ?? '', issuedAt: doc.issuedAt,
        amount: doc.amountCents / 100, statusLabel: t(`status.${doc.status}`), doc,
      };
      lineCache.set(doc, line);
    }
    return line;
  }), [ready, t, lineCache, pendingLine]);

  const documentPath = useCallback((path: string, doc: BoxeDocument) => fillPath(path, { clientId: activeClientId!, kind, documentId: doc.id }), [activeClientId, kind]);
  /** Why a download failed, by the server's code when the screen knows it (a printable's refusals). */
  const downloadFailed = async (error: unknown) => setNotice(t([`errors.${await apiErrorCode(error)}`, 'store.downloadFailed']));
  async function downloadXml(doc: BoxeDocument) {
    setNotice(null);
    await downloadFile(http, documentPath(BOXE_API.boxeDocumentXml, doc), doc.fileName).catch(downloadFailed);
  }
  async function downloadPrintable(doc: BoxeDocument) {
    setNotice(null);
    await downloadFile(http, documentPath(BOXE_API.boxeDocumentPdf, doc), `${doc.accessKey ?? doc.id}.pdf`).catch(downloadFailed);
  }

  // A short-lived link the browser downloads by itself: the archive goes to disk as it arrives, never into the page.
  const exportZip = async () => {
    if (!activeClientId || !ready) return;
    const count = ready.total;
    setExporting({ status: 'asking' });
    try {
      const link = await call(http, ENDPOINTS.getBoxeExportLink, { params: { clientId: activeClientId, kind }, query: query.filters });
      triggerDownload(link.url, `box-e-${kind}.zip`);
      setExporting({ status: 'started', count });
    } catch (error) {
      setExporting({ status: 'failed', denied: (await apiErrorCode(error)) === 'BOXE_EXPORT_DENIED' });
    }
  };

  const onGroupByChange = (next: string[]) => {
    setGroupRefused(false);
    if (next.length && ready && ready.total > GROUP_LIMIT) {
      setGroupRefused(true);
      return;
    }
    setGroupBy(next);
  };

  const toolbarActions: ToolbarAction[] = [
    { type: 'refresh', onClick: pages.reload, label: t('actions.refresh') },
    ...(mayExport ? [{ type: 'export' as const, onClick: () => void exportZip(), label: t('actions.exportZip'), showLabel: true, disabled: !ready || ready.total === 0 || exporting.status === 'asking' }] : []),
  ];
  const listHeight = narrow ? 520 : 480;
  const ensureRange = useRef(pages.ensureRange);
  ensureRange.current = pages.ensureRange;
  const onRowsRendered = useCallback((start: number, stop: number) => ensureRange.current(start, stop), []);

  return (
    <section className="boxe-store" aria-labelledby={titleId}>
      <h1 id={titleId}>{t(`stores.${kind}.title`)}</h1>
      <p className="boxe-store__intro">{t(`stores.${kind}.intro`)}</p>
      {kind === 'cfe' && <p className="boxe-store__archive" data-testid="boxe-read-only">{t('stores.cfe.archive')}</p>}
      {!activeClientId ? (
        <p className="empty-state">{t('store.noClient')}</p>
      ) : access === 'checking' ? (
        <p role="status">{t('store.checking')}</p>
      ) : access === 'off' ? (
        <p className="empty-state" data-testid="boxe-client-off">{t('store.clientOff')}</p>
      ) : access === 'failed' ? (
        <div role="alert">
          <p>{t('store.failed')}</p>
          <button type="button" className="portico-button" onClick={accessCheck.retry}>{t('store.retry')}</button>
        </div>
      ) : (
        <>
          <StoreFilters kind={kind} value={filters} onChange={setFilters} />
          <Toolbar actions={toolbarActions} {...controls.toolbar} showLabels={!narrow} />
          <ExportStatus state={exporting} />
          {notice && <p role="alert" className="boxe-store__notice">{notice}</p>}
          <p role="status" className="visually-hidden" data-testid="boxe-copy-status">{copied === 'copied' ? t('store.keyCopied') : ''}</p>
          {copied === 'failed' && <p role="alert" className="boxe-store__notice">{t('store.copyFailed')}</p>}
          {groupRefused && <p role="alert" className="boxe-store__notice">{t('store.groupTooMany', { limit: GROUP_LIMIT.toLocaleString(i18n.language) })}</p>}
          <p className="boxe-store__summary" aria-live="polite" data-testid="boxe-summary">
            {ready ? t('store.summary', { count: ready.total, formatted: ready.total.toLocaleString(i18n.language), amount: money.format(ready.totalAmountCents / 100) }) : ''}
          </p>
          {pages.state.status === 'loading' && <p role="status">{t('store.loading')}</p>}
          {pages.state.status === 'failed' && (
            <div role="alert">
              <p>{t('store.failed')}</p>
              <button type="button" className="portico-button" onClick={pages.reload}>{t('store.retry')}</button>
            </div>
          )}
          {ready && ready.total === 0 && <p className="empty-state">{t(Object.values(query.filters).some(Boolean) ? 'store.emptyFiltered' : 'store.empty')}</p>}
          {ready && ready.total > 0 && (narrow ? (
            <DocumentCards
              docs={ready.rows}
              label={t(`stores.${kind}.title`)}
              height={listHeight}
              onRowsRendered={onRowsRendered}
              money={(cents) => money.format(cents / 100)}
              day={(iso) => dayFormat.format(new Date(`${iso}T00:00:00Z`))}
              actions={{ downloadXml: (d) => void downloadXml(d), downloadPrintable: printable ? (d) => void downloadPrintable(d) : undefined, labels }}
            />
          ) : (
            <Grid
              rows={rows}
              columns={columns}
              ariaLabel={t(`stores.${kind}.title`)}
              serverSide
              sort={sort}
              onSortChange={(next) => setSort(next.length ? [next[next.length - 1]!] : [{ binding: 'issuedAt', direction: 'desc' }])}
              groupBy={groupBy}
              onGroupByChange={onGroupByChange}
              height={listHeight}
              onRowsRendered={onRowsRendered}
              {...controls.grid}
            />
          ))}
        </>
      )}
    </section>
  );
}

function ExportStatus({ state }: { state: Exporting }) {
  const { t, i18n } = useTranslation('br.boxe');
  if (state.status === 'started') {
    return <p role="status" className="boxe-export">{t('export.started', { count: state.count, formatted: state.count.toLocaleString(i18n.language) })}</p>;
  }
  if (state.status === 'failed') return <p role="alert" className="boxe-export boxe-export--failed">{t(state.denied ? 'export.denied' : 'export.failed')}</p>;
  return null;
}
