import { createHash } from 'node:crypto';
import type { AppContext } from '@portico/plugin-server';
import { notify } from '../../../../common/notifications/server';
import type { IntakeResult } from './intake';

/** Where the firm's staff put files into Box-E and see what was refused. */
export const INTAKE_STAFF_PATH = '/staff/box-e-intake';

/**
 * Tells the firm's staff of the files an intake refused (the staff screen's, the API key's, the distribution's),
 * once: the key is the client, the day and the refused names with their codes, so the same refusals reported
 * again tell nobody again. Nothing refused, nothing told. Answers how many it told.
 */
export async function notifyIntakeRefusals(ctx: AppContext, clientId: string, results: readonly IntakeResult[], now = new Date(), log?: { warn(details: object, message: string): void }) {
  const refused = results.filter((r) => r.outcome === 'refused');
  if (!refused.length) return 0;
  const digest = createHash('sha256').update(JSON.stringify(refused.map((r) => [r.fileName, r.code]))).digest('base64url');
  return notify(ctx, {
    category: 'intakeFailed', clientId, key: `boxe-intake-refused:${clientId}:${now.toISOString().slice(0, 10)}:${digest}`,
    link: INTAKE_STAFF_PATH, params: { variant: 'intake', count: refused.length },
  }, log);
}
