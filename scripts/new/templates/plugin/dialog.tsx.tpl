import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { call, Dialog, type DialogProps, TOKENS, useKernel } from '@portico/plugin';
import { ENDPOINTS, type New__Pascal__Entry } from '../contract';
import './__handle__.css';

/**
 * __PluginTitle__ (__pluginId__): a dialog that adds an entry to the active client company and closes. Open it
 * by name: kernel.get(TOKENS.Modals).openNamed('__handle__'). Its texts are the "__pluginCamel__" keys.
 */
export default function __Component__({ close }: DialogProps) {
  const { t } = useTranslation('__featureId__');
  const kernel = useKernel();
  const http = kernel.get(TOKENS.Http);
  const { activeClientId } = useSnapshot(kernel.get(TOKENS.Clients).state);
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
      await call(http, ENDPOINTS.post__Pascal__Entries, { params: { clientId: activeClientId }, body });
      close();
    } catch {
      setSaveFailed(true);
      setSaving(false);
    }
  };

  return (
    <Dialog title={t('__pluginCamel__.title')} onClose={close} size="small" className="__handle__">
      <p>{t('__pluginCamel__.intro')}</p>
      {!activeClientId ? (
        <p className="empty-state">{t('__pluginCamel__.noClient')}</p>
      ) : (
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
      )}
    </Dialog>
  );
}
