import { definePlugin } from '../../../../core/kernel/plugin';

export default definePlugin({
  id: 'core.areas/documents',
  kind: 'area',
  route: 'documents',
  nav: true,
  order: 20,
  icon: 'documents',
  titleKey: 'nav.documents',
  i18nNamespace: 'documents',
  load: () => import('./DocumentsArea'),
});
