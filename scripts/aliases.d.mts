export function importAliases(): Array<{ find: string | RegExp; replacement: string }>;
