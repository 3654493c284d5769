import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../platform/document-meta';
import { useRemoteQuery } from '../../query/remote-query';
import { useAuth } from '../use-auth';

/** /staff/: staff pick a client contact and open the portal as that contact (a read-only preview). */
export function StaffPage() {
  const { t } = useTranslation('auth');
  const auth = useAuth();
  const [query, setQuery] = useState('');
  const [previewFailed, setPreviewFailed] = useState(false);
  useDocumentTitle(t('staff.title'));
  const load = useRemoteQuery(['core.staff', 'contacts'], () => auth.api.staffContacts());

  const needle = query.trim().toLowerCase();
  const contacts = load.status === 'loaded'
    ? load.data.contacts.filter((c) => !needle || `${c.firstName} ${c.lastName} ${c.email}`.toLowerCase().includes(needle))
    : [];

  return (
    <section className="staff-area">
      <h1>{t('staff.title')}</h1>
      <p>{t('staff.intro')}</p>
      {previewFailed && <p role="alert" className="auth-error">{t('staff.previewError')}</p>}
      {load.status === 'loading' && <p role="status">{t('staff.loading')}</p>}
      {load.status === 'failed' && (
        <div role="alert" className="auth-error">
          <p>{t('staff.loadError')}</p>
          <button type="button" className="auth-button" onClick={load.retry}>{t('signinError.retry')}</button>
        </div>
      )}
      {load.status === 'loaded' && (
        <>
          <label className="staff-search">
            {t('staff.search')}
            <input type="search" value={query} onChange={(e) => setQuery(e.target.value)} />
          </label>
          {contacts.length === 0 ? (
            <p>{t('staff.empty')}</p>
          ) : (
            <table className="staff-contacts">
              <thead>
                <tr>
                  <th scope="col">{t('staff.name')}</th>
                  <th scope="col">{t('staff.email')}</th>
                  <th scope="col"><span className="visually-hidden">{t('staff.viewAs', { name: '' })}</span></th>
                </tr>
              </thead>
              <tbody>
                {contacts.map((c) => {
                  const name = `${c.firstName} ${c.lastName}`;
                  return (
                    <tr key={c.prismGuid}>
                      <td className="staff-contact-name">{name}</td>
                      <td className="staff-contact-email">{c.email}</td>
                      <td className="staff-contact-action">
                        <button type="button" className="auth-button" onClick={() => auth.startPreview(c.prismGuid).catch(() => setPreviewFailed(true))}>
                          {t('staff.viewAs', { name })}
                        </button>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          )}
        </>
      )}
    </section>
  );
}
