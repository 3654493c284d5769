import { Type, type Static } from '@sinclair/typebox';
import { Email, Id, Input, IsoDateTime, NonBlankText, PageOffset } from './common';

export const ContainerType = Type.Union([
  Type.Literal('root'), Type.Literal('folder'), Type.Literal('clientContactFolder'),
]);

export const Container = Type.Object({
  id: Id,
  name: Type.String(),
  type: ContainerType,
  parent: Type.Union([Type.Object({ id: Id }), Type.Null()]),
  hasFiles: Type.Boolean(),
  permissions: Type.Object({ canCreate: Type.Boolean(), canDelete: Type.Boolean() }),
});
export const ContainerList = Type.Object({ containers: Type.Array(Container) });

/** Document of spec 000 §3, plus size and mimeType. */
export const Document = Type.Object({
  id: Id,
  name: Type.String(),
  parent: Type.Object({ id: Id }),
  type: Type.Literal('document'),
  size: Type.Integer(),
  mimeType: Type.String(),
  history: Type.Object({ modifiedDate: IsoDateTime, createdDate: IsoDateTime }),
  uploadedByStaff: Type.Boolean(),
  permissions: Type.Object({ canDelete: Type.Boolean(), canCreate: Type.Boolean() }),
});

export const DEFAULT_DOCUMENT_PAGE_SIZE = 100;
export const MAX_DOCUMENT_PAGE_SIZE = 1000;

export const DocumentPageQuery = Input({
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_DOCUMENT_PAGE_SIZE, default: DEFAULT_DOCUMENT_PAGE_SIZE })),
  offset: Type.Optional(PageOffset({ default: 0 })),
  includeTotal: Type.Optional(Type.Boolean({ default: false, description: 'Count the whole folder (costs a scan)' })),
});
export const DocumentPage = Type.Object({
  documents: Type.Array(Document),
  total: Type.Union([Type.Integer(), Type.Null()], { description: 'Set when includeTotal=true' }),
  limit: Type.Integer(),
  offset: Type.Integer(),
  nextOffset: Type.Union([Type.Integer(), Type.Null()], { description: 'null on the last page' }),
});

export const ContainerParams = Input({ clientId: Id, containerId: Id });
export const DocumentParams = Input({ clientId: Id, documentId: Id });
export const MetadataItemParams = Input({ clientId: Id, documentId: Id, key: Type.String({ minLength: 1, maxLength: 100 }) });

/** One module on the server decides these; the portal checks files before upload with the same values. */
export const UploadConstraints = Type.Object({
  maxFileSizeBytes: Type.Integer(),
  allowedExtensions: Type.Array(Type.String()),
  forbiddenCharacters: Type.Array(Type.String({
    description: 'Visible characters refused in a name; invisible and format characters, reserved device names and a leading '
      + 'or trailing dot or space are refused too (core/contract/file-names.ts holds the whole rule)',
  })),
  maxFileNameLength: Type.Integer(),
  maxFilesPerRequest: Type.Optional(Type.Integer({ description: 'A request with more files stores none (413 TOO_MANY_FILES)' })),
  quotaBytes: Type.Optional(Type.Integer({ description: "The client's storage quota; an upload past it stores nothing (413 QUOTA_EXCEEDED)" })),
  quotaUsedBytes: Type.Optional(Type.Integer({ description: "Bytes the client's documents hold, the trash included" })),
});

export const UploadQuery = Input({
  containerId: Type.Optional(Id),
  notifyOnEachUpload: Type.Optional(Type.Boolean({ default: false })),
  taskMetadata: Type.Optional(Type.String({ maxLength: 2000, description: 'JSON object of metadata items to attach' })),
});
/** One refused file of an upload request. */
export const UploadFailure = Type.Object({
  name: Type.String({ description: "The file's name as sent; show it escaped, or better by the reason below" }),
  code: Type.String({ description: 'FILE_NAME_INVALID, FILE_TYPE_NOT_ALLOWED, EMPTY_FILE, FILE_TOO_LARGE, FILE_CONTENT_MISMATCH, FILE_CONTENT_UNSAFE' }),
  reason: Type.Optional(Type.String({
    description: 'The class of the refusal: for FILE_NAME_INVALID one of EMPTY_NAME, NAME_TOO_LONG, INVALID_CHARACTER, '
      + 'LEADING_DOT_OR_SPACE, TRAILING_DOT_OR_SPACE, RESERVED_NAME; for FILE_CONTENT_UNSAFE one of XML_DOCTYPE, '
      + 'XML_PROCESSING_INSTRUCTION, XML_SCRIPT, XML_SVG, XML_XHTML, XML_ACTIVE_NAMESPACE',
  })),
  character: Type.Optional(Type.String({ description: 'For INVALID_CHARACTER: the character as U+XXXX' })),
});
export const UploadResult = Type.Object({
  success: Type.Array(Document),
  failed: Type.Array(UploadFailure, { description: 'Always empty: a request stores all of its files or none (see the 4xx answers)' }),
});
/**
 * The answer when an upload request stores nothing: the error body, its code that of the first refusal (or
 * TOO_MANY_FILES, QUOTA_EXCEEDED), plus every refused file. Files not listed were fine but not stored either.
 */
