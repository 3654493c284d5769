import { useTranslation } from 'react-i18next';
import { useKernel } from '@portico/plugin';

/** A task kind's name in the person's language: its plugin's title, or a generic word for a kind this variant lacks. */
export function useKindTitle(taskKind: string): string {
  const { t } = useTranslation('common.tasks');
  const plugins = useKernel().plugins;
  const manifest = plugins.taskKind(taskKind);
  const { t: tKind } = useTranslation(manifest ? plugins.namespaceOf(manifest) : 'common.tasks');
  return manifest ? tKind(manifest.titleKey) : t('kinds.other');
}
