import { coreDb, featureErrors, permissionsOf, type Principal, type SomeDb } from '@portico/plugin-server';
import { MANIFEST_ERROR_CODES, MANIFEST_REVIEW_PERMISSION, MANIFEST_SWITCHES } from '../contract';

const errors = featureErrors(MANIFEST_ERROR_CODES);

/**
 * Who may use the manifest, for its routes and its "waiting for you" items alike: NfeManifest.Disabled
 * switches it off for the user (403 MANIFEST_DISABLED); otherwise BRAtendimento.ManifestoReview is needed.
 * `denied` is NfeManifest.Denied: the user may look but not register events.
 */
export async function manifestAccess(db: SomeDb, principal: Principal): Promise<{ denied: boolean }> {
  const granted = await permissionsOf(coreDb(db), principal.effectiveUserId);
  const has = (p: { feature: string; resource: string }) => granted[p.feature]?.[p.resource] === 'Granted';
  if (has(MANIFEST_SWITCHES.disabled)) throw errors.error(403, 'MANIFEST_DISABLED', 'The NF-e manifest is switched off for this user');
  if (!has(MANIFEST_REVIEW_PERMISSION)) {
    throw errors.error(403, 'MANIFEST_PERMISSION_REQUIRED', `Permission ${MANIFEST_REVIEW_PERMISSION.feature}.${MANIFEST_REVIEW_PERMISSION.resource} is required`);
  }
  return { denied: has(MANIFEST_SWITCHES.denied) };
}
