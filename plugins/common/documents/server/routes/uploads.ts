import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { Selectable } from 'kysely';
import { Value } from '@sinclair/typebox/value';
import {
  MAX_FILES_PER_REQUEST, UploadFilter, UploadRefusal, type StorageUploadQuery, type UploadConflictChoice, type UploadFailure, type UploadResult,
} from '@portico/contract/documents';
import { escapeInvisible, nameKey } from '@portico/contract/file-names';
import type { ErrorCode } from '@portico/contract/errors';
import {
  type AppContext, AppError, badRequest, BlobTooLargeError, type Flag01, getUser, MailRateLimited, notFound, principalOf,
  type RouteModule, type StagedBlob, serve,
} from '@portico/plugin-server';
import { clientQuotaBytes } from '../../../firm-settings/server';
import { checkFileName, clientStorageUsed } from '../upload-constraints';
import { checkContent } from '../content-sniffer';
import { toDocument } from '../mappers';
import { documentsWithMetadata } from '../queries';
import { notify } from '../../../notifications/server';
import { notifyStaffOfUploads } from '../notify';
import { refuseInDataRoom } from '../data-room';
import { documentsDb, type DocumentTable } from '../tables';
import { liveNamesIn, storeUploads, type LiveName } from '../uploads-store';
import { ENDPOINTS } from '../../endpoints';

/** The status of a refused request by its code; the 4xx bodies are UploadRefusal (every refused file listed). */
const STATUS_OF: Partial<Record<ErrorCode, number>> = {
  FILE_NAME_INVALID: 400, EMPTY_FILE: 400, DOCUMENT_NAME_TAKEN: 409, DOCUMENT_REPLACE_FORBIDDEN: 403,
  FILE_TYPE_NOT_ALLOWED: 415, FILE_CONTENT_MISMATCH: 415, FILE_CONTENT_UNSAFE: 415,
  FILE_TOO_LARGE: 413, TOO_MANY_FILES: 413, QUOTA_EXCEEDED: 413,
};

/** Code first, the name last and with invisible characters spelled out, so the name cannot reorder the text before it. */
const describeFailure = (f: UploadFailure) =>
  `${f.code}${f.reason ? ` ${f.reason}` : ''}${f.character ? ` ${f.character}` : ''}: ${escapeInvisible(f.name)}`;

/**
 * A name already used: refused when the user has not chosen yet (ask), or when replacing a staff upload.
 * Two files of one name in one request are refused too: the second would silently pile up or replace the first.
 */
function conflictOf(name: string, choice: UploadConflictChoice, existing: LiveName | undefined, namesInRequest: ReadonlySet<string>): UploadFailure | null {
  if (namesInRequest.has(nameKey(name))) return { name, code: 'DOCUMENT_NAME_TAKEN' };
  if (!existing || choice === 'keepBoth') return null;
  const existingRef = { id: existing.id, canReplace: !existing.uploadedByStaff };
  if (choice === 'ask') return { name, code: 'DOCUMENT_NAME_TAKEN', existing: existingRef };
  return existing.uploadedByStaff ? { name, code: 'DOCUMENT_REPLACE_FORBIDDEN', existing: existingRef } : null;
}

/** An upload request that stored nothing: the error body plus every refused file. */
export class UploadRefused extends AppError {
  constructor(code: ErrorCode, message: string, readonly files: UploadFailure[]) {
    super(STATUS_OF[code] ?? 400, code, message, files.map(describeFailure));
  }

  override toBody(): UploadRefusal {
    return { ...super.toBody(), files: this.files };
  }
}

const discardStream = (file: MultipartFile) => pipeline(file.file, new Writable({ write: (_c, _e, done) => done() }));

const isTooLarge = (error: unknown) =>
  error instanceof BlobTooLargeError || (error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE';

const errorCodeOf = (error: unknown) => (error as { code?: unknown }).code;

function parseTaskMetadata(raw: string | undefined): Array<[string, string]> {
  if (raw === undefined) return [];
  let parsed: unknown;
  try { parsed = JSON.parse(raw); } catch { parsed = undefined; }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)
    || !Object.values(parsed).every((v) => typeof v === 'string')) {
    throw badRequest('VALIDATION_FAILED', 'taskMetadata must be a JSON object of strings');
  }
  return Object.entries(parsed as Record<string, string>).filter(([k]) => k.length > 0 && k.length <= 100);
}

