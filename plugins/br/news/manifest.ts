import { definePlugin } from '@portico/plugin';
import { NEWS_PAGE_ROUTE } from './routes';

/** The news widget of the dashboard's first Brazilian section; its articles open at /home/news/{newsId}. */
export default definePlugin({
  id: 'br.news/widget',
  kind: 'widget',
  widgetType: 'news',
  dashboardSection: 'brWidgetsSection1',
  order: 30,
  titleKey: 'widget.title',
  load: () => import('./widget/NewsWidget'),
  page: { route: NEWS_PAGE_ROUTE, load: () => import('./page/NewsPage') },
});
