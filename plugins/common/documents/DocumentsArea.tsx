import { useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import type { Document, MetadataItem } from '@portico/contract/documents';
import { type PluginProps, TOKENS, useKernel } from '@portico/plugin';
import { DeleteConfirmModal } from './components/DeleteConfirmModal';
import { DetailsPanel } from './components/DetailsPanel';
import { DocumentList } from './components/DocumentList';
import { DocumentsActions } from './components/DocumentsActions';
import { FolderTree } from './components/FolderTree';
import { SendModal } from './components/SendModal';
import { Toolbar, type SearchScope } from './components/Toolbar';
import { UploadPanel } from './components/UploadPanel';
import { DocumentViewer, type ViewerDoc } from './components/viewer/DocumentViewer';
import { createFolder } from './flows/folder-flow';
import { uploadTargetOf } from './flows/upload-target';
import { openDocument } from './flows/open-document';
import { isPreviewable, needsAllPages, prepareListingFormats, sortAndSearch, SERVER_ORDER, type SortSpec } from './model/document-view';
import { folderName } from './model/folder-tree';
import { createDocumentsServices, type DocumentsConfig } from './state/documents-services';
import { takeDocumentsAhead } from './state/head-start';
import { useDocumentsUrl } from './state/documents-url';
import { useClientSearch } from './state/client-search';
import { useReadMarks } from './state/read-marks';
import { useUploadReceipts } from './state/upload-receipts';
import { emptied } from './state/emptied';
import { TASK_TOOLS_FLAG } from './permissions';
import './documents.css';

/** The documents area of spec 000: folder tree, document list, upload, delete, send, folders, metadata, viewer. */
export default function DocumentsArea({ config }: Partial<PluginProps>) {
  const kernel = useKernel();
  const { t, i18n } = useTranslation('common.documents');
  const alerts = kernel.get(TOKENS.Alerts);
  const clients = kernel.get(TOKENS.Clients);
  const [services] = useState(() => createDocumentsServices(kernel, kernel.get(TOKENS.I18n).instance.t, (config ?? {}) as DocumentsConfig, takeDocumentsAhead(kernel)));
  const { store, upload, remove, send, api } = services;
  const { activeClientId } = useSnapshot(clients.state);
  const snap = useSnapshot(store.state);
  const url = useDocumentsUrl();
  const locale = i18n.language;
  // Metadata is the task tools' (uploads carry a task's items): only with them are its items edited here.
  const flags = kernel.get(TOKENS.Flags);
  useSnapshot(flags.state);
  const taskTools = flags.isEnabled(TASK_TOOLS_FLAG);

  const [flat, setFlat] = useState(false);
  const [sort, setSort] = useState<SortSpec>(SERVER_ORDER);
  const [search, setSearch] = useState('');
  const [scope, setScope] = useState<SearchScope>('folder');
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const clearSelection = useCallback(() => setSelected(emptied), []);
  const [metaFilter, setMetaFilter] = useState<{ item: MetadataItem; docs: Document[] } | null>(null);
  // An upload made from the filtered view answers that view after it: shown while the same filter is on.
  const { filtered } = useSnapshot(upload.state);
  useEffect(() => {
    if (filtered) setMetaFilter((m) => (m && m.item.key === filtered.filter.key && m.item.value === filtered.filter.value ? { ...m, docs: [...filtered.docs] } : m));
  }, [filtered]);
  const [viewer, setViewer] = useState<ViewerDoc | null>(null);
  const [details, setDetails] = useState<Document | null>(null);
  const [treeOpen, setTreeOpen] = useState(false);
  const [fullyLoaded, setFullyLoaded] = useState(0);
  const strategy = useMemo(() => services.strategyFor(flat), [services, flat]);
  const byFolder = strategy.containers !== 'none' && !strategy.flat;
  const treeId = useId();

  const retrieveFailed = useCallback(() => alerts.raise('documentsRetrieveErrorAlertMsg'), [alerts]);
  const readMarks = useReadMarks(services, activeClientId);
  const clientSearch = useClientSearch(api, byFolder && scope === 'client' ? activeClientId : null, search, locale, retrieveFailed);

  useEffect(() => void prepareListingFormats(locale), [locale]);

  // A new active client, view or language loads everything again (pages come in the language's name order);
  // the folder in the URL opens when it is one of the client's.
  const urlFolder = useRef(url.folder);
  urlFolder.current = url.folder;
  useEffect(() => {
    if (!activeClientId) return;
    store.strategy = strategy;
    store.locale = locale;
    clearSelection();
    setMetaFilter(null);
    setDetails(null);
    store.load(activeClientId, { folder: urlFolder.current }).catch(retrieveFailed);
  }, [activeClientId, store, strategy, locale, retrieveFailed, clearSelection]);

  // The URL and the open folder follow each other: a new URL (a click, Back, Forward) opens its folder;
  // a folder the area opened itself (a new one) is written to the URL in place.
  const syncedFolder = useRef<string | null | undefined>(undefined);
  useEffect(() => {
    if (snap.status !== 'loaded' || !byFolder) return;
    const urlChanged = syncedFolder.current !== url.folder;
    syncedFolder.current = url.folder;
    const wanted = url.folder && store.container(url.folder) ? url.folder : store.defaultContainerId;
    if (wanted === snap.openContainerId) return;
    if (!urlChanged) {
      url.openFolder(snap.openContainerId, { replace: true });
      return;
    }
    clearSelection();
    setMetaFilter(null);
    store.openContainer(wanted).catch(retrieveFailed);
  }, [url, snap.status, snap.openContainerId, byFolder, store, retrieveFailed, clearSelection]);

  const openFolder = (id: string) => {
    setTreeOpen(false);
    url.openFolder(id);
  };

  // Rows of the open folder; a search or an order other than the server's needs every page first.
  const wantsAll = needsAllPages(sort, clientSearch.active ? '' : search);
  useEffect(() => {
    const list = store.list;
    if (!wantsAll || !list || list.complete) return;
    list.loadAll().then(() => setFullyLoaded((n) => n + 1), retrieveFailed);
  }, [wantsAll, snap.listVersion, store, retrieveFailed]);
  const rows = useMemo<ReadonlyArray<Document | undefined>>(() => {
    if (metaFilter) return sortAndSearch(metaFilter.docs, sort, search, locale);
    // Whole-client results come in name order from the server; another order is applied here.
    if (clientSearch.active) return sortAndSearch(clientSearch.hits.map((h) => h.document), sort, '', locale);
    const base = store.rows();
    if (!wantsAll) return base;
    if (!store.list?.complete) return [];
    return sortAndSearch(base as Document[], sort, search, locale);
    // listVersion and fullyLoaded stand for the unproxied list's changes.
  }, [store, snap.listVersion, snap.openContainerId, fullyLoaded, wantsAll, sort, search, metaFilter, locale, clientSearch.active, clientSearch.hits]);
  const receipts = useUploadReceipts(api, activeClientId, rows);
  // The details follow the list: a replace or rename that lands while they are open shows in them.
  const detailsDoc = details && (rows.find((d) => d?.id === details.id) ?? details);
  const listLoading = clientSearch.active
    ? clientSearch.status === 'loading'
    : snap.listStatus === 'loading' || (wantsAll && !metaFilter && !store.list?.complete && snap.listStatus !== 'failed');

  const selectedDocs = useMemo(() => rows.filter((d): d is Document => Boolean(d && selected.has(d.id))), [rows, selected]);
  const openContainer = store.container(snap.openContainerId);
  const uploadTarget = (preferred?: string | null) => {
    const target = store.container(preferred ?? snap.openContainerId);
    return target?.permissions.canCreate ? target.id : (snap.contactFolder?.id ?? null);
  };
  // Files given while the folders are still loading (the first folder's rows show before the tree and the client's
  // own folder have arrived) wait for them, rather than finding no folder to go to and being dropped.
  const waitingFiles = useRef<{ files: File[]; containerId?: string | null } | null>(null);
  const startUpload = (files: File[], containerId?: string | null) => {
    if (services.readOnly) {
      alerts.add({ type: 'danger', msg: 'common.documents:errors.PREVIEW_READ_ONLY' });
      return;
    }
    if (snap.status === 'loading') {
      waitingFiles.current = { files: [...(waitingFiles.current?.files ?? []), ...files], containerId };
      return;
    }
    const containerTarget = uploadTarget(containerId);
    const target = containerTarget ? uploadTargetOf(store, clients, containerTarget, (c) => folderName(c, t)) : null;
    const filter = metaFilter ? { key: metaFilter.item.key, value: metaFilter.item.value } : undefined;
    if (target && files.length) void upload.upload(files, { ...target, ...(filter ? { filter } : {}) });
  };

  useEffect(() => {
    if (snap.status === 'loading' || !waitingFiles.current) return;
    const waiting = waitingFiles.current;
    waitingFiles.current = null;
    if (snap.status === 'loaded') startUpload(waiting.files, waiting.containerId);
  });

  const openFailed = useCallback((name: string) => {
    alerts.add({ type: 'danger', msg: 'common.documents:openDocumentError', values: { name } });
  }, [alerts]);

  // A PDF or an image opens in the viewer through the URL (?open=), so Back closes it; other types download.
  const open = (doc: Document) => {
    readMarks.opened(doc.id);
    if (isPreviewable(doc.mimeType)) {
      url.openDocument(doc.id);
      return;
    }
    if (store.state.clientId) openDocument(api, store.state.clientId, doc).catch(() => openFailed(doc.name));
  };

  // The document in the URL is shown: the viewer appears at once (loading), its bytes follow. One the open folder
  // lists as another type (a link from the dashboard to an XML) opens its details instead of downloading.
  const known = (id: string) => rows.find((d) => d?.id === id) ?? clientSearch.hits.find((h) => h.document.id === id)?.document
    ?? store.list?.docs.find((d) => d?.id === id);
  const shownId = useRef<string | null>(null);
  const lastOpened = useRef<string | null>(null);
  useEffect(() => {
    const id = url.open;
    if (!id) {
      shownId.current = null;
      setViewer(null);
      return;
    }
    const clientId = store.state.clientId;
    if (!clientId || snap.status !== 'loaded' || shownId.current === id) return;
    const doc = known(id);
    // The folder's first page tells the document's type: wait for it rather than guess from the bytes.
    if (!doc && snap.listStatus === 'loading') return;
    shownId.current = id;
    lastOpened.current = id;
    if (doc && !isPreviewable(doc.mimeType)) {
      setDetails(doc);
      url.closeDocument();
      return;
    }
    setViewer({ id, name: doc?.name ?? '', status: 'loading' });
    openDocument(api, clientId, doc ?? { id }).then((result) => {
      if (shownId.current !== id) {
        if (result.kind === 'preview') URL.revokeObjectURL(result.objectUrl);
        return;
      }
      if (result.kind === 'preview') setViewer({ id, name: result.name, status: 'ready', objectUrl: result.objectUrl, blob: result.blob, mimeType: result.mimeType });
      // Not viewable after all (a deep link to another type): it downloaded; the URL forgets it.
      else url.closeDocument();
    }, () => {
      if (shownId.current !== id) return;
      setViewer({ id, name: doc?.name ?? '', status: 'failed' });
      openFailed(doc?.name ?? id);
    });
    // `known` reads the rows of this render; the effect runs again only for a new document, load or first page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [url.open, snap.status, snap.listStatus, api, store, openFailed]);

  // Focus goes back to the document's row when the viewer closes (Esc, the close button or Back): in the commit
  // that removes the viewer, after its focus trap has handed focus back, so nothing sees focus anywhere else.
  // The viewer shows only the document the URL names, so it leaves in the render that sees the URL change.
  const shownViewer = viewer && viewer.id === url.open ? viewer : null;
  const hadViewer = useRef(false);
  useLayoutEffect(() => {
    if (shownViewer) {
      hadViewer.current = true;
      return;
    }
    if (!hadViewer.current) return;
    hadViewer.current = false;
    const row = document.querySelector<HTMLElement>(`[role="row"][data-document-id="${CSS.escape(lastOpened.current ?? '')}"]`);
    row?.focus();
  }, [shownViewer]);

  // Deep link /documents?doc=<id> (ClientCenterDocumentDeepLink): becomes the opened document of the URL.
  useEffect(() => {
    if (services.deepLinks && url.deepLink && !url.open) url.openDocument(url.deepLink, { replace: true });
  }, [services.deepLinks, url]);

  const filterByMetadata = async (item: MetadataItem) => {
    if (!store.state.clientId) return;
    try {
      setMetaFilter({ item, docs: await api.filterByMetadata(store.state.clientId, { key: item.key, value: item.value }) });
      setDetails(null);
    } catch {
      retrieveFailed();
    }
  };

  if (!activeClientId) {
    return <p className="documents-empty">{t('noClient')}</p>;
  }

  const heading = metaFilter ? t('metadataResults')
    : clientSearch.active ? t('searchResultsClient', { count: clientSearch.total })
    : strategy.flat ? t('allDocuments') : (openContainer ? folderName(openContainer, t) : t('title'));
  const folderNames = new Map(snap.containers.map((c) => [c.id, folderName(c, t)]));
  const pathOf = (doc: Document) => clientSearch.hits.find((h) => h.document.id === doc.id)?.path.map((p) => folderNames.get(p.id) ?? p.name).join(' / ');
  return (
    <div className="documents-area">
      <h1 className="visually-hidden">{t('title')}</h1>
      <Toolbar
        readOnly={services.readOnly}
        dataRoom={services.dataRoom}
        selectedCount={selectedDocs.length}
        deletableCount={selectedDocs.filter((d) => d.permissions.canDelete).length}
        canUpload={Boolean(uploadTarget())}
        showAddFolder={services.canAddFolder && byFolder}
        folderName={openContainer ? folderName(openContainer, t) : t('title')}
        flatToggle={{ available: strategy.flatToggleAvailable, on: strategy.flat, onChange: setFlat }}
        search={search}
        onSearch={setSearch}
        searchScope={byFolder ? { value: scope, onChange: setScope } : undefined}
        onUpload={(files) => startUpload(files)}
        onAddFolder={(name) => void createFolder(services.folders, openContainer, name)}
        onSend={() => send.trigger(selectedDocs)}
        onDelete={() => remove.request(selectedDocs)}
      />
      <UploadPanel flow={upload} />
      {metaFilter && (
        <p className="documents-filter" role="status">
          {t('metadataFilterActive', { key: metaFilter.item.key, value: metaFilter.item.value })}
          <button type="button" className="documents-link" onClick={() => setMetaFilter(null)}>{t('metadataFilterClear')}</button>
        </p>
      )}
      <div className="documents-layout">
        {byFolder && (
          <button
            type="button"
            className="documents-button documents-tree-toggle"
            aria-expanded={treeOpen}
            aria-controls={treeId}
            onClick={() => setTreeOpen(!treeOpen)}
          >
            {t('foldersButton', { name: openContainer ? folderName(openContainer, t) : t('folders') })}
          </button>
        )}
        {byFolder && (
          <nav id={treeId} className={`documents-layout__tree${treeOpen ? ' is-open' : ''}`} aria-label={t('folders')}>
            {snap.status === 'loading' && snap.containers.length === 0 ? (
              <div className="documents-skeleton" role="status" aria-label={t('loading')}>
                <span className="skeleton-line documents-skeleton-bar" />
                <span className="skeleton-line documents-skeleton-bar" />
              </div>
            ) : (
              <FolderTree
                containers={snap.containers}
                openId={snap.openContainerId}
                onOpen={openFolder}
                onDropFiles={services.readOnly || services.dataRoom ? undefined : (files, id) => startUpload(files, id)}
              />
            )}
          </nav>
        )}
        {/* A section, not a second main landmark: the shell already owns <main>. */}
        <section className="documents-layout__list" aria-labelledby="documents-heading">
          <h2 id="documents-heading" className="documents-heading">{heading}</h2>
          <DocumentsActions
            folder={openContainer}
            folders={services.folders}
            trash={services.trash}
            readOnly={services.readOnly}
            dataRoom={services.dataRoom}
            canScan={services.scanFromDevice && Boolean(uploadTarget())}
            onScan={(files) => startUpload(files)}
          />
          <DocumentList
            rows={rows}
            loading={listLoading}
            sort={sort}
            onSort={setSort}
            selected={selected}
            onSelectionChange={setSelected}
            selectable={!services.dataRoom}
            onOpen={open}
            onDetails={setDetails}
            onRowsInView={(start, stop) => {
              if (!wantsAll && !metaFilter && !clientSearch.active) store.list?.ensureRange(start, stop).catch(retrieveFailed);
            }}
            onDropFiles={services.readOnly || services.dataRoom ? undefined : (files) => startUpload(files)}
            emptyText={search || metaFilter ? t('noMatches') : snap.listStatus === 'failed' ? t('loadFailed') : t('emptyFolder')}
            label={clientSearch.active ? heading : undefined}
            folderPath={clientSearch.active ? pathOf : undefined}
            readMarks={readMarks.marks}
            receipts={receipts}
          />
          {clientSearch.active && clientSearch.nextOffset !== null && (
            <button type="button" className="documents-button documents-more-results" onClick={clientSearch.loadMore}>{t('moreResults')}</button>
          )}
        </section>
        {/* One panel per document: opening another's takes focus to it, as opening the first did. */}
        {detailsDoc && store.state.clientId && (
          <DetailsPanel
            key={detailsDoc.id}
            api={api}
            alerts={alerts}
            clientId={store.state.clientId}
            doc={detailsDoc}
            readOnly={services.readOnly || services.dataRoom}
            editMetadata={taskTools}
            onClose={() => setDetails(null)}
            onFilter={(item) => void filterByMetadata(item)}
          />
        )}
      </div>
      {shownViewer && <DocumentViewer doc={{ ...shownViewer, name: shownViewer.name || t('loading') }} onClose={url.closeDocument} />}
      <DeleteConfirmModal flow={remove} />
      <SendModal flow={send} />
    </div>
  );
}
