export function featureTranslationDirs(root?: string): Array<{ namespace: string; dir: string }>;
export function sourceOfAsset(path: string, root?: string): string | null;
