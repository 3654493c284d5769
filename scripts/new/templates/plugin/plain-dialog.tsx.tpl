import { useTranslation } from 'react-i18next';
import { Dialog, type DialogProps } from '@portico/plugin';

/**
 * __PluginTitle__ (__pluginId__): a dialog, opened by name: kernel.get(TOKENS.Modals).openNamed('__handle__').
 * Its texts are the "__pluginCamel__" keys of the feature's i18n files.
 */
export default function __Component__({ close }: DialogProps) {
  const { t } = useTranslation('__featureId__');
  return (
    <Dialog title={t('__pluginCamel__.title')} onClose={close} size="small">
      <p>{t('__pluginCamel__.placeholder')}</p>
    </Dialog>
  );
}
