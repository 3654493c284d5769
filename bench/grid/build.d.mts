export declare const PAGES: Record<'ours' | 'aggrid', string>;
export declare function buildBenchPages(outDir: string): Promise<void>;
