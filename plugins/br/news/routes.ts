/** Where an article opens: below the dashboard (spec 001 "Dashboard routes": news/{newsId}); "~" is from the root. */
export const NEWS_PAGE_ROUTE = 'news/:newsId';
export const newsPath = (newsId: string) => `~/home/news/${encodeURIComponent(newsId)}`;
