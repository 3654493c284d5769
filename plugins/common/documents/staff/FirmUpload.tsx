import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { UploadRefusal } from '@portico/contract/documents';
import { call, TOKENS, useKernel, useRemoteQuery } from '@portico/plugin';
import { RemoteView } from '@portico/toolkit/remote';
import { DocumentsApi } from '../api/documents-api';
import { errorCodeOf } from '../api/api-error';
import { ENDPOINTS } from '../endpoints';
import type { StaffClient } from '../staff-contract';

type Outcome =
  | { kind: 'done'; count: number; notified: number; asked: boolean }
  | { kind: 'refused'; code: string; names: string[] };

/** The refusal's code and the files it names (every refused file is listed; UploadRefusal). */
async function refusalOf(error: unknown): Promise<Outcome> {
  const body = (error as { body?: Partial<UploadRefusal> }).body;
  return { kind: 'refused', code: await errorCodeOf(error), names: (body?.files ?? []).map((f) => f.name) };
}

/** Staff upload files into one of the client's folders as the firm, and may e-mail its contacts about them. */
export function FirmUpload({ client }: { client: StaffClient }) {
  const { t, i18n } = useTranslation('common.documents');
  const kernel = useKernel();
  const http = kernel.get(TOKENS.Http);
  const [api] = useState(() => new DocumentsApi(http, kernel.get(TOKENS.Tokens)));
  const folderId = useId();
  const filesId = useId();
  const form = useRef<HTMLFormElement>(null);
  const [containerId, setContainerId] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [notify, setNotify] = useState(true);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  // An upload still running when the screen goes (another client chosen) is cancelled: nothing half-stored stays.
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);
  const folders = useRemoteQuery(['common.documents', 'staff-folders', client.id, i18n.language], (signal) =>
    call(http, ENDPOINTS.getStaffContainers, { params: { clientId: client.id }, query: { locale: i18n.language } }, { signal }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const chosen = containerId || (folders.status === 'loaded' ? folders.data.containers[0]?.id : undefined);
    if (!chosen || !files.length) return;
    setBusy(true);
    setOutcome(null);
    running.current = new AbortController();
    try {
      const answer = await api.staffUpload(client.id, { containerId: chosen, files, notify, signal: running.current.signal });
      setOutcome({ kind: 'done', count: answer.success.length, notified: answer.notified, asked: notify });
      setFiles([]);
      form.current?.reset();
    } catch (error) {
      setOutcome(await refusalOf(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby={`${folderId}-heading`}>
      <h2 id={`${folderId}-heading`}>{t('staff.uploadHeading', { client: client.name })}</h2>
      <RemoteView remote={folders} failed={t('staff.foldersFailed')}>
        {({ containers }) => containers.length === 0 ? <p className="empty-state">{t('staff.noFolders')}</p> : (
          <form ref={form} className="staff-form" onSubmit={submit}>
            <label htmlFor={folderId}>
              {t('staff.folder')}
              <select id={folderId} value={containerId || containers[0]!.id} onChange={(e) => setContainerId(e.target.value)}>
                {containers.map((c) => <option key={c.id} value={c.id}>{c.name}</option>)}
              </select>
            </label>
            <label htmlFor={filesId}>
              {t('staff.files')}
              <input id={filesId} type="file" multiple onChange={(e) => setFiles([...(e.target.files ?? [])])} />
            </label>
            <label className="staff-form__check">
              <input type="checkbox" checked={notify} onChange={(e) => setNotify(e.target.checked)} />
              {t('staff.notify')}
            </label>
            <button type="submit" className="documents-button documents-button--primary" disabled={busy || !files.length}>
              {busy ? t('staff.uploading') : t('staff.uploadFiles')}
            </button>
          </form>
        )}
      </RemoteView>
      <div aria-live="polite">
        {outcome?.kind === 'done' && (
          <p role="status">
            {t('staff.uploaded', { count: outcome.count })}{' '}
            {outcome.notified > 0 ? t('staff.notified', { count: outcome.notified }) : outcome.asked ? t('staff.notNotified') : ''}
          </p>
        )}
        {outcome?.kind === 'refused' && (
          <div role="alert" className="remote-failed">
            <p>{t('staff.uploadRefused')} {t(`errors.${outcome.code}`, { defaultValue: t('errors.INTERNAL_ERROR') })}</p>
            {outcome.names.length > 0 && <ul>{outcome.names.map((name) => <li key={name}>{name}</li>)}</ul>}
          </div>
        )}
      </div>
    </section>
  );
}
