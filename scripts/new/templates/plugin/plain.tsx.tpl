import { useTranslation } from 'react-i18next';

/** __PluginTitle__ (__pluginId__). Its texts are the "__pluginCamel__" keys of the feature's i18n files. */
export default function __Component__() {
  const { t } = useTranslation('__featureId__');
  return (
    <section className="__handle__" aria-labelledby="__handle__-title">
      <__heading__ id="__handle__-title">{t('__pluginCamel__.title')}</__heading__>
      <p>{t('__pluginCamel__.placeholder')}</p>
    </section>
  );
}
