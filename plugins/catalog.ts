import type { Feature } from '@portico/kernel/feature';
import * as features from './features';

/**
 * Every feature this build knows: the lines of features.ts. Features and manifests are tiny and eager; each
 * plugin's code is a chunk of its own that only loads when its variant enables it and its slot renders.
 * Nothing depends on the order (areas, actions, widgets and sections sort by their own order and titles).
 */
export const CATALOG: Feature[] = Object.values(features);
