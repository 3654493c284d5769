import { call, type HttpClient } from '@portico/plugin';
import { type ArticleInput, type ArticleState, ENDPOINTS } from '../contract';

/** Articles listed at first, and added by each "more". */
export const PAGE_SIZE = 20;

/** The publishing area's calls (access 'staff': the server scopes each to the caller's firm). */
export function staffNewsApi(http: HttpClient) {
  return {
    /** The first `count` articles, last changed first, of one state or all. */
    list: (state: ArticleState | undefined, count: number, signal?: AbortSignal) =>
      call(http, ENDPOINTS.getNewsStaffArticles, { query: { ...(state ? { state } : {}), startIndex: 0, itemsPerPage: count } }, { signal }),
    article: (id: string, signal?: AbortSignal) => call(http, ENDPOINTS.getNewsStaffArticle, { params: { id } }, { signal }),
    create: (body: ArticleInput) => call(http, ENDPOINTS.postNewsStaffArticles, { body }),
    save: (id: string, body: ArticleInput) => call(http, ENDPOINTS.putNewsStaffArticle, { params: { id }, body }),
    publish: (id: string, at?: string) => call(http, ENDPOINTS.postNewsStaffPublish, { params: { id }, body: at ? { at } : {} }),
    unpublish: (id: string) => call(http, ENDPOINTS.postNewsStaffUnpublish, { params: { id } }),
    attach(id: string, file: File) {
      const form = new FormData();
      form.append('file', file, file.name);
      return call(http, ENDPOINTS.postNewsStaffAttachments, { params: { id } }, { body: form });
    },
    detach: (id: string, attachmentId: string) => call(http, ENDPOINTS.deleteNewsStaffAttachment, { params: { id, attachmentId } }),
    audience: (signal?: AbortSignal) => call(http, ENDPOINTS.getNewsStaffAudience, {}, { signal }),
    tagClient: (clientId: string, tags: string[]) => call(http, ENDPOINTS.putNewsStaffClientTags, { params: { clientId }, body: { tags } }),
  };
}
export type StaffNewsApi = ReturnType<typeof staffNewsApi>;
