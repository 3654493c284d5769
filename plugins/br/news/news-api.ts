import { call, type HttpClient } from '@portico/plugin';
import { saveFile } from '@portico/toolkit/files';
import { ENDPOINTS, type NewsAttachment } from './contract';

/** The news calls the widget and the page make; the contact is the signed-in user's (session bindings). */
export function newsApi(http: HttpClient) {
  return {
    shared: (contactId: string, startIndex: number, itemsPerPage: number) =>
      call(http, ENDPOINTS.getNewsShared, { query: { contactId, startIndex, itemsPerPage } }),
    article: (id: string) => call(http, ENDPOINTS.getNewsSharedArticle, { params: { id } }),
    markAsSeen: (id: string) => call(http, ENDPOINTS.postNewsMarkAsSeen, { params: { id } }),
    /** Fetches an attachment with the session and hands it to the browser as a download under its own name. */
    async download(articleId: string, attachment: NewsAttachment) {
      const file = await call(http, ENDPOINTS.getNewsAttachment, { params: { id: articleId, attachmentId: attachment.id } });
      saveFile(new Blob([file], { type: attachment.mimeType }), attachment.fileName);
    },
  };
}
