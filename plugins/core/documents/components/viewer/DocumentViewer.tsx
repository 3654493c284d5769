import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@portico/core/shell/modals/Dialog';
import { isPreviewable } from '../../model/document-view';
import { PdfView } from './PdfView';

/** A document being opened: its bytes arrive after the viewer shows (loading), or fail to. */
export interface ViewerDoc {
  id: string;
  name: string;
  status: 'loading' | 'ready' | 'failed';
  objectUrl?: string;
  blob?: Blob;
  mimeType?: string;
}

/**
 * The document viewer: full screen on a phone, a panel at the side on wider screens (documents.css), through the
 * shared Dialog (focus moves in, stays in, Esc closes). PDFs render with pdfjs, images show as they are, other
 * types offer their download. The blob URL is released when the document closes.
 */
export function DocumentViewer({ doc, onClose }: { doc: ViewerDoc; onClose: () => void }) {
  const { t } = useTranslation('core.documents');
  useEffect(() => () => {
    if (doc.objectUrl) URL.revokeObjectURL(doc.objectUrl);
  }, [doc.objectUrl]);

  const ready = doc.status === 'ready' && doc.objectUrl;
  const body = () => {
    if (doc.status === 'loading') return <p className="documents-viewer__message" role="status">{t('viewer.loading')}</p>;
    if (!ready) return <p className="documents-viewer__message" role="alert">{t('viewer.failed')}</p>;
    if (doc.mimeType === 'application/pdf' && doc.blob) return <PdfView file={doc.blob} name={doc.name} />;
    if (doc.mimeType && isPreviewable(doc.mimeType)) return <img className="documents-viewer__image" src={doc.objectUrl} alt={doc.name} />;
    return <p className="documents-viewer__message">{t('viewer.noPreview')}</p>;
  };

  return (
    <Dialog title={<span className="documents-viewer__title">{doc.name}</span>} onClose={onClose} size="large" className="documents-viewer">
      <div className="documents-viewer__bar">
        {ready && <a className="documents-button" href={doc.objectUrl} download={doc.name}>{t('download')}</a>}
      </div>
      {body()}
    </Dialog>
  );
}
