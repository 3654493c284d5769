import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { call, PluginSlot, taskStaffManifest, TOKENS, useRemoteQuery, useService } from '@portico/plugin';
import { RemoteView } from '@portico/toolkit/remote';
import { ENDPOINTS, type StaffTask } from '../contract';
import { ErrorText } from '../shared/ErrorText';
import { TaskHeader } from '../shared/TaskHeader';
import { useTaskWrite } from '../shared/use-task-write';

/** One task of a client, for the firm: its state and the firm's moves (accept, send back, cancel), then its kind's review. */
export function StaffTaskPage({ clientId, taskId }: { clientId: string; taskId: string }) {
  const { t } = useTranslation('common.tasks');
  const http = useService(TOKENS.Http);
  const plugins = useService(TOKENS.Plugins);
  const task = useRemoteQuery(['common.tasks', 'staff-task', clientId, taskId], (signal) =>
    call(http, ENDPOINTS.getStaffTask, { params: { clientId, taskId } }, { signal }));
  return (
    <article className="tasks-page">
      <Link href="/" className="tasks-back">{t('staff.back')}</Link>
      <RemoteView remote={task} failed={t('page.failed')}>
        {(found) => {
          const kind = plugins.taskKind(found.kind);
          return (
            <>
              <TaskHeader task={found} />
              <p>{t('staff.client', { name: found.clientName })}</p>
              <FirmMoves task={found} onMoved={(moved) => task.update(() => moved)} />
              {/* Keyed by the task's last change: after a move the kind's screen reads its rows again. */}
              {kind ? <PluginSlot key={found.updatedAt} manifest={taskStaffManifest(kind)} props={{ clientId, taskId, onCreated: () => {} }} />
                : <p className="empty-state">{t('page.unavailable')}</p>}
            </>
          );
        }}
      </RemoteView>
    </article>
  );
}

function FirmMoves({ task, onMoved }: { task: StaffTask; onMoved: (task: StaffTask) => void }) {
  const { t } = useTranslation('common.tasks');
  const http = useService(TOKENS.Http);
  const write = useTaskWrite<StaffTask>(task.id, onMoved);
  const [reason, setReason] = useState('');
  const [confirming, setConfirming] = useState(false);
  const reasonId = useId();
  const params = { clientId: task.clientId, taskId: task.id };
  const closed = task.state === 'done' || task.state === 'cancelled';
  if (closed) return null;
  return (
    <div className="tasks-actions">
      {task.state === 'submitted' && (
        <>
          <button type="button" className="tasks-primary" disabled={write.pending}
            onClick={() => void write.run(() => call(http, ENDPOINTS.postStaffTaskAccept, { params }))}>{t('staff.accept')}</button>
          <div className="tasks-reason">
            <label htmlFor={reasonId}>{t('staff.sendBackReason')}</label>
            <textarea id={reasonId} value={reason} maxLength={500} onChange={(event) => setReason(event.target.value)} />
            <button type="button" disabled={write.pending} onClick={() => {
              if (!reason.trim()) return write.setError('REASON_REQUIRED');
              void write.run(() => call(http, ENDPOINTS.postStaffTaskSendBack, { params, body: { reason: reason.trim() } })).then((ok) => ok && setReason(''));
            }}>{t('staff.sendBack')}</button>
          </div>
        </>
      )}
      {/* Cancelling cannot be undone: it asks once more. */}
      {confirming
        ? (
          <div className="tasks-row" role="group" aria-label={t('staff.cancelTask')}>
            <button type="button" className="tasks-danger" disabled={write.pending}
              onClick={() => void write.run(() => call(http, ENDPOINTS.postStaffTaskCancel, { params, body: {} }))}>{t('staff.confirmCancel')}</button>
            <button type="button" onClick={() => setConfirming(false)}>{t('staff.keepTask')}</button>
          </div>
        )
        : <button type="button" className="tasks-danger" onClick={() => setConfirming(true)}>{t('staff.cancelTask')}</button>}
      <ErrorText code={write.error} />
    </div>
  );
}
