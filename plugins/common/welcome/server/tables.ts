/** The welcome feature's table (migration 0170_core_welcome). */
import { featureDb } from '@portico/plugin-server';

export interface CoreWelcomeSeenTable {
  userId: string;
  seenAt: string;
}

export const welcomeDb = featureDb<{ coreWelcomeSeen: CoreWelcomeSeenTable }>();
