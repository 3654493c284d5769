import type { ServerTaskKind, TaskProgress } from '../../tasks/server';
import { E_SIGNATURE_KIND } from '../contract';
import { esignDb } from './tables';

/**
 * The e-signature as a task kind: its progress is signers who signed; the client never hands it in (the last
 * signature closes it), and the firm may accept one a signer declined only once all have signed.
 */
export const eSignatureKind: ServerTaskKind = {
  kind: E_SIGNATURE_KIND,
  async progress(db, taskIds) {
    const rows = await esignDb(db).selectFrom('commonEsignSigners').select(['taskId', 'state']).where('taskId', 'in', [...taskIds]).execute();
    const progress = new Map<string, TaskProgress>(taskIds.map((id) => [id, { done: 0, total: 0 }]));
    for (const row of rows) {
      const p = progress.get(row.taskId)!;
      p.total += 1;
      if (row.state === 'signed') p.done += 1;
    }
    return progress;
  },
  async submitBlocker(db, taskId) {
    const unsigned = await esignDb(db).selectFrom('commonEsignSigners').select('userId').where('taskId', '=', taskId).where('state', '!=', 'signed').executeTakeFirst();
    return unsigned ? 'ITEMS_INCOMPLETE' : null;
  },
  async accept(trx, taskId) {
    return this.submitBlocker(trx, taskId);
  },
};
