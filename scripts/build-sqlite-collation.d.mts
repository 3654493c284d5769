export function sqliteCollationExtension(): string;
