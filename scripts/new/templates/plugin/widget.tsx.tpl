import { useTranslation } from 'react-i18next';
import { call, TOKENS, useClientQuery, useKernel } from '@portico/plugin';
import { ENDPOINTS } from '../contract';
import './__handle__.css';

/**
 * __PluginTitle__ (__pluginId__): the active client company's five newest entries, on the dashboard. Its texts
 * are the "__pluginCamel__" keys of the feature's i18n files.
 */
export default function __Component__() {
  const { t } = useTranslation('__featureId__');
  const kernel = useKernel();
  const http = kernel.get(TOKENS.Http);
  const list = useClientQuery(['__pluginId__', 'entries', 'latest'], (clientId, signal) =>
    call(http, ENDPOINTS.get__Pascal__Entries, { params: { clientId }, query: { itemsPerPage: 5 } }, { signal }).then((page) => page.items));

  return (
    <div className="__handle__">
      <h2>{t('__pluginCamel__.title')}</h2>
      {list.status === 'idle' && <p className="empty-state">{t('__pluginCamel__.noClient')}</p>}
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
        <ul>
          {list.data.map((entry) => (
            <li key={entry.id}>
              {entry.description} ({t('__pluginCamel__.quantity')}: {entry.quantity})
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
