import type { Selectable } from 'kysely';
import type { Container, Document } from '@portico/contract/documents';
import type { ContainerTable, DocumentTable } from './tables';

export type DocumentRow = Pick<Selectable<DocumentTable>, 'id' | 'name' | 'containerId' | 'size' | 'mimeType' | 'uploadedByStaff' | 'createdAt' | 'modifiedAt'>;
export type ContainerRow = Selectable<ContainerTable> & { hasFiles: unknown };

/** Staff uploads cannot be deleted by the client (spec 000: reported back as staffUploads). */
export const toDocument = (row: DocumentRow): Document => ({
  id: row.id,
  name: row.name,
  parent: { id: row.containerId },
  type: 'document',
  size: Number(row.size),
  mimeType: row.mimeType,
  history: { modifiedDate: row.modifiedAt, createdDate: row.createdAt },
  uploadedByStaff: row.uploadedByStaff === 1,
  permissions: { canDelete: row.uploadedByStaff === 0, canCreate: false },
});

export const toContainer = (row: ContainerRow): Container => ({
  id: row.id,
  name: row.name,
  type: row.type,
  parent: row.parentId ? { id: row.parentId } : null,
  hasFiles: Boolean(Number(row.hasFiles)),
  permissions: { canCreate: row.canCreate === 1, canDelete: row.canDelete === 1 },
});
