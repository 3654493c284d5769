import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { useService } from '@portico/plugin';
import { ACTIONS_REGISTRY, type ActionsRegistry, type ActionsState } from './actions-registry';

/** The actions registry and a snapshot of its state, loading it on first use. */
export function useActionsRegistry(): { registry: ActionsRegistry; state: ActionsState } {
  const registry = useService(ACTIONS_REGISTRY, 'common.actions');
  const state = useSnapshot(registry.state) as ActionsState;
  useEffect(() => {
    void registry.load();
  }, [registry]);
  return { registry, state };
}
