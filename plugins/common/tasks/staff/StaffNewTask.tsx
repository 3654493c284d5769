import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearch } from 'wouter';
import { call, PluginSlot, taskStaffManifest, TOKENS, useRemoteQuery, useService } from '@portico/plugin';
import { RemoteView } from '@portico/toolkit/remote';
import { StaffClientPicker, type StaffClient } from '../../documents';
import { ENDPOINTS, type TaskTemplate } from '../contract';

/**
 * A new task of the kind whose route the address names: the client first, then the kind's own form; with
 * ?template={id}, that form starts filled in with one of the firm's templates of the kind.
 */
export function StaffNewTask({ route, onCreated }: { route: string; onCreated: (clientId: string, taskId: string) => void }) {
  const { t } = useTranslation('common.tasks');
  const http = useService(TOKENS.Http);
  const kind = useService(TOKENS.Plugins).taskKinds().find((k) => k.route === route);
  const templateId = new URLSearchParams(useSearch()).get('template');
  const [client, setClient] = useState<StaffClient | null>(null);
  const template = useRemoteQuery(['common.tasks', 'staff-template', templateId], (signal) =>
    call(http, ENDPOINTS.getStaffTaskTemplate, { params: { templateId: templateId! } }, { signal }), Boolean(templateId));
  const form = (body?: TaskTemplate['body']) => (
    <>
      <StaffClientPicker value={client} onChange={setClient} />
      {client && (
        <PluginSlot key={client.id} manifest={taskStaffManifest(kind!)}
          props={{ clientId: client.id, taskId: null, template: body, onCreated: (taskId: string) => onCreated(client.id, taskId) }} />
      )}
    </>
  );
  return (
    <section aria-labelledby="staff-new-task">
      <Link href="/" className="tasks-back">{t('staff.back')}</Link>
      <h1 id="staff-new-task">{t('staff.newTask')}</h1>
      {!kind ? <p className="empty-state">{t('page.unavailable')}</p> : !templateId ? form() : (
        <RemoteView remote={template} failed={t('templates.failedOne')}>
          {(found) => found.kind !== kind.taskKind ? <p className="empty-state">{t('page.unavailable')}</p> : (
            <>
              <p className="hint">{t('templates.from', { name: found.name })}</p>
              {form(found.body)}
            </>
          )}
        </RemoteView>
      )}
    </section>
  );
}
