import { defineFeature, provide } from '@portico/plugin';
import { ActionsRegistry, ACTIONS_REGISTRY } from './actions-registry';
import area from './manifest';
import { ACTIONS_FLAGS } from './flags';
import { actionModal, noAccessPermission } from './dialogs/manifests';

/**
 * Actions: the overview of the sections and actions other features contribute, each action's guarded route,
 * the no-access-permission and action-type dialogs, and the registry store other features may require.
 */
export default defineFeature({
  id: 'common.actions',
  plugins: [area, noAccessPermission, actionModal],
  flags: ACTIONS_FLAGS,
  provides: [provide(ACTIONS_REGISTRY, (kernel) => new ActionsRegistry(kernel))],
});
