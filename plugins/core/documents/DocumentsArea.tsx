import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { useSearch } from 'wouter';
import type { Document, MetadataItem } from '@portico/contract/documents';
import type { PluginProps } from '@portico/kernel/plugin';
import { useKernel } from '@portico/kernel/react/kernel-context';
import { TOKENS } from '@portico/kernel/tokens';
import { DeleteConfirmModal } from './components/DeleteConfirmModal';
import { DetailsPanel } from './components/DetailsPanel';
import { DocumentList } from './components/DocumentList';
import { FolderTree } from './components/FolderTree';
import { PreviewPane, type PreviewDoc } from './components/PreviewPane';
import { SendModal } from './components/SendModal';
import { Toolbar } from './components/Toolbar';
import { UploadPanel } from './components/UploadPanel';
import { createFolder } from './flows/folder-flow';
import { openDocument } from './flows/open-document';
import { needsAllPages, sortAndSearch, SERVER_ORDER, type SortSpec } from './model/document-view';
import { createDocumentsServices, type DocumentsConfig } from './state/documents-services';
import './documents.css';

/** The documents area of spec 000: folder tree, document list, upload, delete, send, folders, metadata, preview. */
export default function DocumentsArea({ config }: Partial<PluginProps>) {
  const kernel = useKernel();
  const { t, i18n } = useTranslation('core.documents');
  const alerts = kernel.get(TOKENS.Alerts);
  const clients = kernel.get(TOKENS.Clients);
  const [services] = useState(() => createDocumentsServices(kernel, kernel.get(TOKENS.I18n).instance.t, (config ?? {}) as DocumentsConfig));
  const { store, upload, remove, send, api } = services;
  const { activeClientId } = useSnapshot(clients.state);
  const snap = useSnapshot(store.state);

  const [flat, setFlat] = useState(false);
  const [sort, setSort] = useState<SortSpec>(SERVER_ORDER);
  const [search, setSearch] = useState('');
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [metaFilter, setMetaFilter] = useState<{ item: MetadataItem; docs: Document[] } | null>(null);
  const [preview, setPreview] = useState<PreviewDoc | null>(null);
  const [details, setDetails] = useState<Document | null>(null);
  const [fullyLoaded, setFullyLoaded] = useState(0);
  const strategy = useMemo(() => services.strategyFor(flat), [services, flat]);

  const retrieveFailed = useCallback(() => alerts.raise('documentsRetrieveErrorAlertMsg'), [alerts]);

  // A new active client (or view) loads everything again; the selection belongs to the old one.
  useEffect(() => {
    if (!activeClientId) return;
    store.strategy = strategy;
    setSelected(new Set());
    setMetaFilter(null);
    setDetails(null);
    store.load(activeClientId).catch(retrieveFailed);
  }, [activeClientId, store, strategy, retrieveFailed]);

  const openFolder = (id: string) => {
    setSelected(new Set());
    setMetaFilter(null);
    store.openContainer(id).catch(retrieveFailed);
  };

  // Rows of the open folder; a search or an order other than the server's needs every page first.
  const wantsAll = needsAllPages(sort, search);
  useEffect(() => {
    const list = store.list;
    if (!wantsAll || !list || list.complete) return;
    list.loadAll().then(() => setFullyLoaded((n) => n + 1), retrieveFailed);
  }, [wantsAll, snap.listVersion, store, retrieveFailed]);
  const rows = useMemo<ReadonlyArray<Document | undefined>>(() => {
    if (metaFilter) return sortAndSearch(metaFilter.docs, sort, search, i18n.language);
    const base = store.rows();
    if (!wantsAll) return base;
    if (!store.list?.complete) return [];
    return sortAndSearch(base as Document[], sort, search, i18n.language);
    // listVersion and fullyLoaded stand for the unproxied list's changes.
  }, [store, snap.listVersion, snap.openContainerId, fullyLoaded, wantsAll, sort, search, metaFilter, i18n.language]);
  const listLoading = snap.listStatus === 'loading' || (wantsAll && !metaFilter && !store.list?.complete && snap.listStatus !== 'failed');

  const selectedDocs = useMemo(() => rows.filter((d): d is Document => Boolean(d && selected.has(d.id))), [rows, selected]);
  const openContainer = store.container(snap.openContainerId);
  const uploadTarget = (preferred?: string | null) => {
    const target = store.container(preferred ?? snap.openContainerId);
    return target?.permissions.canCreate ? target.id : (snap.contactFolder?.id ?? null);
  };
  const startUpload = (files: File[], containerId?: string | null) => {
    const target = uploadTarget(containerId);
    if (services.readOnly) {
      alerts.add({ type: 'danger', msg: 'core.documents:errors.PREVIEW_READ_ONLY' });
      return;
    }
    if (target && files.length) void upload.upload(files, target);
  };

  const open = useCallback(async (doc: { id: string; name?: string; mimeType?: string }) => {
    const clientId = store.state.clientId;
    if (!clientId) return;
    try {
      const result = await openDocument(api, clientId, doc);
      if (result.kind === 'preview') setPreview({ name: result.name, objectUrl: result.objectUrl, mimeType: result.mimeType });
    } catch {
      alerts.add({ type: 'danger', msg: 'core.documents:openDocumentError', values: { name: doc.name ?? doc.id } });
    }
  }, [api, store, alerts]);

  // Deep link /documents?doc=<id> (ClientCenterDocumentDeepLink): opened once the client's documents are loaded.
  const query = useSearch();
  const deepLinked = useRef<string | null>(null);
  useEffect(() => {
    const id = new URLSearchParams(query).get('doc');
    if (!services.deepLinks || !id || snap.status !== 'loaded' || deepLinked.current === id) return;
    deepLinked.current = id;
    // Only the id is known unless the document is in the folder shown first; the storage answer names it.
    void open(store.list?.docs.find((d) => d?.id === id) ?? { id });
  }, [query, services.deepLinks, snap.status, store, open]);

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

  const showTree = strategy.containers !== 'none' && !strategy.flat;
  return (
    <div className="documents-area">
      <h1 className="visually-hidden">{t('title')}</h1>
      <Toolbar
        readOnly={services.readOnly}
        selectedCount={selectedDocs.length}
        canUpload={Boolean(uploadTarget())}
        showAddFolder={services.canAddFolder && showTree}
        flatToggle={{ available: strategy.flatToggleAvailable, on: strategy.flat, onChange: setFlat }}
        search={search}
        onSearch={setSearch}
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
        {showTree && (
          <nav className="documents-layout__tree" aria-label={t('folders')}>
            {snap.status === 'loading' && snap.containers.length === 0 ? (
              <div className="documents-skeleton" role="status" aria-label={t('loading')}>
                <span className="documents-skeleton-bar" />
                <span className="documents-skeleton-bar" />
              </div>
            ) : (
              <FolderTree
                containers={snap.containers}
                openId={snap.openContainerId}
                onOpen={openFolder}
                onDropFiles={services.readOnly ? undefined : (files, id) => startUpload(files, id)}
              />
            )}
          </nav>
        )}
        {/* A section, not a second main landmark: the shell already owns <main>. */}
        <section className="documents-layout__list" aria-labelledby="documents-heading">
          <h2 id="documents-heading" className="documents-heading">{metaFilter ? t('metadataResults') : strategy.flat ? t('allDocuments') : (openContainer?.name ?? t('title'))}</h2>
          <DocumentList
            rows={rows}
            loading={listLoading}
            sort={sort}
            onSort={setSort}
            selected={selected}
            onSelectionChange={setSelected}
            onOpen={(doc) => void open(doc)}
            onDetails={setDetails}
            onRowsInView={(start, stop) => {
              if (!wantsAll && !metaFilter) store.list?.ensureRange(start, stop).catch(retrieveFailed);
            }}
            onDropFiles={services.readOnly ? undefined : (files) => startUpload(files)}
            emptyText={search || metaFilter ? t('noMatches') : snap.listStatus === 'failed' ? t('loadFailed') : t('emptyFolder')}
          />
        </section>
        {details && store.state.clientId && (
          <DetailsPanel
            api={api}
            alerts={alerts}
            clientId={store.state.clientId}
            doc={details}
            readOnly={services.readOnly}
            onClose={() => setDetails(null)}
            onFilter={(item) => void filterByMetadata(item)}
          />
        )}
      </div>
      {preview && <PreviewPane doc={preview} onClose={() => setPreview(null)} />}
      <DeleteConfirmModal flow={remove} />
      <SendModal flow={send} />
    </div>
  );
}
