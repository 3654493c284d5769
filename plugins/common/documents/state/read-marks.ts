import { useEffect, useMemo } from 'react';
import type { Document } from '@portico/contract/documents';
import { TOKENS, useClientQuery, useKernel } from '@portico/plugin';
import { CONTROL_NAMES } from '../permissions';
import type { DocumentsServices } from './documents-services';

/** No marks (off, no client, loading or failed): one object, so a first load does not render the area again. */
const NONE: ReadonlySet<string> = new Set();

export interface ReadMarksState {
  /** For the list; absent when the firm has not turned read marks on. */
  marks?: { read: ReadonlySet<string>; onToggle: (doc: Document) => void };
  /** A document was opened: it counts as read. */
  opened: (documentId: string) => void;
}

/**
 * Read and unread marks of ClientCenter_ShowClientDocsReadToggle: kept on the server per user, shown beside
 * each name and toggled by the client; opening a document marks it read. A preview session only looks.
 */
export function useReadMarks(services: DocumentsServices, clientId: string | null): ReadMarksState {
  const kernel = useKernel();
  const enabled = kernel.get(TOKENS.Permissions).hasControl(CONTROL_NAMES.showReadToggle);
  const alerts = kernel.get(TOKENS.Alerts);
  const { api, readOnly } = services;
  const marks = useClientQuery(['common.documents', 'read-marks'], async (client): Promise<ReadonlySet<string>> => new Set(await api.readMarks(client)), {
    clientId,
    enabled,
  });
  const read = marks.status === 'loaded' ? marks.data : NONE;
  const failed = marks.status === 'failed';
  useEffect(() => {
    if (failed) alerts.raise('documentsRetrieveErrorAlertMsg');
  }, [failed, alerts]);

  return useMemo(() => {
    const set = (documentId: string, value: boolean) => {
      if (!clientId) return;
      const apply = (on: boolean) => marks.update((now) => {
        const next = new Set(now);
        if (on) next.add(documentId);
        else next.delete(documentId);
        return next;
      });
      apply(value);
      api.setReadMark(clientId, documentId, value).catch(() => {
        apply(!value);
        alerts.add({ type: 'danger', msg: 'common.documents:readMarkError' });
      });
    };
    if (!enabled) return { opened: () => undefined };
    return {
      marks: {
        read,
        onToggle: (doc: Document) => {
          if (readOnly) alerts.add({ type: 'danger', msg: 'common.documents:errors.PREVIEW_READ_ONLY' });
          else set(doc.id, !read.has(doc.id));
        },
      },
      opened: (documentId: string) => {
        if (!readOnly && !read.has(documentId)) set(documentId, true);
      },
    };
  }, [enabled, read, readOnly, clientId, api, alerts, marks.update]);
}
