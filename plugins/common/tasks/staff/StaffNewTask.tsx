import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { PluginSlot, taskStaffManifest, TOKENS, useService } from '@portico/plugin';
import { StaffClientPicker, type StaffClient } from '../../documents';

/** A new task of the kind whose route the address names: the client first, then the kind's own form. */
export function StaffNewTask({ route, onCreated }: { route: string; onCreated: (clientId: string, taskId: string) => void }) {
  const { t } = useTranslation('common.tasks');
  const kind = useService(TOKENS.Plugins).taskKinds().find((k) => k.route === route);
  const [client, setClient] = useState<StaffClient | null>(null);
  return (
    <section aria-labelledby="staff-new-task">
      <Link href="/" className="tasks-back">{t('staff.back')}</Link>
      <h1 id="staff-new-task">{t('staff.newTask')}</h1>
      {!kind ? <p className="empty-state">{t('page.unavailable')}</p> : (
        <>
          <StaffClientPicker value={client} onChange={setClient} />
          {client && (
            <PluginSlot key={client.id} manifest={taskStaffManifest(kind)}
              props={{ clientId: client.id, taskId: null, onCreated: (taskId: string) => onCreated(client.id, taskId) }} />
          )}
        </>
      )}
    </section>
  );
}
