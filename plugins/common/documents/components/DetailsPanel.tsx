import { useId, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Document, MetadataItem } from '@portico/contract/documents';
import { useClientQuery, type AlertService } from '@portico/plugin';
import type { DocumentsApi } from '../api/documents-api';
import { errorCodeOf } from '../api/api-error';
import { formatModified, formatSize, mimeFamily } from '../model/document-view';
import { DocumentVersions } from './DocumentVersions';
import { UploadReceipt } from './UploadReceipt';

export interface DetailsPanelProps {
  api: DocumentsApi;
  alerts: AlertService;
  clientId: string;
  doc: Document;
  readOnly: boolean;
  /** The raw key and value form (and removing items): the firm's task tools (the taskTools flag), not a client's view. */
  editMetadata: boolean;
  onClose: () => void;
  onFilter: (item: MetadataItem) => void;
}

/**
 * A document's facts, its earlier versions, and its metadata items, each a filter. With the task tools the items
 * can be added, changed and removed; without, they read as facts and the panel says nothing when there are none.
 * It takes focus when it opens, Esc closes it, and focus goes back to where it came from.
 */
export function DetailsPanel({ api, alerts, clientId, doc, readOnly, editMetadata, onClose, onFilter }: DetailsPanelProps) {
  const { t, i18n } = useTranslation('common.documents');
  const metadata = useClientQuery(['common.documents', 'metadata', doc.id], (client) => api.metadata(client, doc.id), { clientId });
  // A list that failed to load shows as empty, as it always has.
  const items = metadata.status === 'loaded' ? metadata.data : metadata.status === 'failed' ? [] : null;
  const [key, setKey] = useState('');
  const [value, setValue] = useState('');
  const keyId = useId();
  const valueId = useId();
  const panel = useRef<HTMLElement>(null);
  const editable = editMetadata && !readOnly;

  useLayoutEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    panel.current?.focus();
    return () => {
      // Only when focus was in the panel (Esc, its close button): a click elsewhere keeps its own focus.
      const active = document.activeElement;
      if (!active || active === document.body || panel.current?.contains(active)) opener?.focus();
    };
  }, []);

  const fail = async (error: unknown) => {
    const code = await errorCodeOf(error);
    alerts.add({ type: 'danger', msg: code === 'PREVIEW_READ_ONLY' ? 'common.documents:errors.PREVIEW_READ_ONLY' : 'common.documents:metadataSaveError', timeout: null });
  };

  const add = async () => {
    if (!key.trim()) return;
    try {
      const list = await api.setMetadata(clientId, doc.id, [{ key: key.trim(), value }]);
      metadata.update(() => list);
      setKey('');
      setValue('');
    } catch (error) {
      await fail(error);
    }
  };

  const remove = async (itemKey: string) => {
    try {
      await api.removeMetadata(clientId, doc.id, itemKey);
      metadata.update((list) => list.filter((i) => i.key !== itemKey));
    } catch (error) {
      await fail(error);
    }
  };

  return (
    <aside
      ref={panel}
      tabIndex={-1}
      className="documents-details"
      aria-label={t('detailsFor', { name: doc.name })}
      onKeyDown={(e) => {
        if (e.key !== 'Escape') return;
        e.stopPropagation();
        onClose();
      }}
    >
      <header className="documents-details__header">
        <h2>{doc.name}</h2>
        <button type="button" className="documents-icon-button" aria-label={t('closeDetails')} onClick={onClose}>×</button>
      </header>
      <dl>
        <dt>{t('columnType')}</dt><dd>{t(`type.${mimeFamily(doc.mimeType, doc.name)}`)}</dd>
        <dt>{t('columnModified')}</dt><dd>{formatModified(doc.history.modifiedDate, i18n.language)}</dd>
        <dt>{t('columnSize')}</dt><dd>{formatSize(doc.size, i18n.language)}</dd>
        <dt>{t('uploadedBy')}</dt><dd>{doc.uploadedByStaff ? t('uploadedByFirm') : t('uploadedByClient')}</dd>
      </dl>
      {!doc.uploadedByStaff && <UploadReceipt api={api} clientId={clientId} documentId={doc.id} />}
      <DocumentVersions api={api} alerts={alerts} clientId={clientId} doc={doc} />
      {editable ? (
        <>
          <h3>{t('metadata')}</h3>
          {items === null ? (
            <p role="status">{t('loading')}</p>
          ) : items.length === 0 ? (
            <p>{t('metadataEmpty')}</p>
          ) : (
            <ul className="documents-details__metadata">
              {items.map((item) => (
                <li key={item.key}>
                  <span><strong>{item.key}</strong>: {item.value}</span>
                  <button type="button" className="documents-link" onClick={() => onFilter(item)}>{t('metadataFilterBy')}</button>
                  <button type="button" className="documents-icon-button" aria-label={t('metadataRemove', { key: item.key })} onClick={() => void remove(item.key)}>×</button>
                </li>
              ))}
            </ul>
          )}
          <form
            className="documents-details__form"
            onSubmit={(e) => {
              e.preventDefault();
              void add();
            }}
          >
            <label htmlFor={keyId}>{t('metadataKey')}</label>
            <input id={keyId} value={key} maxLength={100} onChange={(e) => setKey(e.target.value)} />
            <label htmlFor={valueId}>{t('metadataValue')}</label>
            <input id={valueId} value={value} maxLength={1000} onChange={(e) => setValue(e.target.value)} />
            <button type="submit" className="documents-button">{t('metadataSet')}</button>
          </form>
        </>
      ) : items?.length ? (
        <>
          <h3>{t('metadataReadable')}</h3>
          <dl className="documents-details__facts">
            {items.map((item) => (
              <div key={item.key}>
                <dt>{item.key}</dt>
                <dd>
                  {item.value}{' '}
                  <button type="button" className="documents-link" onClick={() => onFilter(item)}>{t('metadataFilterBy')}</button>
                </dd>
              </div>
            ))}
          </dl>
        </>
      ) : null}
    </aside>
  );
}
