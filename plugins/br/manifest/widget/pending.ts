import type { ManifestDocument } from '../contract';

export interface PendingNfe {
  document: ManifestDocument;
  /** The next deadline: Ciência's while it is open, else the last day for a conclusive event. */
  deadline: string;
  ciencia: boolean;
}

/** NF-e waiting for a manifestation (as of `today`, yyyy-MM-dd), nearest deadline first. */
export const byNextDeadline = (documents: readonly ManifestDocument[], today: string): PendingNfe[] =>
  documents
    .map((document) => {
      const ciencia = document.status === 'Pending' && document.cienciaDeadline >= today;
      return { document, ciencia, deadline: ciencia ? document.cienciaDeadline : document.conclusiveDeadline };
    })
    .sort((a, b) => a.deadline.localeCompare(b.deadline) || a.document.number.localeCompare(b.document.number));
