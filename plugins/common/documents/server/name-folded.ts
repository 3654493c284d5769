import { foldForSearch } from '../model/name-order';

/**
 * A document row (or update) with the search form of its name, which searchDocuments matches on: every writer of
 * a name goes through this, so the column and the query fold alike (foldForSearch, the one definition).
 */
export const withFolded = <const T extends { name: string }>(row: T): T & { nameFolded: string } => ({ ...row, nameFolded: foldForSearch(row.name) });
