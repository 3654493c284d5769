import { useEffect, useMemo, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import type { PluginManifest } from '../plugin';
import { TOKENS } from '../tokens';
import { useKernel } from './kernel-context';

/**
 * The subset of manifests the current session may use; null while the checks run. Checks that have already
 * settled answer in this render (the entry asks for the areas' before the first render); the others are asked
 * for after it, and the last answer stays on screen until the new one arrives.
 */
export function useAuthorized<M extends PluginManifest>(manifests: M[]): M[] | null {
  const kernel = useKernel();
  const { epoch } = useSnapshot(kernel.get(TOKENS.Session).state);
  const flags = useSnapshot(kernel.get(TOKENS.Flags).state);
  const key = manifests.map((m) => m.id).join('|');
  const known = kernel.plugins.authorizedNow(manifests);
  const [asked, setAsked] = useState<{ key: string; epoch: number; flags: object; allowed: M[] } | null>(null);
  const shown = useRef<M[] | null>(null);

  useEffect(() => {
    if (known) return undefined;
    let live = true;
    kernel.plugins.authorized(manifests).then((allowed) => live && setAsked({ key, epoch, flags, allowed }));
    return () => {
      live = false;
    };
    // manifests are identified by their ids; flags and the session epoch invalidate the answer.
  }, [kernel, key, epoch, flags, known === undefined]);

  const current = asked && asked.key === key && asked.epoch === epoch && asked.flags === flags ? asked.allowed : null;
  const allowed = known ?? current ?? shown.current;
  shown.current = allowed;
  // One array while the same plugins are allowed, so that memoised children and effects keep it.
  const allowedKey = allowed?.map((m) => m.id).join('|');
  return useMemo(() => allowed, [allowedKey]);
}
