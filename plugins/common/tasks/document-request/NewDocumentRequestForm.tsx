import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { call, TOKENS, useRemoteQuery, useService } from '@portico/plugin';
import { IsoDateInput } from '@portico/toolkit/forms';
import { staffFolders } from '../../documents';
import { DOCUMENT_REQUEST_KIND, ENDPOINTS, MAX_ITEMS, type DocumentRequestTemplate, type NewDocumentRequest, type StaffDocumentRequest } from '../contract';
import { ErrorText } from '../shared/ErrorText';
import { SaveAsTemplate } from '../shared/SaveAsTemplate';
import { useTaskWrite } from '../shared/use-task-write';

interface Draft { key: number; description: string; dueDate: string; containerId: string }

let nextKey = 0;
const blank = (description = '', dueDate = ''): Draft => ({ key: nextKey++, description, dueDate, containerId: '' });

/**
 * The firm names the items it asks for: a description each, optionally its own due date and the folder its files land
 * in. A template fills it in (its items land in the client's upload folder unless changed); what is typed can be kept
 * as a template of the firm, without the folders, which are this client's.
 */
export function NewDocumentRequestForm({ clientId, onCreated, template }: { clientId: string; onCreated: (taskId: string) => void; template?: DocumentRequestTemplate }) {
  const { t, i18n } = useTranslation('common.tasks');
  const http = useService(TOKENS.Http);
  const [title, setTitle] = useState(template?.title ?? '');
  const [dueDate, setDueDate] = useState(template?.dueDate ?? '');
  const [items, setItems] = useState<Draft[]>(() => template?.items.map((i) => blank(i.description, i.dueDate)) ?? [blank()]);
  const write = useTaskWrite<StaffDocumentRequest>('', (created) => onCreated(created.task.id));
  const folders = useRemoteQuery(['common.tasks', 'staff-folders', clientId, i18n.language], (signal) => staffFolders(http, clientId, i18n.language, signal));
  const ids = { title: useId(), due: useId() };
  const change = (key: number, patch: Partial<Draft>) => setItems((all) => all.map((d) => (d.key === key ? { ...d, ...patch } : d)));

  /** What is typed as the kind's template body, or null (and the error shown) while the title or every item is blank. */
  const typed = (): DocumentRequestTemplate | null => {
    const named = items.filter((d) => d.description.trim());
    if (!title.trim() || named.length === 0) return null;
    return { title: title.trim(), ...(dueDate ? { dueDate } : {}), items: named.map((d) => ({ description: d.description.trim(), ...(d.dueDate ? { dueDate: d.dueDate } : {}) })) };
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const request = typed();
    if (!request) return write.setError('REQUEST_INCOMPLETE');
    const folders = items.filter((d) => d.description.trim()).map((d) => d.containerId);
    const body: NewDocumentRequest = { ...request, items: request.items.map((item, i) => ({ ...item, ...(folders[i] ? { containerId: folders[i] } : {}) })) };
    await write.run(() => call(http, ENDPOINTS.postStaffDocumentRequest, { params: { clientId }, body }));
  };

  return (
    <form className="tasks-form" onSubmit={(event) => void submit(event)} aria-labelledby="new-request-title">
      <h2 id="new-request-title">{t('documentRequest.new')}</h2>
      <label htmlFor={ids.title}>{t('documentRequest.requestTitle')}</label>
      <input id={ids.title} value={title} maxLength={200} required onChange={(event) => setTitle(event.target.value)} />
      <label htmlFor={ids.due}>{t('documentRequest.dueDate')}</label>
      <IsoDateInput id={ids.due} value={dueDate} onValueChange={setDueDate} />
      <ol className="tasks-items">
        {items.map((draft, index) => (
          <li key={draft.key} className="tasks-item">
            <fieldset>
              <legend>{t('documentRequest.itemN', { n: index + 1 })}</legend>
              <label htmlFor={`item-${draft.key}-d`}>{t('documentRequest.description')}</label>
              <input id={`item-${draft.key}-d`} value={draft.description} maxLength={300} onChange={(event) => change(draft.key, { description: event.target.value })} />
              <label htmlFor={`item-${draft.key}-due`}>{t('documentRequest.itemDueDate')}</label>
              <IsoDateInput id={`item-${draft.key}-due`} value={draft.dueDate} onValueChange={(dueDate) => change(draft.key, { dueDate })} />
              <label htmlFor={`item-${draft.key}-f`}>{t('documentRequest.folder')}</label>
              <select id={`item-${draft.key}-f`} value={draft.containerId} onChange={(event) => change(draft.key, { containerId: event.target.value })}>
                <option value="">{t('documentRequest.uploadFolder')}</option>
                {folders.status === 'loaded' && folders.data.map((f) => <option key={f.id} value={f.id}>{f.name}</option>)}
              </select>
              {items.length > 1 && (
                <button type="button" onClick={() => setItems((all) => all.filter((d) => d.key !== draft.key))}>
                  {t('documentRequest.removeItem', { n: index + 1 })}
                </button>
              )}
            </fieldset>
          </li>
        ))}
      </ol>
      <div className="tasks-row">
        <button type="button" disabled={items.length >= MAX_ITEMS} onClick={() => setItems((all) => [...all, blank()])}>{t('documentRequest.addItem')}</button>
        <button type="submit" className="tasks-primary" disabled={write.pending}>{t('documentRequest.send')}</button>
      </div>
      <ErrorText code={write.error} />
      <SaveAsTemplate kind={DOCUMENT_REQUEST_KIND} body={typed} incomplete={() => t('errors.REQUEST_INCOMPLETE')} />
    </form>
  );
}
