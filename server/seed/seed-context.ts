import type { Db } from '../db/database';
import type { BlobStore } from '../storage/blob-store';

export interface SeedContext {
  db: Db;
  blobs: BlobStore;
  now: Date;
}

/** A named, run-once step of demo data: core's in seed/index.ts, a feature's in its server module. */
export interface SeedStep {
  name: string;
  /**
   * Earlier steps that already did this step's work: a database that ran one of them records this step as
   * done without running it (the single 'br-demo' step became one step per feature).
   */
  supersedes?: readonly string[];
  run(ctx: SeedContext): Promise<void>;
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
