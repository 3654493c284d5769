import { useEffect, useMemo, useState } from 'react';
import type { Document } from '@portico/contract/documents';
import { TOKENS, useKernel } from '@portico/plugin';
import { CONTROL_NAMES } from '../permissions';
import type { DocumentsServices } from './documents-services';
import { emptied } from './emptied';

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
  const [read, setRead] = useState<ReadonlySet<string>>(new Set());
  const { api, readOnly } = services;

  useEffect(() => {
    setRead(emptied);
    if (!enabled || !clientId) return;
    let live = true;
    api.readMarks(clientId).then((ids) => live && setRead(new Set(ids)), () => {
      if (live) alerts.raise('documentsRetrieveErrorAlertMsg');
    });
    return () => {
      live = false;
    };
  }, [enabled, clientId, api, alerts]);

  return useMemo(() => {
    const set = (documentId: string, value: boolean) => {
      if (!clientId) return;
      const apply = (on: boolean) => setRead((now) => {
        const next = new Set(now);
        if (on) next.add(documentId);
        else next.delete(documentId);
        return next;
      });
      apply(value);
      api.setReadMark(clientId, documentId, value).catch(() => {
        apply(!value);
        alerts.add({ type: 'danger', msg: 'core.documents:readMarkError' });
      });
    };
    if (!enabled) return { opened: () => undefined };
    return {
      marks: {
        read,
        onToggle: (doc: Document) => {
          if (readOnly) alerts.add({ type: 'danger', msg: 'core.documents:errors.PREVIEW_READ_ONLY' });
          else set(doc.id, !read.has(doc.id));
        },
      },
      opened: (documentId: string) => {
        if (!readOnly && !read.has(documentId)) set(documentId, true);
      },
    };
  }, [enabled, read, readOnly, clientId, api, alerts]);
}
