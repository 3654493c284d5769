import type { ActionManifest } from '@portico/kernel/plugin';
import type { PluginRegistry } from '@portico/kernel/plugin-registry';
import type { NavigationFailure } from './messages';

/** Where the mobile host's screens live (spec 001 §2: actions nest under /mobile/actions inside the host). */
export const MOBILE_PREFIX = '/mobile';

export const mobileActionPath = (action: ActionManifest) => `${MOBILE_PREFIX}/actions/${action.route}`;

export type ActionTarget = { ok: true; action: ActionManifest; path: string } | { ok: false; reason: NavigationFailure };

/**
 * The enabled action a host names, by plugin id ("br.service-requests/payroll-entries"), route below /actions
 * ("service-request/payroll-entries") or action type, and whether this session may open it. Core reads the
 * kernel's registry, so it never imports a feature.
 */
export async function findAction(plugins: PluginRegistry, name: string): Promise<ActionTarget> {
  const route = name.replace(/^\/?(mobile\/)?(actions\/)?/, '');
  const action = plugins.actions().find((a) => a.id === name || a.route === route || a.actionType === name);
  if (!action) return { ok: false, reason: 'unknown' };
  if (!(await plugins.isAuthorized(action))) return { ok: false, reason: 'notAuthorized' };
  return { ok: true, action, path: mobileActionPath(action) };
}
