import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import type { PluginManifest } from '../plugin';
import { TOKENS } from '../tokens';
import { useKernel } from './kernel-context';

/** The subset of manifests the current session may use; null while the checks run. */
export function useAuthorized<M extends PluginManifest>(manifests: M[]): M[] | null {
  const kernel = useKernel();
  const { epoch } = useSnapshot(kernel.get(TOKENS.Session).state);
  const flags = useSnapshot(kernel.get(TOKENS.Flags).state);
  const [allowed, setAllowed] = useState<M[] | null>(null);
  const key = manifests.map((m) => m.id).join('|');

  useEffect(() => {
    let live = true;
    kernel.plugins.authorized(manifests).then((result) => live && setAllowed(result));
    return () => {
      live = false;
    };
    // manifests are identified by their ids; flags and the session epoch invalidate the answer.
  }, [kernel, key, epoch, flags]);

  return allowed;
}
