import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { call, TOKENS, useClientQuery, useKernel } from '@portico/plugin';
import { ENDPOINTS, type New__Pascal__Entry } from '../contract';
import './__handle__.css';

/**
 * __PluginTitle__ (__pluginId__): the active client company's entries from the feature's API, newest first,
 * and a form that adds one. Its texts are the "__pluginCamel__" keys of the feature's i18n files.
 */
export default function __Component__() {
  const { t, i18n } = useTranslation('__featureId__');
  const kernel = useKernel();
  const http = kernel.get(TOKENS.Http);
  const { activeClientId } = useSnapshot(kernel.get(TOKENS.Clients).state);
  // Client-scoped data follows the client picked in the header: the client is part of the query's key.
  const list = useClientQuery(['__pluginId__', 'entries'], (clientId, signal) =>
    call(http, ENDPOINTS.get__Pascal__Entries, { params: { clientId }, query: {} }, { signal }).then((page) => page.items));
  const [description, setDescription] = useState('');
  const [quantity, setQuantity] = useState('1');
  const [saving, setSaving] = useState(false);
  const [saveFailed, setSaveFailed] = useState(false);

  const add = async (event: FormEvent) => {
    event.preventDefault();
    if (!activeClientId) return;
    setSaving(true);
    setSaveFailed(false);
    try {
      const body: New__Pascal__Entry = { description: description.trim(), quantity: Number(quantity) };
      const entry = await call(http, ENDPOINTS.post__Pascal__Entries, { params: { clientId: activeClientId }, body });
      list.update((entries) => [entry, ...entries]);
      setDescription('');
    } catch {
      setSaveFailed(true);
    } finally {
      setSaving(false);
    }
  };

  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  return (
    <section className="__handle__" aria-labelledby="__handle__-title">
      <h1 id="__handle__-title">{t('__pluginCamel__.title')}</h1>
      <p>{t('__pluginCamel__.intro')}</p>
      {!activeClientId ? (
        <p className="empty-state">{t('__pluginCamel__.noClient')}</p>
      ) : (
        <>
          <form onSubmit={add}>
            <label>
              {t('__pluginCamel__.description')}
              <input value={description} onChange={(e) => setDescription(e.target.value)} required maxLength={200} />
            </label>
            <label>
              {t('__pluginCamel__.quantity')}
              <input type="number" value={quantity} onChange={(e) => setQuantity(e.target.value)} required min={0} max={10000} step={1} />
            </label>
            <button type="submit" disabled={saving}>
              {saving ? t('__pluginCamel__.saving') : t('__pluginCamel__.add')}
            </button>
            {saveFailed && <p role="alert">{t('__pluginCamel__.saveFailed')}</p>}
          </form>
          {list.status === 'loading' && <p role="status">{t('__pluginCamel__.loading')}</p>}
          {list.status === 'failed' && (
            <div role="alert">
              <p>{t('__pluginCamel__.failed')}</p>
              <button type="button" onClick={list.retry}>
                {t('__pluginCamel__.retry')}
              </button>
            </div>
          )}
          {list.status === 'loaded' && list.data.length === 0 && <p className="empty-state">{t('__pluginCamel__.empty')}</p>}
          {list.status === 'loaded' && list.data.length > 0 && (
            <table>
              <thead>
                <tr>
                  <th scope="col">{t('__pluginCamel__.date')}</th>
                  <th scope="col">{t('__pluginCamel__.description')}</th>
                  <th scope="col">{t('__pluginCamel__.quantity')}</th>
                </tr>
              </thead>
              <tbody>
                {list.data.map((entry) => (
                  <tr key={entry.id}>
                    <td>
                      <time dateTime={entry.createdAt}>{date.format(new Date(entry.createdAt))}</time>
                    </td>
                    <td>{entry.description}</td>
                    <td>{entry.quantity}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </>
      )}
    </section>
  );
}
