export function importAliases(): Array<{ find: string; replacement: string }>;
