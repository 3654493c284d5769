/** The feature's table (migration 0270_common_firm_clients); conventions of server/db/schema.ts. */
import { featureDb, type FeatureDb } from '@portico/plugin-server';

/** One search term of a client: every prefix of each word of its name and nickname, and of its tax id's digits. */
export interface ClientSearchTermTable {
  firmId: number;
  term: string;
  clientId: string;
}

export interface FirmClientsTables {
  commonFirmClientsSearchTerms: ClientSearchTermTable;
}

export const firmClientsDb = featureDb<FirmClientsTables>();
export type FirmClientsDb = FeatureDb<FirmClientsTables>;
