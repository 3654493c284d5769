import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { call, PluginSlot, TOKENS, useAuthorized, useRemoteQuery, useService } from '@portico/plugin';
import { RemoteView } from '@portico/toolkit/remote';
import { ENDPOINTS } from '../contract';

/**
 * One task: where it lives (its client company and kind, so a link from the dashboard or the host opens it whatever
 * company is active), then its kind's screen. A kind this variant lacks, or hides from the person, says so.
 */
export function TaskPage({ taskId, onBack }: { taskId: string; onBack?: () => void }) {
  const { t } = useTranslation('common.tasks');
  const http = useService(TOKENS.Http);
  const location = useRemoteQuery(['common.tasks', 'location', taskId], (signal) =>
    call(http, ENDPOINTS.getTaskLocation, { params: { taskId } }, { signal }));
  return (
    <article className="tasks-page">
      {onBack
        ? <button type="button" className="tasks-back" onClick={onBack}>{t('page.back')}</button>
        : <Link href="/" className="tasks-back">{t('page.back')}</Link>}
      <RemoteView remote={location} failed={t('page.failed')}>
        {(found) => <KindScreen taskId={found.taskId} clientId={found.clientId} kind={found.kind} />}
      </RemoteView>
    </article>
  );
}

function KindScreen({ taskId, clientId, kind }: { taskId: string; clientId: string; kind: string }) {
  const { t } = useTranslation('common.tasks');
  const manifest = useService(TOKENS.Plugins).taskKind(kind);
  const allowed = useAuthorized(manifest ? [manifest] : []);
  if (!manifest || (allowed && allowed.length === 0)) return <p className="empty-state">{t('page.unavailable')}</p>;
  if (!allowed) return <p role="status">{t('page.loading')}</p>;
  return <PluginSlot manifest={manifest} props={{ taskId, clientId }} />;
}
