import { defineServerFeature } from '@portico/plugin-server';
import { BR_DEMO_BEFORE_SPLIT, brazilDemoStep } from '@portico/br-kit/server';
import { newsRoutes } from './routes';
import { seedNews } from './seed';
import * as brNews from './migrations/0105_br_news';

/** News the firm shares with its clients' contacts, with attachments and what each contact has seen. */
export default defineServerFeature({
  id: 'br.news',
  routes: newsRoutes,
  migrations: { '0105_br_news': brNews },
  seed: brazilDemoStep('br.news', seedNews, BR_DEMO_BEFORE_SPLIT),
  tables: ['br_news_articles', 'br_news_shares', 'br_news_seen', 'br_news_attachments'],
});
