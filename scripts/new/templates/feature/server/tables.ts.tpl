/**
 * __Title__'s table (migration __migration__). Conventions of server/db/schema.ts: camelCase here, snake_case
 * columns, ISO-8601 text timestamps, money as integer cents.
 */
import { featureDb, type FeatureDb } from '@portico/plugin-server';

export interface __Pascal__EntryTable {
  id: string;
  clientId: string;
  description: string;
  quantity: number;
  createdAt: string;
}

export interface __Pascal__Tables {
  __tableCamel__: __Pascal__EntryTable;
}

/** The database as this feature sees it: core's tables and its own. */
export const __camel__Db = featureDb<__Pascal__Tables>();
export type __Pascal__Db = FeatureDb<__Pascal__Tables>;
