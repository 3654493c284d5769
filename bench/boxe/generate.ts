import { createHash, randomUUID } from 'node:crypto';
import SQLite from 'better-sqlite3';
import type { BoxeKind } from '../../plugins/br/boxe/contract';
import { demoDocument } from '../../plugins/br/boxe/server/demo-documents';
import { sqliteCollationExtension } from '../../scripts/build-sqlite-collation.mjs';

/**
 * Fills one client's store with `count` generated documents (valid keys and CNPJs, real XML), straight into
 * the server's SQLite file in one transaction, replacing what the store held. Issue dates spread over five
 * years back from today, so period filters and month folders look like a real store.
 */
export function fillStore(sqliteFile: string, clientId: string, kind: BoxeKind, count: number): { bytes: number } {
  const db = new SQLite(sqliteFile);
  db.pragma('journal_mode = WAL');
  db.pragma('busy_timeout = 10000');
  // The documents' name indexes use the portal's collations: `pragma optimize` (and any write to them) needs them loaded.
  db.loadExtension(sqliteCollationExtension());
  try {
    const client = db.prepare('select id, name, cnpj from clients where id = ?').get(clientId) as { id: string; name: string; cnpj: string };
    const insertFile = db.prepare('insert into br_files (id, file_name, mime_type, size, sha256, content, created_at) values (?, ?, ?, ?, ?, ?, ?)');
    const insertDoc = db.prepare(`insert into br_fiscal_documents (id, client_id, kind, access_key, model, number, series, emitter_cnpj, emitter_name,
      recipient_cnpj, recipient_name, issued_at, amount_cents, status, role, file_id, stored_at) values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
    const now = Date.now();
    let bytes = 0;
    // Immediate: the server's jobs write beside it, and a deferred transaction that reads first would fail with a stale snapshot.
    db.transaction(() => {
      const old = db.prepare('select file_id from br_fiscal_documents where client_id = ? and kind = ?').all(clientId, kind) as Array<{ file_id: string }>;
      db.prepare('delete from br_fiscal_documents where client_id = ? and kind = ?').run(clientId, kind);
      const dropFile = db.prepare('delete from br_files where id = ?');
      for (const { file_id } of old) dropFile.run(file_id);
      for (let i = 0; i < count; i++) {
        const issued = new Date(now - (2 + (i % 1825)) * 86_400_000);
        const doc = demoDocument(client, kind, 100_000 + i, issued, new Date(issued.getTime() + 86_400_000));
        const content = Buffer.from(doc.xml);
        bytes += content.length;
        const fileId = randomUUID();
        insertFile.run(fileId, doc.fileName, 'application/xml', content.length, createHash('sha256').update(content).digest('hex'), content, doc.row.storedAt);
        const r = doc.row;
        insertDoc.run(r.id, r.clientId, r.kind, r.accessKey, r.model, r.number, r.series, r.emitterCnpj, r.emitterName, r.recipientCnpj, r.recipientName,
          r.issuedAt, r.amountCents, r.status, r.role, fileId, r.storedAt);
      }
    }).immediate();
    db.pragma('optimize');
    return { bytes };
  } finally {
    db.close();
  }
}
