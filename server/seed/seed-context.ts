import { Readable } from 'node:stream';
import { randomUUID } from 'node:crypto';
import type { Db } from '../db/database';
import type { BlobStore } from '../storage/blob-store';
import type { ContainerTable } from '../db/schema';
import type { Insertable } from 'kysely';
import { bumpListVersions } from '../documents/page-cache';

export interface SeedContext {
  db: Db;
  blobs: BlobStore;
  now: Date;
}

/** A named, run-once step of demo data; domains append theirs to the list in seed/index.ts. */
export interface SeedStep {
  name: string;
  run(ctx: SeedContext): Promise<void>;
}

export const daysAgo = (now: Date, days: number) => new Date(now.getTime() - days * 86_400_000).toISOString();

export async function insertContainer(ctx: SeedContext, row: Omit<Insertable<ContainerTable>, 'id' | 'createdAt'>): Promise<string> {
  const id = randomUUID();
  await ctx.db.insertInto('containers').values({ ...row, id, createdAt: ctx.now.toISOString() }).execute();
  return id;
}

/** Stores real bytes through the blob store so downloads of demo documents work. */
export async function insertDocument(ctx: SeedContext, doc: {
  clientId: string; containerId: string; name: string; mimeType: string; bytes: Buffer;
  uploadedBy: string | null; uploadedByStaff: boolean; ageDays: number;
}): Promise<string> {
  const staged = await ctx.blobs.stage(Readable.from([doc.bytes]), Number.MAX_SAFE_INTEGER);
  await staged.commit();
  const id = randomUUID();
  const at = daysAgo(ctx.now, doc.ageDays);
  await ctx.db.insertInto('documents').values({
    id, clientId: doc.clientId, containerId: doc.containerId, name: doc.name, size: staged.size,
    mimeType: doc.mimeType, sha256: staged.sha256, blobId: staged.blobId, uploadedBy: doc.uploadedBy,
    uploadedByStaff: doc.uploadedByStaff ? 1 : 0, createdAt: at, modifiedAt: at, deletedAt: null,
  }).execute();
  // A seed step added later can fill a folder that a running process already serves from its cache.
  await bumpListVersions(ctx.db, [doc.containerId]);
  return id;
}

/** A one-page PDF that viewers open, carrying a title line. */
export function demoPdf(title: string): Buffer {
  const text = title.replace(/[()\\]/g, '');
  const stream = `BT /F1 18 Tf 72 720 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((obj, i) => { offsets.push(body.length); body += `${i + 1} 0 obj\n${obj}\nendobj\n`; });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
