import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** What RemoteView reads of remote data: useClientQuery's and useRemoteQuery's answers (@portico/plugin) fit it. */
export type RemoteViewState<T> = ({ status: 'idle' } | { status: 'loading' } | { status: 'failed' } | { status: 'loaded'; data: T }) & { retry: () => void };

/**
 * The loading and failed states of remote data, then its content: a status line while loading, an alert
 * with the caller's message and a retry button on failure.
 */
export function RemoteView<T>({ remote, failed, children }: { remote: RemoteViewState<T>; failed: string; children: (data: T) => ReactNode }) {
  const { t } = useTranslation('portal');
  if (remote.status === 'idle') return null;
  if (remote.status === 'loading') return <p role="status" className="remote-loading">{t('kernel.loading')}</p>;
  if (remote.status === 'failed') {
    return (
      <div role="alert" className="remote-failed">
        <p>{failed}</p>
        <button type="button" onClick={remote.retry}>{t('kernel.retry')}</button>
      </div>
    );
  }
  return <>{children(remote.data)}</>;
}
