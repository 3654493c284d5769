import type { Container, Document, UploadConstraints } from '@portico/contract/documents';

/** Contract-typed sample data for the documents tests, so fake answers cannot drift from the API. */
export function doc(id: string, overrides: Partial<Document> = {}): Document {
  return {
    id,
    name: `Document ${id}.pdf`,
    parent: { id: 'uploads' },
    type: 'document',
    size: 2048,
    mimeType: 'application/pdf',
    history: { modifiedDate: '2025-03-04T10:00:00.000Z', createdDate: '2025-03-01T10:00:00.000Z' },
    uploadedByStaff: false,
    permissions: { canDelete: true, canCreate: false },
    ...overrides,
  };
}

export const staffDoc = (id: string, name: string): Document =>
  doc(id, { name, uploadedByStaff: true, permissions: { canDelete: false, canCreate: false }, parent: { id: 'tax' } });

export function container(id: string, name: string, overrides: Partial<Container> = {}): Container {
  return {
    id, name, type: 'folder', parent: { id: 'root' }, hasFiles: true,
    permissions: { canCreate: false, canDelete: false }, ...overrides,
  };
}

export const CONTAINERS: Container[] = [
  container('root', 'Documents', { type: 'root', parent: null, permissions: { canCreate: true, canDelete: false } }),
  container('tax', 'Tax Returns'),
  container('uploads', 'Client Uploads', { type: 'clientContactFolder', permissions: { canCreate: true, canDelete: true } }),
];

export const CONSTRAINTS: UploadConstraints = {
  maxFileSizeBytes: 10 * 1024 * 1024,
  allowedExtensions: ['pdf', 'csv', 'txt', 'png', 'jpg', 'docx', 'xlsx'],
  forbiddenCharacters: ['\\', '/', ':', '*', '?', '"', '<', '>', '|', '#', '%', '~', '&', '{', '}'],
  maxFileNameLength: 200,
};
