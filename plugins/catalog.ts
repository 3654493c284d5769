import type { Feature } from '@portico/kernel/feature';
import type { FeatureLoader } from './feature-loader';
import * as lines from './features';

const LOADERS: FeatureLoader[] = Object.values(lines);

/**
 * The named features (the variant's), loaded in parallel. The build puts the manifests of the features the same
 * variants enable in one chunk (rollup.config.mjs firstLoadChunks), so one variant never downloads a feature
 * only another enables, and the server preloads the enabled ones beside the entry (feature-chunks.json). An id
 * the build does not know is left out: the kernel then names it (UnknownPluginError). Each plugin's code is yet
 * another chunk, loaded when its slot renders.
 */
export async function loadCatalog(ids: readonly string[]): Promise<Feature[]> {
  const wanted = LOADERS.filter((line) => ids.includes(line.id));
  return Promise.all(wanted.map(async (line) => (await line.load()).default));
}

/** Every feature of the build (the test kernel, the catalog's contract test). */
export const loadWholeCatalog = (): Promise<Feature[]> => loadCatalog(LOADERS.map((line) => line.id));

/** The ids of the build's features, as features.ts names them. */
export const CATALOG_IDS: readonly string[] = LOADERS.map((line) => line.id);
