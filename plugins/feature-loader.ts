import type { Feature } from '@portico/kernel/feature';

/** A line of features.ts: a feature's id and how to load its feature.ts (chunked with the features the same variants enable). */
export interface FeatureLoader {
  id: string;
  load: () => Promise<{ default: Feature }>;
}

export const lazyFeature = (id: string, load: FeatureLoader['load']): FeatureLoader => ({ id, load });
