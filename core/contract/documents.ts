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

/** The UI language whose order names follow (accents and case secondary, digits as numbers). */
export const NameLocale = Type.String({ pattern: '^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$', maxLength: 35, description: 'BCP 47 tag, e.g. pt-BR' });

/** Containers come in the name order of `locale`, siblings as the portal lists them (no sorting in the browser). */
export const ContainerListQuery = Input({ locale: Type.Optional(NameLocale) });

export const DocumentPageQuery = Input({
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_DOCUMENT_PAGE_SIZE, default: DEFAULT_DOCUMENT_PAGE_SIZE })),
  offset: Type.Optional(PageOffset({ default: 0 })),
  includeTotal: Type.Optional(Type.Boolean({ default: false, description: 'Count the whole folder (costs a scan)' })),
  locale: Type.Optional(NameLocale),
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

/**
 * What an upload does with a name already used by a live document of the folder (compared case-insensitively):
 * ask (409 DOCUMENT_NAME_TAKEN, nothing stored), keepBoth (stored as "Invoice (2).pdf") or replace (the old
 * file is kept as a version of the same document).
 */
export const UploadConflictChoice = Type.Union([Type.Literal('ask'), Type.Literal('keepBoth'), Type.Literal('replace')], { default: 'ask' });

const UPLOAD_OPTIONS = {
  notifyOnEachUpload: Type.Optional(Type.Boolean({ default: false })),
  taskMetadata: Type.Optional(Type.String({ maxLength: 2000, description: 'JSON object of metadata items to attach' })),
  filter: Type.Optional(Type.String({
    maxLength: 1200,
    description: 'JSON {"key": …, "value"?: …}: the metadata filter of the view the upload was made from (as the metadata filter '
      + "route takes it). The answer's `filtered` then lists the client's documents matching it after the upload (the stored "
      + 'ones included when their taskMetadata matches), so a filtered view shows the outcome without reading again',
  })),
  onConflict: Type.Optional(UploadConflictChoice),
};
export const UploadQuery = Input({ containerId: Type.Optional(Id), ...UPLOAD_OPTIONS });
/** The storage form of an upload (POST /api/storage/v1/containers/{id}/documents): the folder in the path, its client here. */
export const StorageUploadQuery = Input({ clientId: Id, ...UPLOAD_OPTIONS });
/** An upload's `filter`, once read from its JSON. */
export const UploadFilter = Type.Object({
  key: Type.String({ minLength: 1, maxLength: 100 }),
  value: Type.Optional(Type.String({ maxLength: 1000 })),
}, { additionalProperties: false });
/** One refused file of an upload request. */
export const UploadFailure = Type.Object({
  name: Type.String({ description: "The file's name as sent; show it escaped, or better by the reason below" }),
  code: Type.String({ description: 'FILE_NAME_INVALID, DOCUMENT_NAME_TAKEN, FILE_TYPE_NOT_ALLOWED, EMPTY_FILE, FILE_TOO_LARGE, FILE_CONTENT_MISMATCH, FILE_CONTENT_UNSAFE' }),
  reason: Type.Optional(Type.String({
    description: 'The class of the refusal: for FILE_NAME_INVALID one of EMPTY_NAME, NAME_TOO_LONG, INVALID_CHARACTER, '
      + 'LEADING_DOT_OR_SPACE, TRAILING_DOT_OR_SPACE, RESERVED_NAME; for FILE_CONTENT_UNSAFE one of XML_DOCTYPE, '
      + 'XML_PROCESSING_INSTRUCTION, XML_SCRIPT, XML_SVG, XML_XHTML, XML_ACTIVE_NAMESPACE',
  })),
  character: Type.Optional(Type.String({ description: 'For INVALID_CHARACTER: the character as U+XXXX' })),
  existing: Type.Optional(Type.Object({ id: Id, canReplace: Type.Boolean() }, {
    description: 'For DOCUMENT_NAME_TAKEN: the live document of that name; canReplace is false for a staff upload',
  })),
});
export const UploadResult = Type.Object({
  success: Type.Array(Document),
  filtered: Type.Optional(Type.Array(Document, { description: "With the request's `filter`: the client's documents matching it after the upload, by name" })),
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

/** A document in the trash: where it came from and the day it is purged (deletedAt + the retention period). */
export const TrashedDocument = Type.Object({
  document: Document,
  deletedAt: IsoDateTime,
  purgeAt: IsoDateTime,
  folder: Type.Union([Type.Object({ id: Id, name: Type.String() }), Type.Null()], { description: 'The folder it restores into' }),
});
export const TrashList = Type.Object({
  retentionDays: Type.Integer({ description: 'Days a deleted document stays restorable' }),
  documents: Type.Array(TrashedDocument),
});
export const RestoreRequest = Input({ documentIds: DocumentIds });
export const RestoreResult = Type.Object({
  restored: Type.Array(Document, { description: 'Into the original folder, or its root when the folder is gone; renamed "Name (2)" if the name is taken there' }),
  notFound: Type.Array(Id, { description: 'Not in the trash (restored already, purged, or never there)' }),
});

/** An earlier file of a document, kept when an upload replaced it. */
export const DocumentVersion = Type.Object({
  id: Id,
  size: Type.Integer(),
  mimeType: Type.String(),
  createdDate: IsoDateTime,
  replacedDate: IsoDateTime,
  uploadedByStaff: Type.Boolean(),
});
export const DocumentVersionList = Type.Object({ versions: Type.Array(DocumentVersion, { description: 'Newest first' }) });
export const DocumentVersionParams = Input({ clientId: Id, documentId: Id, versionId: Id });
/** The storage URL of one earlier file: the document, the version, and a token issued for that version. */
export const StorageDocumentVersionParams = Input({ id: Id, versionId: Id });
/** Codes of the versions routes beyond the platform's (DOCUMENT_NOT_FOUND for a document gone or trashed). */
export const DOCUMENT_VERSION_ERROR_CODES = ['DOCUMENT_VERSION_NOT_FOUND'] as const;

/**
 * A client user granted ClientCenterDrive.ForceDataRoom sees a data room: the firm's documents to view and download,
 * and 403 DOCUMENTS_READ_ONLY for every change (uploads, folders, trash, metadata, share links).
 */
export const DATA_ROOM_ERROR_CODES = ['DOCUMENTS_READ_ONLY'] as const;

/** Days a share link lives when the sender picks no end; the longest it may live is SHARE_LINK_MAX_DAYS. */
export const SHARE_LINK_DEFAULT_DAYS = 7;
export const SHARE_LINK_MAX_DAYS = 30;
/** A share link's password: long enough to resist guessing at the page's rate limit, short enough to type. */
export const SHARE_PASSWORD_MIN_LENGTH = 8;
export const SHARE_PASSWORD_MAX_LENGTH = 128;
/** Codes of the send route beyond the mail limits': a last day that is over or too far ahead (or an end given twice). */
export const SHARE_ERROR_CODES = ['SHARE_EXPIRY_INVALID'] as const;
export type ShareErrorCode = (typeof SHARE_ERROR_CODES)[number];

export const SendRequest = Input({
  documentIds: DocumentIds,
  recipients: Type.Array(Email, { minItems: 1, maxItems: 20, description: 'The server may allow fewer (its mail settings): 400 MAIL_TOO_MANY_RECIPIENTS' }),
  message: Type.Optional(Type.String({ maxLength: 2000 })),
  expiresInDays: Type.Optional(Type.Integer({ minimum: 1, maximum: SHARE_LINK_MAX_DAYS, description: `Days the link works; ${SHARE_LINK_DEFAULT_DAYS} without it or expiresOn` })),
  expiresOn: Type.Optional(Type.String({
    format: 'date',
    description: 'The last day the link works (yyyy-MM-dd, until 23:59 UTC), instead of expiresInDays: not over yet and at most '
      + `${SHARE_LINK_MAX_DAYS + 1} days ahead (the sender's today may be UTC's tomorrow); 400 SHARE_EXPIRY_INVALID otherwise, or with both`,
  })),
  password: Type.Optional(Type.String({
    minLength: SHARE_PASSWORD_MIN_LENGTH, maxLength: SHARE_PASSWORD_MAX_LENGTH,
    description: 'Asked on the link\'s page before any document shows; stored as a hash only, never sent in the e-mail',
  })),
});
export const SendResult = Type.Object({ shareId: Id, expiresAt: IsoDateTime, recipients: Type.Array(Type.String()) });

export const CreateFolderRequest = Input({
  containerId: Id,
  name: NonBlankText(120),
  type: Type.Optional(Type.Literal('folder')),
});

export const RenameFolderRequest = Input({ name: NonBlankText(120) });
export const FolderParams = Input({ clientId: Id, containerId: Id });
export const DeleteFolderQuery = Input({
  documents: Type.Optional(Type.Literal('trash', { description: "Move the folder's documents to the trash; without it a folder with documents is refused" })),
});
export const DeleteFolderResult = Type.Object({ trashed: Type.Array(Id) });

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
export const UploadNotificationResponse = Type.Object({
  queued: Type.Boolean({ description: 'An e-mail went to the staff' }),
  notified: Type.Integer({ description: 'Documents it covers: those of the ids the caller uploaded recently and that were not notified yet' }),
});

/** Whole-client search by name: every live document of the client's folders, in name order, paged. */
export const DocumentSearchQuery = Input({
  q: Type.String({ minLength: 1, maxLength: 200, description: 'Part of the name, any case or accents' }),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 200, default: 50 })),
  offset: Type.Optional(PageOffset({ default: 0 })),
  locale: Type.Optional(NameLocale),
});
export const DocumentSearchHit = Type.Object({
  document: Document,
  path: Type.Array(Type.Object({ id: Id, name: Type.String() }), { description: 'The folders from the root down to the one holding it' }),
});
export const DocumentSearchPage = Type.Object({
  hits: Type.Array(DocumentSearchHit),
  total: Type.Integer(),
  limit: Type.Integer(),
  offset: Type.Integer(),
  nextOffset: Type.Union([Type.Integer(), Type.Null()], { description: 'null on the last page' }),
});

