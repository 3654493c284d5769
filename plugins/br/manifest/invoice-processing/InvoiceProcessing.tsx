import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { TOKENS, useClientQuery, useKernel, useMediaQuery } from '@portico/plugin';
import { Toolbar } from '@portico/toolkit';
import { MANIFEST_PERMISSION_NAMES, type ManifestClient, type ManifestDocument, type ManifestDocumentsQuery, type NfeEventCode, type RegisterEventResponse } from '../contract';
import { AwarenessDialog } from './AwarenessDialog';
import { CertificateNotice } from './CertificateNotice';
import { ConclusiveDialog } from './ConclusiveDialog';
import { takesAwareness, isoToday } from './deadlines';
import { DocumentDetail } from './DocumentDetail';
import { ManifestApi } from '../manifest-api';
import { ManifestFilters, NO_FILTERS, monthRange, type FilterValues } from './ManifestFilters';
import { ManifestList } from './ManifestList';
import './invoice-processing.css';

type Tab = 'all' | 'pending';
type Dialog = { kind: 'awareness'; docs: ManifestDocument[] } | { kind: 'conclusive'; doc: ManifestDocument; code: NfeEventCode; correction: boolean } | null;

/** Text filters wait for a pause in typing before they ask the server. */
const FILTER_DELAY_MS = 400;
/** The next page is asked when the lines shown come within this many of the last one read. */
const READ_AHEAD_ROWS = 100;
/** Codes that mean the user may not use the manifest at all. */
const NO_ACCESS = new Set(['MANIFEST_PERMISSION_REQUIRED', 'MANIFEST_DISABLED']);

/**
 * The query to keep: the one already asked when nothing changed. The filters' delayed update follows the
 * immediate one of a first load or a tab change; a new but equal object would ask again, and the list would
 * blink through its loading state.
 */
const sameQuery = (old: ManifestDocumentsQuery | null, next: ManifestDocumentsQuery) => (old && JSON.stringify(old) === JSON.stringify(next) ? old : next);

function toQuery(clientId: string, tab: Tab, f: FilterValues): ManifestDocumentsQuery {
  const due = f.dueWithinDays.trim() === '' ? undefined : Number(f.dueWithinDays);
  return {
    clientId, itemsPerPage: 500, ...monthRange(f.month),
    nfeStatus: f.nfeStatus || undefined, status: f.status || undefined,
    emitter: f.emitter.trim() || undefined, accessKey: f.accessKey.replace(/\D/g, '') || undefined,
    dueWithinDays: due !== undefined && Number.isInteger(due) && due >= 0 && due <= 366 ? due : undefined,
    pendingOnly: tab === 'pending' || undefined,
  };
}

/**
 * Invoice processing (nfe-manifest/invoice-processing): the NF-e the active client company received, with
 * their deadlines, and the recipient events (Ciência in bulk, conclusive ones one at a time) registered with
 * the tax authority through the firm's server. NfeManifest.Denied makes it read-only.
 */