export const UploadRefusal = Type.Object({
  code: Type.String(),
  message: Type.String(),
  errors: Type.Optional(Type.Array(Type.Object({ reason: Type.String() }))),
  files: Type.Optional(Type.Array(UploadFailure, { description: 'Set when the request was read: every refused file' })),
}, { description: 'Nothing of the request was stored' });

export const DocumentIds = Type.Array(Id, { minItems: 1, maxItems: 500 });
export const TrashRequest = Input({ documentIds: DocumentIds });
export const TrashResult = Type.Object({
  trashed: Type.Array(Id),
  staffUploads: Type.Array(Type.Object({ id: Id, name: Type.String() }), { description: 'Not deleted: no canDelete' }),
  notFound: Type.Array(Id),
});

export const SendRequest = Input({
  documentIds: DocumentIds,
  recipients: Type.Array(Email, { minItems: 1, maxItems: 20 }),
  message: Type.Optional(Type.String({ maxLength: 2000 })),
  expiresInDays: Type.Optional(Type.Integer({ minimum: 1, maximum: 30, default: 7 })),
});
export const SendResult = Type.Object({ shareId: Id, expiresAt: IsoDateTime, recipients: Type.Array(Type.String()) });

export const CreateFolderRequest = Input({
  containerId: Id,
  name: NonBlankText(120),
  type: Type.Optional(Type.Literal('folder')),
});

export const MetadataItem = Type.Object({
  key: Type.String({ minLength: 1, maxLength: 100 }),
  value: Type.String({ maxLength: 1000 }),
}, { additionalProperties: false });
export const SetMetadataRequest = Input({ items: Type.Array(MetadataItem, { minItems: 1, maxItems: 50 }) });
export const MetadataResponse = Type.Object({ items: Type.Array(MetadataItem) });
export const MetadataFilterRequest = Input({
  key: Type.String({ minLength: 1, maxLength: 100 }),
  value: Type.Optional(Type.String({ maxLength: 1000 })),
  containerId: Type.Optional(Id),
});
export const MetadataFilterResponse = Type.Object({ documents: Type.Array(Document) });

export const UploadNotificationRequest = Input({ documentIds: DocumentIds });
export const UploadNotificationResponse = Type.Object({ queued: Type.Boolean() });

export const DownloadUrlResponse = Type.Object({ url: Type.String(), expiresAt: IsoDateTime });

export type ContainerType = Static<typeof ContainerType>;
export type Container = Static<typeof Container>;
export type ContainerList = Static<typeof ContainerList>;
export type Document = Static<typeof Document>;
export type DocumentPageQuery = Static<typeof DocumentPageQuery>;
export type DocumentPage = Static<typeof DocumentPage>;
export type UploadConstraints = Static<typeof UploadConstraints>;
export type UploadQuery = Static<typeof UploadQuery>;
export type UploadResult = Static<typeof UploadResult>;
export type UploadFailure = Static<typeof UploadFailure>;
export type UploadRefusal = Static<typeof UploadRefusal>;
export type TrashRequest = Static<typeof TrashRequest>;
export type TrashResult = Static<typeof TrashResult>;
export type SendRequest = Static<typeof SendRequest>;
export type SendResult = Static<typeof SendResult>;
export type CreateFolderRequest = Static<typeof CreateFolderRequest>;
export type MetadataItem = Static<typeof MetadataItem>;
export type SetMetadataRequest = Static<typeof SetMetadataRequest>;
export type MetadataResponse = Static<typeof MetadataResponse>;
export type MetadataFilterRequest = Static<typeof MetadataFilterRequest>;
export type MetadataFilterResponse = Static<typeof MetadataFilterResponse>;
export type UploadNotificationRequest = Static<typeof UploadNotificationRequest>;
export type DownloadUrlResponse = Static<typeof DownloadUrlResponse>;
