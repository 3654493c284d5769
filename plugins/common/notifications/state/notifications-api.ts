import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { call, type HttpClient, TOKENS, useRemoteQuery, useService } from '@portico/plugin';
import { ENDPOINTS } from '../contract';

/** Every read of the feature starts with this key, so a write renews the bell and the page alike. */
export const NOTIFICATIONS_KEY = 'common.notifications';

/** The caller's notifications, the first `limit` of them, with the unread count. */
export function useNotifications(limit: number) {
  const http = useService(TOKENS.Http);
  return useRemoteQuery([NOTIFICATIONS_KEY, 'list', limit], (signal) => call(http, ENDPOINTS.getNotifications, { query: { limit } }, { signal }));
}

/** A write, then every notification read again (the bell's count, the page's list). */
export function useNotificationWrite() {
  const http = useService(TOKENS.Http);
  const client = useQueryClient();
  return useCallback(async (write: (http: HttpClient) => Promise<unknown>) => {
    try {
      await write(http);
    } finally {
      await client.invalidateQueries({ queryKey: [NOTIFICATIONS_KEY, 'list'] });
    }
  }, [http, client]);
}

/** Reads the notifications again every so often while the bell shows, so new ones show without a reload. */
export function useRenewEvery(ms: number) {
  const client = useQueryClient();
  return useCallback(() => {
    const timer = setInterval(() => void client.invalidateQueries({ queryKey: [NOTIFICATIONS_KEY, 'list'] }), ms);
    return () => clearInterval(timer);
  }, [client, ms]);
}