export default function InvoiceProcessing() {
  const { t } = useTranslation('br.manifest');
  const kernel = useKernel();
  const api = useMemo(() => new ManifestApi(kernel.get(TOKENS.Http)), [kernel]);
  const denied = kernel.get(TOKENS.Permissions).isGranted(MANIFEST_PERMISSION_NAMES.denied);
  const { activeClientId } = useSnapshot(kernel.get(TOKENS.Clients).state);
  const narrow = useMediaQuery('(max-width: 760px)');
  const today = isoToday();

  // A link may name one NF-e (?accessKey=…, as the dashboard's "waiting for you" does): list it and open it.
  const [linkedKey] = useState(() => new URLSearchParams(globalThis.location?.search ?? '').get('accessKey')?.replace(/\D/g, '') ?? '');
  const [tab, setTab] = useState<Tab>('all');
  const [filters, setFilters] = useState<FilterValues>(() => ({ ...NO_FILTERS, accessKey: linkedKey }));
  const [query, setQuery] = useState<ManifestDocumentsQuery | null>(null);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [openKey, setOpenKey] = useState<string | null>(linkedKey || null);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [historyVersion, setHistoryVersion] = useState(0);

  useEffect(() => {
    if (!activeClientId) return;
    const next = toQuery(activeClientId, tab, filters);
    const timer = setTimeout(() => setQuery((old) => sameQuery(old, next)), FILTER_DELAY_MS);
    return () => clearTimeout(timer);
  }, [activeClientId, tab, filters]);
  // The first load and a tab or client change do not wait.
  useEffect(() => {
    if (activeClientId) setQuery((old) => sameQuery(old, toQuery(activeClientId, tab, filters)));
    setSelected(new Set());
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [activeClientId, tab]);

  // The list is of the query's client: until a switch's query is set, the old client's list stays. It holds the
  // pages read so far, one after another: scrolling near its end asks the next by the last page's nextCursor.
  const list = useClientQuery(['br.manifest', 'documents', query], (clientId) => api.documents({ ...query!, clientId }), {
    clientId: query?.clientId ?? null,
  });
  const asking = useRef<string | null>(null);
  const nextCursor = list.status === 'loaded' ? list.data.nextCursor : null;
  const loaded = list.status === 'loaded' ? list.data.items.length : 0;
  const readMore = useCallback(() => {
    if (!query || !nextCursor || asking.current === nextCursor) return;
    const cursor = nextCursor;
    asking.current = cursor;
    void api.documents({ ...query, cursor, startIndex: loaded })
      // Only onto the pages it follows: another query's list (or a reload) has another cursor.
      .then((page) => list.update((old) => (old.nextCursor === cursor ? { ...page, items: [...old.items, ...page.items], startIndex: 0 } : old)))
      .catch(() => undefined)
      .finally(() => { if (asking.current === cursor) asking.current = null; });
  }, [api, query, nextCursor, loaded, list.update]);
  const onRowsRendered = useCallback((_start: number, stop: number) => { if (stop >= loaded - READ_AHEAD_ROWS) readMore(); }, [loaded, readMore]);
  const client = useClientQuery<ManifestClient | null>(['br.manifest', 'client'], (clientId) => api.client(clientId));
  const listCode = list.status === 'failed' ? list.code ?? 'UNKNOWN' : null;

  const docs = list.status === 'loaded' ? list.data.items : [];
  const openDoc = openKey ? docs.find((d) => d.accessKey === openKey) ?? null : null;
  // Events go out only with a usable, unexpired A1 and a server connected to the tax authority (the client's `sending`).
  const canSend = !denied && client.status === 'loaded' && client.data?.sending === 'ready';
  const selectedDocs = docs.filter((d) => selected.has(d.accessKey) && takesAwareness(d));

  const applied = useCallback((results: RegisterEventResponse[]) => {
    if (!results.length) return;
    const byKey = new Map(results.map((r) => [r.document.accessKey, r.document]));
    list.update((old) => ({ ...old, items: old.items.map((d) => byKey.get(d.accessKey) ?? d) }));
    setSelected((old) => new Set([...old].filter((k) => !byKey.has(k))));
    setHistoryVersion((v) => v + 1);
    // Queued, not registered: the history says registered only once the tax authority gave its protocol.
    const last = results[results.length - 1]!.submission;
    setNotice(results.length === 1
      ? t('invoiceProcessing.queued', { event: t(`invoiceProcessing.events.${last.code}`) })
      : t('invoiceProcessing.queuedMany', { count: results.length }));
  }, [t, list.update]);
  /** The tax authority's answer changed the NF-e (registered): the list shows its new status. */
  const changed = useCallback((next: Pick<ManifestDocument, 'accessKey' | 'status' | 'xmlAvailable'>) => {
    list.update((old) => ({ ...old, items: old.items.map((d) => (d.accessKey === next.accessKey ? { ...d, ...next } : d)) }));
  }, [list.update]);
  const open = useCallback((doc: ManifestDocument) => { setNotice(null); setOpenKey(doc.accessKey); }, []);

  if (!activeClientId) return <section className="manifest"><h1>{t('invoiceProcessing.title')}</h1><p>{t('invoiceProcessing.noClient')}</p></section>;
  if (listCode && NO_ACCESS.has(listCode)) {
    return (
      <section className="manifest">
        <h1>{t('invoiceProcessing.title')}</h1>
        <p role="alert" className="manifest-note">{t(`invoiceProcessing.errors.${listCode}`)}</p>
      </section>
    );
  }

  return (
    <section className="manifest" aria-labelledby="manifest-title">
      <h1 id="manifest-title">{t('invoiceProcessing.title')}</h1>
      <p className="manifest-muted">{t('invoiceProcessing.intro')}</p>
      {client.status === 'loaded' && <CertificateNotice client={client.data} today={today} onUploaded={(cert) => client.update((c) => c && {
        ...c, certificate: { holder: cert.holder, cnpj: cert.cnpj, serialNumber: cert.serialNumber, validFrom: cert.validFrom, validUntil: cert.validUntil, expired: cert.expired },
        // A certificate the server took is usable and valid: only a server not connected still sends nothing.
        sending: c.sending === 'notConnected' ? c.sending : 'ready',
      })} />}
      {denied && <p className="manifest-note">{t('invoiceProcessing.readOnly')}</p>}
      {notice && <p role="status" className="manifest-success">{notice}</p>}

      {openDoc ? (
        <DocumentDetail doc={openDoc} api={api} today={today} canSend={canSend} version={historyVersion} onChanged={changed}
          onBack={() => setOpenKey(null)} onAwareness={(doc) => setDialog({ kind: 'awareness', docs: [doc] })}
          onConclusive={(doc, code, correction) => setDialog({ kind: 'conclusive', doc, code, correction })} />
      ) : (
        <>
          <div role="tablist" aria-label={t('invoiceProcessing.tabs.label')} className="manifest-tabs">
            {(['all', 'pending'] as const).map((id) => (
              <button key={id} type="button" role="tab" aria-selected={tab === id} className={tab === id ? 'is-active' : ''} onClick={() => setTab(id)}>
                {t(`invoiceProcessing.tabs.${id}`)}
              </button>
            ))}
          </div>
          <ManifestFilters value={filters} onChange={setFilters} folded={narrow} />
          <Toolbar title={t('invoiceProcessing.listTitle', { count: list.status === 'loaded' ? list.data.totalItems : 0 })} actions={[
            { type: 'refresh', onClick: list.retry },
            ...(canSend ? [{
              type: 'confirm' as const, showLabel: true, disabled: selectedDocs.length === 0,
              label: t('invoiceProcessing.awareness.bulk', { count: selectedDocs.length }),
              onClick: () => setDialog({ kind: 'awareness', docs: selectedDocs }),
            }] : []),
          ]} />
          {list.status === 'loading' && <p role="status">{t('invoiceProcessing.loading')}</p>}
          {listCode && (
            <div role="alert" className="manifest-error">
              <p>{t(`invoiceProcessing.errors.${listCode}`, { defaultValue: t('invoiceProcessing.failed') })}</p>
              <button type="button" className="portico-button" onClick={list.retry}>{t('invoiceProcessing.retry')}</button>
            </div>
          )}
          {list.status === 'loaded' && docs.length === 0 && <p className="manifest-muted">{t('invoiceProcessing.empty')}</p>}
          {docs.length > 0 && (
            <ManifestList docs={docs} today={today} selected={selected} onSelect={setSelected} onOpen={open} narrow={narrow} onRowsRendered={onRowsRendered} />
          )}
        </>
      )}

      {dialog?.kind === 'awareness' && (
        <AwarenessDialog docs={dialog.docs} api={api} onDone={applied} onClose={() => setDialog(null)} />
      )}
      {dialog?.kind === 'conclusive' && (
        <ConclusiveDialog doc={dialog.doc} code={dialog.code} correction={dialog.correction} api={api}
          onDone={(r) => applied([r])} onClose={() => setDialog(null)} />
      )}
    </section>
  );
}
