import { fillPath } from '@portico/contract/api-paths';
import type { HttpClient } from '@portico/plugin';
import { NEWS_API, type MarkAsSeenResponse, type NewsArticle, type NewsArticlePage, type NewsAttachment } from './contract';

/** The news calls the widget and the page make; the contact is the signed-in user's (session bindings). */
export function newsApi(http: HttpClient) {
  return {
    shared: (contactId: string, startIndex: number, itemsPerPage: number) =>
      http.get<NewsArticlePage>(`${NEWS_API.newsShared}?${new URLSearchParams({ contactId, startIndex: String(startIndex), itemsPerPage: String(itemsPerPage) })}`),
    article: (id: string) => http.get<NewsArticle>(fillPath(NEWS_API.newsSharedArticle, { id })),
    markAsSeen: (id: string) => http.post<MarkAsSeenResponse>(fillPath(NEWS_API.newsMarkAsSeen, { id })),
    /** Fetches an attachment with the session and hands it to the browser as a download under its own name. */
    async download(articleId: string, attachment: NewsAttachment) {
      const response = await http.api.get(fillPath(NEWS_API.newsAttachment, { id: articleId, attachmentId: attachment.id }).slice(1));
      const url = URL.createObjectURL(new Blob([await response.blob()], { type: attachment.mimeType }));
      const link = Object.assign(document.createElement('a'), { href: url, download: attachment.fileName });
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    },
  };
}
