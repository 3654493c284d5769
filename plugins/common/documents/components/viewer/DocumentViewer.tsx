import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@portico/plugin';
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
  const { t } = useTranslation('common.documents');
  useEffect(() => () => {
    if (doc.objectUrl) URL.revokeObjectURL(doc.objectUrl);
  }, [doc.objectUrl]);

  const download = doc.status === 'ready' && doc.objectUrl
    ? <a className="documents-button" href={doc.objectUrl} download={doc.name}>{t('download')}</a>
    : null;
  const body = () => {
    if (doc.status === 'loading') return <p className="documents-viewer__message" role="status">{t('viewer.loading')}</p>;
    if (!download) return <p className="documents-viewer__message" role="alert">{t('viewer.failed')}</p>;
    if (doc.mimeType === 'application/pdf' && doc.blob) return <PdfView file={doc.blob} name={doc.name} actions={download} />;
    const content = doc.mimeType && isPreviewable(doc.mimeType)
      ? <img className="documents-viewer__image" src={doc.objectUrl} alt={doc.name} />
      : <p className="documents-viewer__message">{t('viewer.noPreview')}</p>;
    return <><div className="documents-viewer__bar">{download}</div>{content}</>;
  };

  return (
    <Dialog title={<span className="documents-viewer__title">{doc.name}</span>} onClose={onClose} size="large" className="documents-viewer">
      {body()}
    </Dialog>
  );
}
