import { definePlugin } from '@portico/plugin';
import { CND_PAGE_ROUTE } from './routes';

/** The CND widget of the dashboard's second Brazilian section; it opens the client's page at /home/cnd/{clientId}. */
export default definePlugin({
  id: 'br.cnd/widget',
  kind: 'widget',
  widgetType: 'cnd',
  dashboardSection: 'brWidgetsSection2',
  order: 10,
  titleKey: 'widget.title',
  load: () => import('./widget/CndWidget'),
  page: { route: CND_PAGE_ROUTE, load: () => import('./page/CndPage') },
});
