import { useTranslation } from 'react-i18next';
import { call, TOKENS, useClientQuery, useService, type TaskViewProps } from '@portico/plugin';
import { RemoteView } from '@portico/toolkit/remote';
import { ENDPOINTS, type DocumentRequest, type Task } from '../contract';
import { ErrorText } from '../shared/ErrorText';
import { useHostTaskEvents } from '../shared/host-events';
import { TaskHeader } from '../shared/TaskHeader';
import { useTaskWrite } from '../shared/use-task-write';
import { ItemCard } from './ItemCard';

/**
 * A document request, as the client answers it: each item takes files (uploaded into the item's folder through the
 * documents' upload) or a reason it does not apply; once every item is answered the client sends it to the firm.
 */
export default function DocumentRequestView({ taskId, clientId }: TaskViewProps) {
  const { t } = useTranslation('common.tasks');
  const http = useService(TOKENS.Http);
  const request = useClientQuery(['common.tasks', 'document-request', taskId], (client, signal) =>
    call(http, ENDPOINTS.getDocumentRequest, { params: { clientId: client, taskId } }, { signal }), { clientId });
  const loaded = request.status === 'loaded' ? request.data : undefined;
  useHostTaskEvents(loaded?.task);
  const saved = (answer: DocumentRequest) => request.update(() => answer);
  const submit = useTaskWrite<Task>(taskId, (task) => request.update((r) => ({ ...r, task })));

  return (
    <RemoteView remote={request} failed={t('page.failed')}>
      {({ task, items }) => {
        const editable = task.state === 'open' || task.state === 'in_progress';
        const ready = task.state === 'in_progress' && task.progress.done === task.progress.total;
        return (
          <>
            <TaskHeader task={task} />
            {task.state === 'submitted' && <p className="tasks-note">{t('documentRequest.withFirm')}</p>}
            {task.state === 'done' && <p className="tasks-note">{t('documentRequest.accepted')}</p>}
            <ol className="tasks-items">
              {items.map((item) => <ItemCard key={item.id} task={task} item={item} editable={editable} onSaved={saved} />)}
            </ol>
            {editable && (
              <div className="tasks-actions">
                <p id="tasks-submit-hint" className="hint">{ready ? t('documentRequest.readyHint') : t('documentRequest.notReadyHint', { count: task.progress.total - task.progress.done })}</p>
                <button type="button" className="tasks-primary" aria-describedby="tasks-submit-hint" disabled={!ready || submit.pending}
                  onClick={() => void submit.run(() => call(http, ENDPOINTS.postTaskSubmit, { params: { clientId, taskId } }))}>
                  {t('documentRequest.submit')}
                </button>
                <ErrorText code={submit.error} />
              </div>
            )}
          </>
        );
      }}
    </RemoteView>
  );
}
