/**
 * The help feature's tables (migration 0130_core_help): a firm's help site settings and its topics.
 * A firm without a core_help_sites row gets the shipped default set.
 */
import { featureDb, type FeatureDb } from '@portico/plugin-server';

export interface CoreHelpSiteTable {
  firmId: number;
  searchUrl: string | null;
  howToUrl: string | null;
  /** JSON: { en?, es?, pt?, "fr-ca"? } → URL. */
  privacyUrls: string;
  updatedAt: string;
  updatedBy: string;
}

export interface CoreHelpTopicTable {
  firmId: number;
  topicId: string;
  position: number;
  /** JSON array of screen names. */
  screens: string;
  /** JSON: title per language or locale, "en" always present. */
  titles: string;
  /** Null: the portal's own article of that id. */
  url: string | null;
}

export interface HelpTables {
  coreHelpSites: CoreHelpSiteTable;
  coreHelpTopics: CoreHelpTopicTable;
}

export const helpDb = featureDb<HelpTables>();
export type HelpDb = FeatureDb<HelpTables>;
