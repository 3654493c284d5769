import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePdfUrl } from './use-pdf-url';

/** The document in the browser's PDF viewer once asked for, with a download of the same bytes. */
export function PdfPanel({ name, fetchPdf, onOpened }: { name: string; fetchPdf: () => Promise<unknown>; onOpened?: () => void }) {
  const { t } = useTranslation('common.esign');
  const [open, setOpen] = useState(false);
  const load = useCallback(() => fetchPdf(), [fetchPdf]);
  const pdf = usePdfUrl(open ? load : null);
  return (
    <section className="esign-pdf" aria-label={t('sign.documentLabel', { name })}>
      <p className="esign-pdf__name">{name}</p>
      {!open && <button type="button" onClick={() => { setOpen(true); onOpened?.(); }}>{t('sign.open')}</button>}
      {open && !pdf.url && !pdf.failed && <p role="status">{t('sign.loading')}</p>}
      {pdf.failed && <p role="alert" className="tasks-error">{t('errors.UNKNOWN')}</p>}
      {pdf.url && (
        <>
          <iframe className="esign-pdf__frame" src={pdf.url} title={t('sign.documentLabel', { name })} />
          <a href={pdf.url} download={name}>{t('sign.download', { name })}</a>
        </>
      )}
    </section>
  );
}
