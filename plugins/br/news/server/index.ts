import { contribute, defineServerFeature } from '@portico/plugin-server';
import { CLIENT_TAGS } from '../../../common/tasks/server';
import { RAISED_CATEGORIES } from '../../../common/notifications/server';
import { newsClientTags } from './client-tags';
import { BR_DEMO_BEFORE_SPLIT, brazilDemoStep } from '@portico/br-kit/server';
import { newsRoutes } from './routes';
import { staffNewsRoutes } from './staff-routes';
import { seedNews } from './seed';
import { seedNewsDraft } from './seed-draft';
import * as brNews from './migrations/0105_br_news';
import * as brNewsPublishing from './migrations/0290_br_news_publishing';

/** News the firm writes and publishes to its clients, with attachments and what each contact has seen. */
export default defineServerFeature({
  id: 'br.news',
  routes: [newsRoutes, staffNewsRoutes],
  migrations: { '0105_br_news': brNews, '0290_br_news_publishing': brNewsPublishing },
  seed: [brazilDemoStep('br.news', seedNews, BR_DEMO_BEFORE_SPLIT), seedNewsDraft],
  // Its tags are also the audience of the firm's bulk sends of tasks.
  contributes: [contribute(CLIENT_TAGS, newsClientTags), contribute(RAISED_CATEGORIES, ['newsPublished'])],
  tables: ['br_news_articles', 'br_news_seen', 'br_news_attachments', 'br_news_audience_clients', 'br_news_client_tags'],
});
