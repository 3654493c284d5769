import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { MultipartFile } from '@fastify/multipart';
import { API } from '../../core/contract/api-paths';
import { ClientParams } from '../../core/contract/common';
import { UploadQuery, UploadResult, type Document } from '../../core/contract/documents';
import type { ErrorCode } from '../../core/contract/errors';
import { principalOf, type RouteModule, type AppContext } from '../http/context';
import { AppError, badRequest, notFound } from '../http/errors';
import { BlobTooLargeError } from '../storage/blob-store';
import { checkFileName } from '../storage/upload-constraints';
import { sniffContentType } from '../storage/content-sniffer';
import { toDocument } from '../documents/mappers';
import { notifyStaffOfUploads } from '../documents/notify';
import { getUser } from '../auth/users';
import { bumpListVersions } from '../documents/page-cache';

const STATUS_OF: Partial<Record<ErrorCode, number>> = {
  FILE_NAME_INVALID: 400, FILE_TYPE_NOT_ALLOWED: 415, FILE_CONTENT_MISMATCH: 415,
};

const discardStream = (file: MultipartFile) => pipeline(file.file, new Writable({ write: (_c, _e, done) => done() }));

const isTooLarge = (error: unknown) =>
  error instanceof BlobTooLargeError || (error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE';

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

async function resolveContainer(ctx: AppContext, clientId: string, containerId: string | undefined) {
  let q = ctx.db.selectFrom('containers').select('id').where('clientId', '=', clientId);
  q = containerId ? q.where('id', '=', containerId) : q.where('type', '=', 'clientContactFolder').orderBy('createdAt');
  const row = await q.executeTakeFirst();
  if (!row) throw notFound('CONTAINER_NOT_FOUND', 'No such folder');
  return row.id;
}

/**
 * Multipart upload: each file streams to a staged blob (hashed, size-checked), is sniffed, committed
 * (rename) and then recorded; a failed insert removes the committed blob. A file over the limit ends
 * the request with 413 and leaves nothing of itself behind.
 */
export const uploadRoutes: RouteModule = (app, ctx) => {
  app.post(API.uploads, {
    config: { accepts: ['multipart/form-data'] },
    schema: {
      tags: ['documents'],
      summary: 'Upload files (multipart/form-data, one or more "file" parts)',
      consumes: ['multipart/form-data'],
      params: ClientParams,
      querystring: UploadQuery,
      response: { 200: UploadResult },
    },
  }, async (request, reply) => {
    const principal = principalOf(request);
    const { clientId } = request.params;
    const containerId = await resolveContainer(ctx, clientId, request.query.containerId);
    const metadata = parseTaskMetadata(request.query.taskMetadata);
    const uploader = await getUser(ctx.db, principal.userId);
    const success: Document[] = [];
    const failed: Array<{ name: string; code: ErrorCode }> = [];

    for await (const part of request.files()) {
      const name = part.filename.normalize('NFC').split(/[\\/]/).pop() ?? '';
      const nameProblem = checkFileName(name);
      if (nameProblem) {
        await discardStream(part);
        failed.push({ name, code: nameProblem });
        continue;
      }
      let staged;
      try {
        staged = await ctx.blobs.stage(part.file, ctx.config.maxUploadBytes);
      } catch (error) {
        if (isTooLarge(error)) {
          throw new AppError(413, 'FILE_TOO_LARGE', `${name} is larger than ${ctx.config.maxUploadBytes} bytes`, [name]);
        }
        throw error;
      }
      const mimeType = await sniffContentType(name, staged.head);
      if (!mimeType) {
        await staged.discard();
        failed.push({ name, code: 'FILE_CONTENT_MISMATCH' });
        continue;
      }
      await staged.commit();
      const now = new Date().toISOString();
      const row = {
        id: crypto.randomUUID(), clientId, containerId, name, size: staged.size, mimeType, sha256: staged.sha256,
        blobId: staged.blobId, uploadedBy: uploader.id, uploadedByStaff: uploader.isStaff, createdAt: now, modifiedAt: now, deletedAt: null,
      };
      try {
        await ctx.db.transaction().execute(async (trx) => {
          await trx.insertInto('documents').values(row).execute();
          await bumpListVersions(trx, [containerId]);
          if (metadata.length) {
            await trx.insertInto('documentMetadata').values(metadata.map(([key, value]) => ({ documentId: row.id, key, value }))).execute();
          }
        });
      } catch (error) {
        await staged.discard();
        throw error;
      }
      success.push(toDocument(row));
      if (request.query.notifyOnEachUpload) await notifyStaffOfUploads(ctx, clientId, uploader.id, [row.id]);
    }

    if (!success.length && !failed.length) throw badRequest('NO_FILES', 'The request carried no file');
    if (!success.length) {
      const code = failed[0]!.code;
      throw new AppError(STATUS_OF[code] ?? 400, code, 'No file could be stored', failed.map((f) => `${f.name}: ${f.code}`));
    }
    return reply.send({ success, failed });
  });
};