/** The view's metadata filter an upload may carry, read before any file is: a wrong one stores nothing. */
function parseFilter(raw: string | undefined): UploadFilter | undefined {
  if (raw === undefined) return undefined;
  let parsed: unknown;
  try { parsed = JSON.parse(raw); } catch { parsed = undefined; }
  if (!Value.Check(UploadFilter, parsed)) throw badRequest('VALIDATION_FAILED', 'filter must be a JSON object {"key": …, "value"?: …} of strings');
  return parsed;
}

export async function resolveContainer(ctx: AppContext, clientId: string, containerId: string | undefined) {
  let q = documentsDb(ctx.db).selectFrom('containers').select('id').where('clientId', '=', clientId);
  q = containerId ? q.where('id', '=', containerId) : q.where('type', '=', 'clientContactFolder').orderBy('createdAt');
  const row = await q.executeTakeFirst();
  if (!row) throw notFound('CONTAINER_NOT_FOUND', 'No such folder');
  return row.id;
}

/** Where a request's files go and as whom. */
export interface UploadTarget {
  clientId: string;
  containerId: string;
  uploader: { id: string; isStaff: Flag01 };
  onConflict: UploadConflictChoice;
  metadata: Array<[string, string]>;
}

/**
 * Multipart upload, all or nothing per request: every part streams to a staged blob (hashed, size-checked
 * against the file limit and the client's remaining quota), and is checked (name, type, bytes, XML content).
 * Only when every file passed are the blobs committed and the rows inserted, in one transaction that checks
 * the quota again under a per-client lock. Any refusal (a bad file among good ones, one file too large, more
 * than MAX_FILES_PER_REQUEST files, the quota) throws UploadRefused with every refused file and removes every staged
 * or committed blob of the request; a crash in between leaves blobs that the start-up sweep removes.
 * The client's uploads and the firm's (staff, uploadedByStaff) share it.
 */
export async function receiveUploads(ctx: AppContext, request: FastifyRequest, target: UploadTarget): Promise<Array<Selectable<DocumentTable>>> {
  const db = documentsDb(ctx.db);
  const { clientId, containerId, onConflict } = target;
  const { maxUploadBytes } = ctx.config;
  // The firm's own quota for its clients, never above the server's (common.firm-settings).
  const quotaBytes = await clientQuotaBytes(ctx.db, clientId, ctx.config.clientQuotaBytes);
  const usedBefore = await clientStorageUsed(db, clientId);
  const live = await liveNamesIn(db, containerId);
  const namesInRequest = new Set<string>();
  const accepted: Array<{ name: string; staged: StagedBlob; mimeType: string }> = [];
  const refused: UploadFailure[] = [];
  let stop: ErrorCode | null = null;
  let stagedBytes = 0;
  let stored = false;

  try {
    try {
      // preservePath: a name with a path separator is refused below, not silently cut to its last segment.
      for await (const part of request.files({ preservePath: true })) {
        const name = part.filename.normalize('NFC');
        const nameProblem = checkFileName(name);
        if (nameProblem) {
          await discardStream(part);
          refused.push({ name, ...nameProblem });
          continue;
        }
        const clash = conflictOf(name, onConflict, live.get(nameKey(name)), namesInRequest);
        namesInRequest.add(nameKey(name));
        if (clash) {
          await discardStream(part);
          refused.push(clash);
          continue;
        }
        const room = Math.max(0, quotaBytes - usedBefore - stagedBytes);
        const limit = Math.min(maxUploadBytes, room);
        let staged: StagedBlob;
        try {
          staged = await ctx.blobs.stage(part.file, limit);
        } catch (error) {
          if (!isTooLarge(error)) throw error;
          // The parser gives up on a part not read to its end: nothing after it can be read.
          if (limit < maxUploadBytes) stop = 'QUOTA_EXCEEDED';
          else refused.push({ name, code: 'FILE_TOO_LARGE' });
          break;
        }
        const verdict = await checkContent(name, staged);
        if (!verdict.ok) {
          await staged.discard();
          refused.push({ name, code: verdict.code, ...(verdict.reason ? { reason: verdict.reason } : {}) });
          continue;
        }
        accepted.push({ name, staged, mimeType: verdict.mimeType });
        stagedBytes += staged.size;
      }
    } catch (error) {
      const code = errorCodeOf(error);
      if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT') {
        stop = 'TOO_MANY_FILES';
      } else if (code === 'FST_REQ_FILE_TOO_LARGE') {
        // Raised at the end for a part drained past the limit (one already refused by its name, or the last one).
        const name = (error as { part?: { filename?: string } }).part?.filename?.normalize('NFC') ?? '';
        if (!refused.some((f) => f.name === name)) refused.push({ name, code: 'FILE_TOO_LARGE' });
      } else {
        throw error;
      }
    }

    if (stop === 'TOO_MANY_FILES') {
      throw new UploadRefused(stop, `Nothing was stored: a request carries at most ${MAX_FILES_PER_REQUEST} files`, refused);
    }
    if (stop === 'QUOTA_EXCEEDED') {
      throw new UploadRefused(stop, `Nothing was stored: the client's storage quota of ${quotaBytes} bytes would be exceeded`, refused);
    }
    if (refused.length) {
      throw new UploadRefused(refused[0]!.code as ErrorCode, `Nothing was stored: ${refused.length} file${refused.length === 1 ? ' was' : 's were'} refused`, refused);
    }
    if (!accepted.length) throw badRequest('NO_FILES', 'The request carried no file');

    const rows = await storeUploads(db, ctx.dbKind, {
      clientId, containerId, onConflict, metadata: target.metadata, uploader: target.uploader, accepted,
      checkQuota: async (trx) => {
        if (await clientStorageUsed(trx, clientId) + stagedBytes > quotaBytes) {
          throw new UploadRefused('QUOTA_EXCEEDED', `Nothing was stored: the client's storage quota of ${quotaBytes} bytes would be exceeded`, []);
        }
      },
    });
    stored = true;
    return rows;
  } finally {
    // discard() removes a blob wherever it is, staged or already committed.
    if (!stored) await Promise.all(accepted.map(({ staged }) => staged.discard()));
  }
}

