import type { EnabledPlugin } from '@portico/contract/portal-config';
import type { VariantEntry } from './registry-file';

export declare const featureOfEntry: (id: string) => string;
export declare function resolveChain(
  variants: Record<string, VariantEntry>, variant: string, fail: (message: string) => never,
): { chain: VariantEntry[]; plugins: EnabledPlugin[] };
