import { BOXE_KINDS, type BoxeKind } from '../names';

/** A store's plugin id (br.boxe/nfe-storage), and back: the manifests name them, the screen reads its kind. */
export const storePluginId = (kind: BoxeKind) => `br.boxe/${kind}-storage`;

export function kindOfPlugin(pluginId: string): BoxeKind {
  const kind = BOXE_KINDS.find((k) => pluginId === storePluginId(k));
  if (!kind) throw new Error(`${pluginId} is not a Box-E store`);
  return kind;
}
