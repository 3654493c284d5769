import { definePlugin } from '@portico/plugin';

export default definePlugin({
  id: 'common.documents/area',
  kind: 'area',
  route: 'documents',
  nav: true,
  order: 20,
  icon: 'documents',
  titleKey: 'title',
  load: () => import('./DocumentsArea'),
  prepare: () => import('./state/head-start'),
});
