import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

export interface PreviewDoc {
  name: string;
  objectUrl: string;
  mimeType: string;
}

/** In-browser view of a PDF (frame) or an image, from a blob URL that is released on close. */
export function PreviewPane({ doc, onClose }: { doc: PreviewDoc; onClose: () => void }) {
  const { t } = useTranslation('core.documents');
  useEffect(() => () => URL.revokeObjectURL(doc.objectUrl), [doc.objectUrl]);
  return (
    <section className="documents-preview" aria-label={t('previewOf', { name: doc.name })}>
      <header className="documents-preview__header">
        <h2>{doc.name}</h2>
        <a className="documents-button" href={doc.objectUrl} download={doc.name}>{t('download')}</a>
        <button type="button" className="documents-icon-button" aria-label={t('closePreview')} onClick={onClose}>×</button>
      </header>
      {doc.mimeType === 'application/pdf' ? (
        <iframe className="documents-preview__frame" src={doc.objectUrl} title={doc.name} />
      ) : (
        <img className="documents-preview__image" src={doc.objectUrl} alt={doc.name} />
      )}
    </section>
  );
}
