import { call, type HttpClient, TOKENS, useKernel, useRemoteQuery } from '@portico/plugin';
import { ENDPOINTS, type InboxRequest, type ReplyBody } from '../contract';
import { guarded } from '../requests/api';
import type { InboxFilters } from './filters';

const PAGE_SIZE = 30;
const KEY = 'br.service-requests/inbox';

/** The staff calls of the inbox; every failure is a RequestApiError (its API code). */
export function inboxApi(http: HttpClient) {
  const one = (request: InboxRequest) => ({ params: { clientId: request.clientId, requestId: request.id } });
  return {
    reply: (request: InboxRequest, body: ReplyBody) => guarded(() => call(http, ENDPOINTS.postInboxReply, { ...one(request), body })),
    sendBack: (request: InboxRequest, reason: string) => guarded(() => call(http, ENDPOINTS.postInboxSendBack, { ...one(request), body: { reason } })),
    mark: (request: InboxRequest, status: 'Replied' | 'Closed') => guarded(() => call(http, ENDPOINTS.postInboxStatus, { ...one(request), body: { status } })),
    assign: (request: InboxRequest, assigneeId: string | null) => guarded(() => call(http, ENDPOINTS.putInboxAssignee, { ...one(request), body: { assigneeId } })),
    attachment: (request: InboxRequest, attachmentId: string) =>
      guarded(() => call(http, ENDPOINTS.getInboxAttachment, { params: { ...one(request).params, attachmentId } })),
  };
}
export type InboxApi = ReturnType<typeof inboxApi>;

export const useInboxApi = (): InboxApi => inboxApi(useKernel().get(TOKENS.Http));

/** One page of the inbox under the filters (the page is part of them). */
export function useInboxPage(filters: InboxFilters) {
  const http = useKernel().get(TOKENS.Http);
  const { page, ...query } = filters;
  return useRemoteQuery([KEY, 'list', filters], (signal) => call(http, ENDPOINTS.getInbox, {
    query: { ...query, startIndex: page * PAGE_SIZE, itemsPerPage: PAGE_SIZE },
  }, { signal }));
}

export function useInboxRequest(requestId: string) {
  const http = useKernel().get(TOKENS.Http);
  return useRemoteQuery([KEY, 'request', requestId], (signal) => call(http, ENDPOINTS.getInboxRequest, { params: { requestId } }, { signal }));
}

/** The firm's staff, for the assignee filter and picker. */
export function useAssignees() {
  const http = useKernel().get(TOKENS.Http);
  return useRemoteQuery([KEY, 'assignees'], (signal) => call(http, ENDPOINTS.getInboxAssignees, {}, { signal }));
}

export { PAGE_SIZE };
