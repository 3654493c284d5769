import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { call, TOKENS, useAuthorized, useRemoteQuery, useService } from '@portico/plugin';
import { RemoteView } from '@portico/toolkit/remote';
import { ENDPOINTS, type TaskTemplateLine, type TaskTemplateSummary } from '../contract';
import { BatchProgressText } from './BulkSend';
import { useKindTitle } from '../list/use-kind-title';
import { ErrorText } from '../shared/ErrorText';
import { useTaskWrite } from '../shared/use-task-write';

export const TEMPLATES_KEY = ['common.tasks', 'staff-templates'] as const;

/** The firm's task templates: each starts a new task of its kind filled in with it, and may be renamed or deleted. */
export function StaffTemplates() {
  const { t } = useTranslation('common.tasks');
  const http = useService(TOKENS.Http);
  const templates = useRemoteQuery([...TEMPLATES_KEY], (signal) => call(http, ENDPOINTS.getStaffTaskTemplates, { query: {} }, { signal }));
  return (
    <section aria-labelledby="staff-templates-title">
      <Link href="/" className="tasks-back">{t('staff.back')}</Link>
      <h1 id="staff-templates-title">{t('templates.title')}</h1>
      <p className="hint">{t('templates.hint')}</p>
      <RemoteView remote={templates} failed={t('templates.failed')}>
        {({ items }) => items.length === 0 ? <p className="empty-state">{t('templates.empty')}</p> : (
          <>
            <p role="status" className="tasks-count">{t('templates.count', { count: items.length })}</p>
            <ul className="tasks-list">
              {items.map((template) => (
                <TemplateLine key={template.id} template={template}
                  onChanged={(changed) => templates.update((list) => ({ items: changed ? list.items.map((i) => (i.id === changed.id ? { ...i, name: changed.name, updatedAt: changed.updatedAt } : i)) : list.items.filter((i) => i.id !== template.id) }))} />
              ))}
            </ul>
          </>
        )}
      </RemoteView>
    </section>
  );
}

/** One template: its name, kind and where its bulk-sent tasks stand, a new task from it, a rename form and a delete that asks first. */
function TemplateLine({ template, onChanged }: { template: TaskTemplateLine; onChanged: (changed: TaskTemplateSummary | null) => void }) {
  const { t } = useTranslation('common.tasks');
  const http = useService(TOKENS.Http);
  const kind = useAuthorized(useService(TOKENS.Plugins).taskKinds())?.find((k) => k.taskKind === template.kind);
  const kindTitle = useKindTitle(template.kind);
  const [mode, setMode] = useState<'idle' | 'rename' | 'delete'>('idle');
  const [name, setName] = useState(template.name);
  const nameId = useId();
  const write = useTaskWrite<TaskTemplateSummary | null>('', (changed) => { setMode('idle'); onChanged(changed); });
  const params = { templateId: template.id };
  const rename = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return write.setError('TEMPLATE_NAME_REQUIRED');
    void write.run(() => call(http, ENDPOINTS.patchStaffTaskTemplate, { params, body: { name: name.trim() } }));
  };
  return (
    <li className="tasks-line" aria-label={template.name}>
      <span className="tasks-line__title">{template.name}</span>
      <span className="tasks-line__meta">
        <span>{kindTitle}</span>
        {template.sent > 0 && <><span>{t('templates.sent', { count: template.sent })}</span><BatchProgressText progress={template.progress} /></>}
      </span>
      <div className="tasks-row">
        {kind && (
          <Link href={`/new/${kind.route}?template=${encodeURIComponent(template.id)}`} className="tasks-primary"
            aria-label={t('templates.useNamed', { name: template.name })}>{t('templates.use')}</Link>
        )}
        {kind && (
          <Link href={`/bulk/new?template=${encodeURIComponent(template.id)}`} aria-label={t('bulk.sendNamed', { name: template.name })}>{t('bulk.sendMany')}</Link>
        )}
        <button type="button" aria-expanded={mode === 'rename'} aria-label={t('templates.renameNamed', { name: template.name })}
          onClick={() => setMode(mode === 'rename' ? 'idle' : 'rename')}>{t('templates.rename')}</button>
        <button type="button" className="tasks-danger" aria-label={t('templates.deleteNamed', { name: template.name })}
          onClick={() => setMode('delete')}>{t('templates.delete')}</button>
      </div>
      {mode === 'rename' && (
        <form className="tasks-form" onSubmit={rename}>
          <label htmlFor={nameId}>{t('templates.name')}</label>
          <input id={nameId} value={name} maxLength={100} onChange={(event) => setName(event.target.value)} />
          <button type="submit" disabled={write.pending}>{t('templates.saveName')}</button>
        </form>
      )}
      {mode === 'delete' && (
        <div className="tasks-actions" role="group" aria-label={t('templates.confirmDelete', { name: template.name })}>
          <p>{t('templates.confirmDelete', { name: template.name })}</p>
          <div className="tasks-row">
            <button type="button" className="tasks-danger" disabled={write.pending}
              onClick={() => void write.run(async () => { await call(http, ENDPOINTS.deleteStaffTaskTemplate, { params }); return null; })}>
              {t('templates.confirmDeleteYes')}
            </button>
            <button type="button" onClick={() => setMode('idle')}>{t('templates.keep')}</button>
          </div>
        </div>
      )}
      <ErrorText code={write.error} />
    </li>
  );
}
