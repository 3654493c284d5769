import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { call, TOKENS, useClientQuery, useFirmDateTime, useKernel } from '@portico/plugin';
import { saveFile } from '@portico/toolkit/files';
import { ENDPOINTS, type ClientExport } from '../contract';

/** How often a preparing export's progress is read again. */
const POLL_MS = 2000;

/** The export of everything: ask for it, see it being prepared, download it while it is kept. */
export function ExportPanel() {
  const { t } = useTranslation('common.activity');
  const kernel = useKernel();
  const http = kernel.get(TOKENS.Http);
  const { activeClientId } = useSnapshot(kernel.get(TOKENS.Clients).state);
  const latest = useClientQuery(['common.activity', 'export'], (clientId, signal) =>
    call(http, ENDPOINTS.getLatestExport, { params: { clientId } }, { signal }).then((a) => a.export));
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const current: ClientExport | null = latest.status === 'loaded' ? latest.data : null;
  const preparing = current?.state === 'queued' || current?.state === 'running';

  useEffect(() => {
    if (!preparing || !activeClientId) return;
    const timer = setTimeout(() => {
      void call(http, ENDPOINTS.getLatestExport, { params: { clientId: activeClientId } }).then((a) => latest.update(() => a.export), () => undefined);
    }, POLL_MS);
    return () => clearTimeout(timer);
  }, [preparing, activeClientId, current?.progress.done, current?.state]);

  const ask = async () => {
    if (!activeClientId) return;
    setBusy(true);
    setFailed(null);
    try {
      const made = await call(http, ENDPOINTS.postExport, { params: { clientId: activeClientId } });
      latest.update(() => made);
    } catch {
      setFailed('askFailed');
    } finally {
      setBusy(false);
    }
  };
  const download = async () => {
    if (!activeClientId || !current) return;
    setBusy(true);
    setFailed(null);
    try {
      const blob = await call(http, ENDPOINTS.getExportFile, { params: { clientId: activeClientId, exportId: current.id } });
      saveFile(blob, `portal-export-${current.requestedAt.slice(0, 10)}.zip`);
    } catch {
      setFailed('downloadFailed');
    } finally {
      setBusy(false);
    }
  };
  const dateTime = useFirmDateTime();

  return (
    <section className="activity-export" aria-labelledby="activity-export-title">
      <h2 id="activity-export-title">{t('export.title')}</h2>
      <p>{t('export.intro')}</p>
      {latest.status === 'loading' && <p role="status">{t('export.loading')}</p>}
      {preparing && current && (
        <div role="status">
          <p>{t('export.preparing')}</p>
          <progress max={current.progress.total || 1} value={current.progress.done} aria-label={t('export.progressLabel')} />
          <p>{t('export.progress', { count: current.progress.total, done: current.progress.done })}</p>
        </div>
      )}
      {current?.state === 'ready' && (
        <p role="status">{t('export.ready', { until: dateTime(current.expiresAt!) })}</p>
      )}
      {current?.state === 'failed' && <p role="alert">{t('export.failed')}</p>}
      {current?.state === 'expired' && <p>{t('export.expired')}</p>}
      <div className="activity-export-actions">
        {current?.state === 'ready' && (
          <button type="button" onClick={download} disabled={busy}>{t('export.download')}</button>
        )}
        {latest.status === 'loaded' && !preparing && (
          <button type="button" onClick={ask} disabled={busy}>{current ? t('export.askAgain') : t('export.ask')}</button>
        )}
      </div>
      {failed && <p role="alert">{t(`export.${failed}`)}</p>}
    </section>
  );
}
