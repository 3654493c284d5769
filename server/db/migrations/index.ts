import type { Migration } from 'kysely';
import * as core from './0001_core';
import * as sessionFamilies from './0109_session_families';
import * as signInIdTokens from './0180_sign_in_id_tokens';
import * as signInSourceFailures from './0185_sign_in_source_failures';
import * as outboxSenders from './0190_outbox_senders';
import * as sharedState from './0210_shared_state';
import * as jobs from './0230_jobs';
import * as jobRequestIds from './0240_job_request_ids';
import * as commonNamespace from './0250_common_namespace';
import * as staffRoles from './0260_staff_roles';
import * as firmApiKeys from './0265_firm_api_keys';
import * as outboxMailParts from './0340_outbox_mail_parts';
import * as firmFeatureFlags from './0390_firm_feature_flags';
import * as sessionSignInSource from './0422_session_sign_in_source';
import * as clientsNameSearch from './0430_clients_name_search';
import * as clientsNameOrder from './0451_clients_name_order';

/**
 * The platform's migrations, for SQLite and PostgreSQL alike: a file "NNNN_words.ts" exporting up/down and one
 * line here. Features bring their own (defineServerFeature's migrations); server/features.ts merges both lists,
 * and the names sort in the order they run.
 */
export const coreMigrations: Record<string, Migration> = {
  '0001_core': core,
  '0109_session_families': sessionFamilies,
  '0180_sign_in_id_tokens': signInIdTokens,
  '0185_sign_in_source_failures': signInSourceFailures,
  '0190_outbox_senders': outboxSenders,
  '0210_shared_state': sharedState,
  '0230_jobs': jobs,
  '0240_job_request_ids': jobRequestIds,
  '0250_common_namespace': commonNamespace,
  '0260_staff_roles': staffRoles,
  '0265_firm_api_keys': firmApiKeys,
  '0340_outbox_mail_parts': outboxMailParts,
  '0390_firm_feature_flags': firmFeatureFlags,
  '0422_session_sign_in_source': sessionSignInSource,
  '0430_clients_name_search': clientsNameSearch,
  '0451_clients_name_order': clientsNameOrder,
};