/**
 * The client's own upload into a folder; with notifyOnEachUpload the firm's staff are told at once, with a filter the
 * answer carries the client's documents matching it.
 */
async function clientUpload(ctx: AppContext, request: FastifyRequest, clientId: string, containerIdAsked: string | undefined,
  options: Omit<StorageUploadQuery, 'clientId'>): Promise<UploadResult> {
  await refuseInDataRoom(ctx.db, request);
  const principal = principalOf(request);
  const containerId = await resolveContainer(ctx, clientId, containerIdAsked);
  const metadata = parseTaskMetadata(options.taskMetadata);
  const filter = parseFilter(options.filter);
  const uploader = await getUser(ctx.db, principal.userId);
  const rows = await receiveUploads(ctx, request, { clientId, containerId, uploader, onConflict: options.onConflict ?? 'ask', metadata });
  if (rows.length) {
    await notify(ctx, { category: 'clientUpload', clientId, key: `client-upload:${rows.map((r) => r.id).sort().join(',')}`, link: '/staff/client-documents',
      params: { count: rows.length, name: rows[0]!.name, uploader: `${uploader.firstName} ${uploader.lastName}`.trim() }, actorUserId: principal.userId }, request.log);
  }
  if (options.notifyOnEachUpload) {
    // The files are stored whatever the mail limits say: over them, a later batch notifies these documents.
    await notifyStaffOfUploads(ctx, clientId, uploader.id, rows.map((r) => r.id)).catch((error: unknown) => {
      if (!(error instanceof MailRateLimited)) throw error;
    });
  }
  const filtered = filter && await documentsWithMetadata(documentsDb(ctx.db), clientId, filter);
  return { success: rows.map(toDocument), failed: [], ...(filtered ? { filtered } : {}) };
}

/** The upload route by client, and its storage form by container (the one the portal sends, spec 000 §7). */
export const uploadRoutes: RouteModule = (app, ctx) => {
  const multipart = { config: { accepts: ['multipart/form-data'] } };
  serve(app, ENDPOINTS.postUploads, multipart, async (request, reply) => {
    const { containerId, ...options } = request.query;
    return reply.send(await clientUpload(ctx, request, request.params.clientId, containerId, options));
  });
  serve(app, ENDPOINTS.postStorageUploads, multipart, async (request, reply) => {
    const { clientId, ...options } = request.query;
    return reply.send(await clientUpload(ctx, request, clientId, request.params.id, options));
  });
};
