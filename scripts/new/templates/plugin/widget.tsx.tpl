import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { fillPath } from '@portico/contract/api-paths';
import { TOKENS, useKernel } from '@portico/plugin';
import { __CONST___API, type __Pascal__Entry, type __Pascal__EntryPage } from '../contract';
import './__handle__.css';

type Entries = { status: 'loading' } | { status: 'failed' } | { status: 'loaded'; entries: __Pascal__Entry[] };

/**
 * __PluginTitle__ (__pluginId__): the active client company's five newest entries, on the dashboard. Its texts
 * are the "__pluginCamel__" keys of the feature's i18n files.
 */
export default function __Component__() {
  const { t } = useTranslation('__featureId__');
  const kernel = useKernel();
  const http = kernel.get(TOKENS.Http);
  const { activeClientId } = useSnapshot(kernel.get(TOKENS.Clients).state);
  const [list, setList] = useState<Entries>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!activeClientId) return;
    let current = true;
    setList({ status: 'loading' });
    http.get<__Pascal__EntryPage>(`${fillPath(__CONST___API.entries, { clientId: activeClientId })}?itemsPerPage=5`).then(
      (page) => current && setList({ status: 'loaded', entries: page.items }),
      () => current && setList({ status: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [http, activeClientId, attempt]);

  return (
    <div className="__handle__">
      <h2>{t('__pluginCamel__.title')}</h2>
      {!activeClientId && <p className="empty-state">{t('__pluginCamel__.noClient')}</p>}
      {activeClientId && list.status === 'loading' && <p role="status">{t('__pluginCamel__.loading')}</p>}
      {activeClientId && list.status === 'failed' && (
        <div role="alert">
          <p>{t('__pluginCamel__.failed')}</p>
          <button type="button" onClick={() => setAttempt((n) => n + 1)}>
            {t('__pluginCamel__.retry')}
          </button>
        </div>
      )}
      {activeClientId && list.status === 'loaded' && list.entries.length === 0 && <p className="empty-state">{t('__pluginCamel__.empty')}</p>}
      {activeClientId && list.status === 'loaded' && list.entries.length > 0 && (
        <ul>
          {list.entries.map((entry) => (
            <li key={entry.id}>
              {entry.description} ({t('__pluginCamel__.quantity')}: {entry.quantity})
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