/** Documents the signed-in user marked read, for ClientCenter_ShowClientDocsReadToggle (per user, per client). */
export const ReadMarks = Type.Object({ documentIds: Type.Array(Id) });
export const ReadMarkRequest = Input({ read: Type.Boolean() });
export const ReadMark = Type.Object({ documentId: Id, read: Type.Boolean() });

export const DownloadUrlResponse = Type.Object({ url: Type.String(), expiresAt: IsoDateTime });

export type ContainerType = Static<typeof ContainerType>;
export type Container = Static<typeof Container>;
export type ContainerList = Static<typeof ContainerList>;
export type Document = Static<typeof Document>;
export type ContainerListQuery = Static<typeof ContainerListQuery>;
export type DocumentPageQuery = Static<typeof DocumentPageQuery>;
export type DocumentPage = Static<typeof DocumentPage>;
export type UploadConstraints = Static<typeof UploadConstraints>;
export type UploadQuery = Static<typeof UploadQuery>;
export type StorageUploadQuery = Static<typeof StorageUploadQuery>;
export type UploadFilter = Static<typeof UploadFilter>;
export type UploadResult = Static<typeof UploadResult>;
export type UploadFailure = Static<typeof UploadFailure>;
export type UploadRefusal = Static<typeof UploadRefusal>;
export type TrashRequest = Static<typeof TrashRequest>;
export type TrashResult = Static<typeof TrashResult>;
export type SendRequest = Static<typeof SendRequest>;
export type SendResult = Static<typeof SendResult>;
export type CreateFolderRequest = Static<typeof CreateFolderRequest>;
export type UploadConflictChoice = Static<typeof UploadConflictChoice>;
export type TrashedDocument = Static<typeof TrashedDocument>;
export type TrashList = Static<typeof TrashList>;
export type RestoreRequest = Static<typeof RestoreRequest>;
export type RestoreResult = Static<typeof RestoreResult>;
export type DocumentVersion = Static<typeof DocumentVersion>;
export type DocumentVersionList = Static<typeof DocumentVersionList>;
export type DeleteFolderResult = Static<typeof DeleteFolderResult>;
export type MetadataItem = Static<typeof MetadataItem>;
export type SetMetadataRequest = Static<typeof SetMetadataRequest>;
export type MetadataResponse = Static<typeof MetadataResponse>;
export type MetadataFilterRequest = Static<typeof MetadataFilterRequest>;
export type MetadataFilterResponse = Static<typeof MetadataFilterResponse>;
export type UploadNotificationRequest = Static<typeof UploadNotificationRequest>;
export type DownloadUrlResponse = Static<typeof DownloadUrlResponse>;
export type DocumentSearchHit = Static<typeof DocumentSearchHit>;
export type DocumentSearchPage = Static<typeof DocumentSearchPage>;
export type ReadMarks = Static<typeof ReadMarks>;
export type ReadMark = Static<typeof ReadMark>;

/** The token of an e-mailed share link (its page and its documents are public, behind the token). */
export const ShareParams = Type.Object({ token: Type.String({ minLength: 20, maxLength: 100, pattern: '^[A-Za-z0-9_-]+$' }) }, { additionalProperties: false });
export const ShareDocumentParams = Type.Object({ token: ShareParams.properties.token, documentId: Id }, { additionalProperties: false });
/** The password form of a protected link's page (a form POST; a longer text cannot be the password). */
export const SharePasswordForm = Type.Object({ password: Type.String({ maxLength: SHARE_PASSWORD_MAX_LENGTH }) });

/** Days a deleted document stays in the trash and can be restored; then it and its files are purged. */
export const TRASH_RETENTION_DAYS = 30;
/** Files one upload request may carry; the multipart parser's `files` limit in the server's app.ts is the same number. */
export const MAX_FILES_PER_REQUEST = 20;
