import type { IConfiguration } from 'dependency-cruiser';

/** Core's layers as .dependency-cruiser.mjs declares them. */
export declare const LAYERS: { name: string; path: string }[];
export declare const ORDER: string[];
declare const config: Required<Pick<IConfiguration, 'forbidden'>> & {
  options: NonNullable<IConfiguration['options']> & { tsConfig: { fileName: string } };
};
export default config;
